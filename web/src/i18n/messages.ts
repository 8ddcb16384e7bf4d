import { en as validationEn, pl as validationPl } from "../../../validation/messages.ts";
import { webEn, webPl } from "./catalogs.ts";
import type { Language } from "./languageStorage.ts";

/**
 * react-intl catalogs: the web UI texts plus the shared server/client validation messages, so a zod
 * message key from ../validation renders with intl.formatMessage({ id: key }). Polish is the default
 * language; a key missing in Polish falls back to English.
 */
export const messages: Record<Language, Record<string, string>> = {
  en: { ...validationEn, ...webEn },
  pl: { ...validationEn, ...webEn, ...validationPl, ...webPl },
};
