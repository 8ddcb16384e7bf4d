// The documents' endpoints (api/src/modules/documents/documents.rest.ts).
export const documentsPl = {
  "documents.lang.invalid": "Nieznany język dokumentu (dozwolone: pl, en, pl-en)",
};
