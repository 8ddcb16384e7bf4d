import { useCallback } from "react";
import { useIntl } from "react-intl";
import { areaOf } from "./areas.ts";

/**
 * Text for a message that is either a catalog key (the shared zod schemas use keys as messages) or a
 * text the server already translated (GraphQL `message`, `extensions.fields`). A key of an area not
 * loaded yet goes through formatMessage, which loads the area (LanguageProvider).
 */
export function useMessageText(): (keyOrText: string) => string {
  const intl = useIntl();
  return useCallback(
    (keyOrText: string) =>
      Object.prototype.hasOwnProperty.call(intl.messages, keyOrText) || areaOf(keyOrText) !== undefined ? intl.formatMessage({ id: keyOrText }) : keyOrText,
    [intl],
  );
}
