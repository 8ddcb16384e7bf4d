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

/** Where the guard keeps the state of held submits (holdSubmits) on `window`. */
export const HELD_SUBMITS_KEY = "__zeglogHeldSubmits";
type HeldSubmits = { forms: WeakSet<EventTarget>; held: EventTarget | null };

/**
 * The forms of a prerendered page hold their submits until the app has taken each over: a form
 * drawn before its script would submit natively (a GET with the password in the address). The last
 * one held is sent again then (formTakenOver). Forms the app renders later are never held.
 * Self-contained: prerender.tsx writes its source into the guard script, run right after the markup.
 */
export function holdSubmits(win: Window, key: string) {
  const state: HeldSubmits = { forms: new WeakSet(Array.from(win.document.forms)), held: null };
  (win as unknown as Record<string, HeldSubmits>)[key] = state;
  win.document.addEventListener(
    "submit",
    (event) => {
      if (!event.target || !state.forms.has(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      state.held = event.target;
    },
    true,
  );
}

/**
 * The app has taken `form` over (FormLayout, on its first commit): its submits go to the app; one
 * held before is sent now — after the effects of this commit, so the form's state has what was typed.
 */
export function formTakenOver(form: HTMLFormElement | null) {
  const state = (window as unknown as Partial<Record<string, HeldSubmits>>)[HELD_SUBMITS_KEY];
  if (!form || !state?.forms.has(form)) return;
  state.forms.delete(form);
  if (state.held !== form) return;
  state.held = null;
  queueMicrotask(() => {
    if (form.isConnected) form.requestSubmit();
  });
}

/**
 * A language chosen on a prerendered page before the app has taken it over (its switch's buttons do
 * nothing yet) is stored at once: main.tsx, about to hydrate, then sees English chosen and draws the
 * page in English. After the takeover the app stores the same choice itself. Self-contained: written
 * into the guard script by prerender.tsx.
 */
export function keepLanguageChoice(win: Window, languageKey: string) {
  const drawn = new WeakSet(Array.from(win.document.querySelectorAll('[role="radiogroup"] button[lang]')));
  win.document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[lang]") : null;
      const language = button?.getAttribute("lang");
      if (!button || !drawn.has(button) || (language !== "pl" && language !== "en")) return;
      try {
        win.localStorage.setItem(languageKey, language);
      } catch {
        // no storage: the page stays in Polish, as the app's own switch would for this page only
      }
    },
    true,
  );
}
