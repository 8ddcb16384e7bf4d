/**
 * Who a prerendered page (or one of its variants) was rendered for (prerender.tsx): a signed-out
 * visitor, or a signed-in captain with or without Premium — always in Polish.
 */
export type PrerenderAudience = { who: "visitor" } | { who: "captain"; hasPremium: boolean };

/** The localStorage keys the guard reads (authStorage.ts, languageStorage.ts). */
interface PrerenderStorageKeys {
  language: string;
  token: string;
  user: string;
  hasPremium: string;
  studentToken: string;
}

/**
 * Runs before the first paint, right after a prerendered page's markup (prerender.tsx writes its
 * source into the page): picks the variant rendered for this browser's storage — the markup in
 * `#root` is variant 0, the others wait in `<template id="{rootId}-variant-{n}">` — puts it in place
 * and fills in the signed-in name (`namePlaceholder`, in text only); where none fits (English chosen,
 * a student's or staff member's session, a session without its record) it leaves `#root` empty and
 * the app renders the page. It leaves `win[key]`, a check main.tsx runs before it hydrates: whether
 * the storage still picks the same variant (another tab may have signed in or out meanwhile).
 * Self-contained: no outside names.
 */
export function guardPrerendered(
  win: Window,
  rootId: string,
  keys: PrerenderStorageKeys,
  audiences: readonly PrerenderAudience[],
  namePlaceholder: string,
  key: string,
) {
  const doc = win.document;
  const root = doc.getElementById(rootId);
  const templates = audiences.map((_, n) => doc.getElementById(`${rootId}-variant-${n}`));
  let stored: Pick<Storage, "getItem"> | null = null;
  try {
    stored = win.localStorage;
  } catch {
    // no storage (private mode): signed out, in Polish
  }
  const read = (name: string) => (stored ? stored.getItem(name) : null);
  /** The stored captain (as authStorage reads it: a token and a record with an id and a name), else null. */
  const captain = (): { name: string; role?: unknown } | null => {
    if (!read(keys.token)) return null;
    try {
      const user = JSON.parse(read(keys.user) ?? "null") as { id?: unknown; name?: unknown; role?: unknown } | null;
      return user && typeof user.id === "string" && typeof user.name === "string" ? { name: user.name, role: user.role } : null;
    } catch {
      return null;
    }
  };
  const choose = (): number => {
    if (read(keys.language) === "en") return -1;
    const user = captain();
    return audiences.findIndex((audience) =>
      audience.who === "visitor"
        ? !read(keys.token) && !read(keys.studentToken)
        : user !== null && user.role !== "staff" && (read(keys.hasPremium) === "true") === audience.hasPremium,
    );
  };
  let chosen = choose();
  const template = chosen > 0 ? templates[chosen] : null;
  if (chosen > 0 && !(template instanceof HTMLTemplateElement)) chosen = -1;
  (win as unknown as Record<string, () => boolean>)[key] = () => chosen >= 0 && choose() === chosen;
  if (!root) return;
  if (chosen < 0) root.replaceChildren();
  else if (template instanceof HTMLTemplateElement) root.replaceChildren(template.content);
  for (const other of templates) other?.remove();
  if (chosen < 0 || audiences[chosen]?.who !== "captain") return;
  const name = captain()?.name ?? "";
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(namePlaceholder)) node.nodeValue = node.nodeValue.split(namePlaceholder).join(name);
  }
}

/** Where the guard leaves its check (guardPrerendered). */
export const PRERENDERED_CHECK_KEY = "__zeglogPrerenderedFits";

/** main.tsx, about to hydrate: whether the page's markup is still the one rendered for this visitor (the guard's own check). */
export function prerenderedMarkupFits(): boolean {
  const check = (window as unknown as Partial<Record<string, unknown>>)[PRERENDERED_CHECK_KEY];
  try {
    return typeof check === "function" && (check as () => boolean)() === true;
  } catch {
    return false;
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
