import { en as validationEn, pl as validationPl } from "../../../validation/messages.ts";
import { webPl } from "./catalogPl.ts";
import type { Language } from "./languageStorage.ts";

/**
 * react-intl catalogs: the web UI texts plus the shared server/client validation messages, so a zod
 * message key from ../validation renders with intl.formatMessage({ id: key }). Polish (the default)
 * is in the first chunk; English is its own chunk, loaded when chosen. Both languages define every
 * id (i18n/__tests__/catalogs.test.tsx), so neither needs the other as a fallback.
 */
export const polishMessages: Record<string, string> = { ...validationPl, ...webPl };

let english: Promise<Record<string, string>> | null = null;

/** The catalog of `language`: at once for Polish, after its chunk loads for English. */
export function loadMessages(language: Language): Record<string, string> | Promise<Record<string, string>> {
  if (language === "pl") return polishMessages;
  english ??= import("./catalogEn.ts").then(({ webEn }) => ({ ...validationEn, ...webEn }));
  return english;
}
