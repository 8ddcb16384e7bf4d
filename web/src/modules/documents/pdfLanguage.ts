// The language the PDFs are printed in (`?lang=` of every document endpoint): both (the PZŻ
// form's bilingual layout, the default), Polish or English. The captain's choice is remembered in
// localStorage and shared by every chooser on the page.
export const PDF_LANGUAGES = ["pl-en", "pl", "en"] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];

const KEY = "pdfLanguage";
const listeners = new Set<() => void>();
/** The choice while localStorage cannot keep it (private mode): it then lasts for this page only. */
let unsaved: PdfLanguage | null = null;

const known = (value: string | null) => PDF_LANGUAGES.find((l) => l === value) ?? null;

export const pdfLanguageStore = {
  get: (): PdfLanguage => {
    if (unsaved) return unsaved;
    try {
      return known(window.localStorage.getItem(KEY)) ?? "pl-en";
    } catch {
      return "pl-en";
    }
  },
  set: (language: PdfLanguage): void => {
    try {
      window.localStorage.setItem(KEY, language);
      unsaved = null;
    } catch {
      unsaved = language;
    }
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The document path with the language: `/api/…/voyage-card-pdf?lang=pl`. */
export const withPdfLanguage = (path: string, language: PdfLanguage) => `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(language)}`;
