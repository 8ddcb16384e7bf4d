// The build's server-side entry (scripts/build-web.mjs, `vite build --ssr`): renders to HTML once, at
// build time, the first screens whose first view is the same for everyone of an audience — the
// public pages (`/`, the price list, the terms, the sign-in) as a signed-out visitor sees them, and
// the captain's dashboard as a signed-in captain with (and, a second variant, without) Premium sees
// it before any answer, with a placeholder for the name — so the page is drawn before its JavaScript
// has loaded; main.tsx then hydrates that markup. Everything is in Polish. The guard script (run
// before the first paint) picks the variant for the stored session, fills in the name, or drops the
// markup for anyone else (English chosen, a student, staff), who gets the page the client renders.
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";
import { AREAS } from "./i18n/areas.ts";
import { LANGUAGE_KEY } from "./i18n/languageStorage.ts";
import { loadMessagesWithArea } from "./i18n/loadMessages.ts";
import { COMPANY_PLACEHOLDER, setPrerenderPageData } from "./lib/pageData.ts";
import { HELD_SUBMITS_KEY, PRERENDERED_CHECK_KEY, type PrerenderAudience, guardPrerendered, holdSubmits, keepLanguageChoice } from "./lib/prerenderedFor.ts";
import { SESSION_STORAGE_KEYS } from "./modules/auth/authStorage.ts";
import { routes } from "./routes.tsx";

const VISITOR: PrerenderAudience = { who: "visitor" };

/**
 * The pages rendered at build time and whom for: each audience is a variant of the page (the first
 * is the page's markup, the others wait in templates for the guard).
 */
export const PRERENDERED_PAGES: readonly { path: string; audiences: readonly PrerenderAudience[] }[] = [
  ...["/", "/cennik", "/pricing", "/terms-of-service", "/privacy-policy", "/login"].map((path) => ({ path, audiences: [VISITOR] })),
  {
    path: "/dashboard",
    audiences: [
      { who: "captain", hasPremium: true },
      { who: "captain", hasPremium: false },
    ],
  },
];

/** The id of the element main.tsx renders into (index.html). */
export const ROOT_ID = "root";

/** What stands for the signed-in captain's name in a captain's page (the guard fills it in, in text only). */
export const USER_NAME_PLACEHOLDER = "%USER_NAME%";

/**
 * The script run before the first paint, right after the markup of a page rendered for `audiences`:
 * the variant for this visitor or none (guardPrerendered); a form's submit waits for the app
 * (holdSubmits), and a language chosen before it is in is kept.
 */
export function prerenderGuard(audiences: readonly PrerenderAudience[]): string {
  const keys = { language: LANGUAGE_KEY, ...SESSION_STORAGE_KEYS };
  const args = [ROOT_ID, keys, audiences, USER_NAME_PLACEHOLDER, PRERENDERED_CHECK_KEY].map((value) => JSON.stringify(value)).join(",");
  return `try{(${holdSubmits.toString()})(window,${JSON.stringify(HELD_SUBMITS_KEY)})}catch(e){}try{(${keepLanguageChoice.toString()})(window,${JSON.stringify(LANGUAGE_KEY)})}catch(e){}try{(${guardPrerendered.toString()})(window,${args})}catch(e){document.getElementById(${JSON.stringify(ROOT_ID)}).replaceChildren()}`;
}

/** A localStorage of the captain an audience stands for (authStorage reads it as in a browser), for the time of one render. */
function storageFor(audience: PrerenderAudience): Storage | undefined {
  if (audience.who === "visitor") return undefined;
  const items = new Map<string, string>([
    [SESSION_STORAGE_KEYS.token, "prerendered"],
    [SESSION_STORAGE_KEYS.user, JSON.stringify({ id: "prerendered", name: USER_NAME_PLACEHOLDER, email: "", phone: "", role: "captain" })],
    [SESSION_STORAGE_KEYS.hasPremium, String(audience.hasPremium)],
  ]);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The page at `path` as each of `audiences` first sees it (its variants' markup), and the antd styles they need. */
export async function renderPage(path: string, audiences: readonly PrerenderAudience[]): Promise<{ variants: string[]; styles: string }> {
  // The company's details are filled in by the server (pageData.ts).
  setPrerenderPageData({ company: COMPANY_PLACEHOLDER });
  // Every area's texts, so no text suspends the render (the client loads the page's own areas with it).
  for (const area of AREAS) await loadMessagesWithArea("pl", area);
  const cache = createCache();
  const variants: string[] = [];
  for (const audience of audiences) {
    const storage = storageFor(audience);
    if (storage) Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
    try {
      variants.push(await renderMarkup(path, cache));
    } finally {
      if (storage) Reflect.deleteProperty(globalThis, "localStorage");
    }
  }
  return { variants, styles: extractStyle(cache, { plain: false }) };
}

async function renderMarkup(path: string, cache: ReturnType<typeof createCache>): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
    // No part held back for a script to put in place later (React does so with a large Suspense
    // boundary): the page is plain HTML, drawn as it arrives, with no inline script of React's.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes("<script")) throw new Error(`${path}: the markup has a script (the page must draw without one)`);
  // The guard fills the name into text only: in an attribute it would stay the placeholder.
  if (new RegExp(`<[^>]*${USER_NAME_PLACEHOLDER}`).test(html)) throw new Error(`${path}: the signed-in name is in an attribute`);
  return html;
}
