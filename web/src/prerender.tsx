// The build's server-side entry (scripts/build-web.mjs, `vite build --ssr`): renders the first
// public screens a visitor who is not signed in opens (`/`, the price list, the terms, the sign-in) to HTML once, at build time, so
// the page is drawn before its JavaScript has loaded; main.tsx then hydrates that markup. Only what
// a signed-out visitor in Polish sees is rendered: the script PRERENDER_GUARD (run before the first
// paint) drops the markup for anyone else (a stored session, English chosen), who gets the page
// the client renders, as without this.
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";
import { AREAS } from "./i18n/areas.ts";
import { LANGUAGE_KEY } from "./i18n/languageStorage.ts";
import { loadMessagesWithArea } from "./i18n/loadMessages.ts";
import { COMPANY_PLACEHOLDER, setPrerenderPageData } from "./lib/pageData.ts";
import { HELD_SUBMITS_KEY, holdSubmits, keepLanguageChoice, notPrerenderedFor } from "./lib/prerenderedFor.ts";
import { SESSION_TOKEN_KEYS } from "./modules/auth/authStorage.ts";
import { routes } from "./routes.tsx";

/** The pages rendered at build time: public screens whose first view does not depend on who asks. */
export const PRERENDERED_PATHS = ["/", "/cennik", "/pricing", "/terms-of-service", "/privacy-policy", "/login"] as const;

/** The id of the element main.tsx renders into (index.html). */
export const ROOT_ID = "root";

/**
 * Runs before the first paint, right after the markup: a visitor the markup was not rendered for
 * (signed in as a captain, staff member or student, or with English chosen) does not see it; and
 * a form's submit waits for the app (holdSubmits), and a language chosen before it is in is kept.
 */
export const PRERENDER_GUARD = `try{(${holdSubmits.toString()})(window,${JSON.stringify(HELD_SUBMITS_KEY)})}catch(e){}try{(${keepLanguageChoice.toString()})(window,${JSON.stringify(LANGUAGE_KEY)})}catch(e){}try{if((${notPrerenderedFor.toString()})(localStorage,${JSON.stringify(LANGUAGE_KEY)},${JSON.stringify(SESSION_TOKEN_KEYS)}))document.getElementById(${JSON.stringify(ROOT_ID)}).replaceChildren()}catch(e){}`;

/** The page at `path` as a signed-out visitor in Polish first sees it, and the antd styles it needs. */
export async function renderPage(path: string): Promise<{ html: string; styles: string }> {
  // The company's details are filled in by the server (pageData.ts).
  setPrerenderPageData({ company: COMPANY_PLACEHOLDER });
  // Every area's texts, so no text suspends the render (the client loads the page's own areas with it).
  for (const area of AREAS) await loadMessagesWithArea("pl", area);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
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
  return { html, styles: extractStyle(cache, { plain: false }) };
}
