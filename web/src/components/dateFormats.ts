import type { Language } from "../i18n/languageStorage.ts";

/**
 * How a date is shown and typed in each interface language: Polish DD.MM.YYYY (as the PDFs print
 * it), English the British DD/MM/YYYY. The ISO form is accepted when typing in both languages; the
 * value kept by the forms is always the ISO 'YYYY-MM-DD' string of the schemas (`iso`).
 */
export const dateFormats: { iso: string } & Record<Language, readonly [string, ...string[]]> = {
  iso: "YYYY-MM-DD",
  pl: ["DD.MM.YYYY", "D.M.YYYY", "YYYY-MM-DD"],
  en: ["DD/MM/YYYY", "D/M/YYYY", "YYYY-MM-DD"],
};
