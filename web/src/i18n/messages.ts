import { en as validationEn } from "../../../validation/messages.ts";
import { webEn } from "./catalogs.ts";
import type { Language } from "./languageStorage.ts";
import { polishMessages } from "./loadMessages.ts";

/**
 * Both catalogs at once, as the app shows them (loadMessages.ts loads one language at a time): for
 * tests and tools that need every text. Both languages define every id (catalogs.test.tsx).
 */
export const messages: Record<Language, Record<string, string>> = {
  en: { ...validationEn, ...webEn },
  pl: polishMessages,
};
