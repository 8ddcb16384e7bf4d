import { useSyncExternalStore } from "react";
import { type PdfLanguage, pdfLanguageStore } from "../pdfLanguage.ts";

/** The remembered PDF language and its setter; every chooser on the page follows the same choice. */
export function usePdfLanguage(): [PdfLanguage, (language: PdfLanguage) => void] {
  const language = useSyncExternalStore(pdfLanguageStore.subscribe, pdfLanguageStore.get, pdfLanguageStore.get);
  return [language, pdfLanguageStore.set];
}
