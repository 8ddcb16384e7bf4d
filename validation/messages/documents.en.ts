// The English of documents.pl.ts (its type requires exactly those ids). A file of its own: a bundler
// keeps or drops whole modules, so the web client's Polish first chunk leaves it out.
import type { documentsPl } from "./documents.pl.ts";

export const documentsEn: Record<keyof typeof documentsPl, string> = {
  "documents.lang.invalid": "Unknown document language (allowed: pl, en, pl-en)",
};
