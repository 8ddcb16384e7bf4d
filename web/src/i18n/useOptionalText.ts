import { useCallback } from "react";
import { useIntl } from "react-intl";
import { awaitsArea } from "./loadMessages.ts";
import { useLanguage } from "./useLanguage.ts";

/**
 * The text of `id` if the catalogs have one, else undefined (an option value with no label of its
 * own is shown as it is). An id of an area not in the catalog shown yet goes through formatMessage,
 * which suspends the screen until the area is in: the answer does not depend on whether the page
 * listed the area, so a label never shows as its raw value.
 */
export function useOptionalText(): (id: string) => string | undefined {
  const intl = useIntl();
  const { language } = useLanguage();
  return useCallback(
    (id: string) => {
      const has = Object.prototype.hasOwnProperty.call(intl.messages, id);
      // An area still to come: formatMessage suspends the screen (LanguageProvider's onError).
      if (!has && awaitsArea(language, id)) intl.formatMessage({ id });
      return has ? intl.formatMessage({ id }) : undefined;
    },
    [intl, language],
  );
}
