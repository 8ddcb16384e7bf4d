export type Language = "pl" | "en";

const KEY = "language";

/** The interface language kept in localStorage (`language` = 'pl' | 'en'); Polish by default. */
export const languageStorage = {
  read(): Language {
    try {
      return window.localStorage.getItem(KEY) === "en" ? "en" : "pl";
    } catch {
      return "pl";
    }
  },
  write(language: Language): void {
    try {
      window.localStorage.setItem(KEY, language);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  },
};
