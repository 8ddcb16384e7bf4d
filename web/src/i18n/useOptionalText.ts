import { useCallback } from "react";
import { useIntl } from "react-intl";
import { areaOf } from "./areas.ts";
import { areaHas, isAreaLoaded } from "./loadMessages.ts";

/**
 * The text of `id` if the catalogs have one, else undefined (an option value with no label of its
 * own is shown as it is). An id of an area not in the catalog shown yet goes through formatMessage,
 * which suspends the screen until the area is in: the answer does not depend on whether the page
 * listed the area, so a label never shows as its raw value.
 */
export function useOptionalText(): (id: string) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (id: string) => {
      const has = Object.prototype.hasOwnProperty.call(intl.messages, id);
      const area = has ? undefined : areaOf(id);
      const language = intl.locale === "en" ? "en" : "pl";
      // Not loaded yet, or loaded but not merged in: formatMessage suspends (LanguageProvider's onError).
      if (area !== undefined && (!isAreaLoaded(language, area) || areaHas(language, area, id))) intl.formatMessage({ id });
      return has ? intl.formatMessage({ id }) : undefined;
    },
    [intl],
  );
}
