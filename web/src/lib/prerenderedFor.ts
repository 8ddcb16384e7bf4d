import { LANGUAGE_KEY } from "../i18n/languageStorage.ts";
import { SESSION_TOKEN_KEYS } from "../modules/auth/authStorage.ts";

/**
 * Whether `storage` belongs to someone the prerendered pages were not rendered for (prerender.tsx):
 * English chosen, or a captain's, staff member's or student's session stored. Self-contained (no
 * outside names): prerender.tsx writes its source into the pages' guard script.
 */
export function notPrerenderedFor(storage: Pick<Storage, "getItem">, languageKey: string, sessionKeys: readonly string[]): boolean {
  return storage.getItem(languageKey) === "en" || sessionKeys.some((key) => Boolean(storage.getItem(key)));
}

/** The same for this browser's localStorage (main.tsx, at the moment it would hydrate a prerendered page). */
export function pageNotPrerenderedForMe(): boolean {
  try {
    return notPrerenderedFor(window.localStorage, LANGUAGE_KEY, SESSION_TOKEN_KEYS);
  } catch {
    return false; // no storage (private mode): signed out, in Polish
  }
}
