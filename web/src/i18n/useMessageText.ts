import { useCallback } from "react";
import { useIntl } from "react-intl";

/**
 * Text for a message that is either a catalog key (the shared zod schemas use keys as messages) or a
 * text the server already translated (GraphQL `message`, `extensions.fields`).
 */
export function useMessageText(): (keyOrText: string) => string {
  const intl = useIntl();
  return useCallback(
    (keyOrText: string) =>
      Object.prototype.hasOwnProperty.call(intl.messages, keyOrText) ? intl.formatMessage({ id: keyOrText }) : keyOrText,
    [intl],
  );
}
