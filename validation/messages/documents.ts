// The documents' endpoints (api/src/modules/documents/documents.rest.ts).
import { defineMessages } from "./define.ts";

export const documentsMessages = defineMessages({
  pl: {
    "documents.lang.invalid": "Nieznany język dokumentu (dozwolone: pl, en, pl-en)",
  },
  en: {
    "documents.lang.invalid": "Unknown document language (allowed: pl, en, pl-en)",
  },
});
