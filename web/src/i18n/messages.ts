import { en as validationEn, pl as validationPl } from "../../../validation/messages.ts";
import { webEn, webPl } from "./catalogs.ts";
import type { Language } from "./languageStorage.ts";

/**
 * Both full catalogs at once (loadMessages.ts loads one language, and its areas, at a time): for
 * tests and tools that need every text. Both languages define every id (catalogs.test.tsx).
 */
export const messages: Record<Language, Record<string, string>> = {
  en: { ...validationEn, ...webEn },
  pl: { ...validationPl, ...webPl },
};
