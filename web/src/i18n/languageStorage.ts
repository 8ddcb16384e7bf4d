export type Language = "pl" | "en";

/** The localStorage key of the chosen language (also read by the prerendered pages' guard, prerender.tsx). */
export const LANGUAGE_KEY = "language";

/** The interface language kept in localStorage (`language` = 'pl' | 'en'); Polish by default. */
export const languageStorage = {
  read(): Language {
    try {
      return window.localStorage.getItem(LANGUAGE_KEY) === "en" ? "en" : "pl";
    } catch {
      return "pl";
    }
  },
  write(language: Language): void {
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  },
};
