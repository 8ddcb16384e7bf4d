import "./lib/zodConfig.ts"; // first: before any zod schema is built
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";
import { loadApollo } from "./lib/graphqlSession.ts";
import { prerenderedMarkupFits } from "./lib/prerenderedFor.ts";
import { applyStyleNonce } from "./lib/styleNonce.ts";
import { preloadPage, routes, usesApollo } from "./routes.tsx";

applyStyleNonce();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const router = createBrowserRouter(routes);
// A first page that uses Apollo: fetch it now, beside the page's own chunk (it waits for Apollo otherwise).
if (usesApollo(window.location.pathname)) void loadApollo();
else {
  // A link to such a page, pointed at, touched or focused: fetch Apollo before the click (the dashboard does
  // without it); once it is on its way, nothing is left to watch.
  const intents = ["pointerover", "touchstart", "focusin"] as const;
  const loadApolloForLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement && link.origin === window.location.origin && usesApollo(link.pathname))) return;
    void loadApollo();
    for (const type of intents) document.removeEventListener(type, loadApolloForLink);
  };
  for (const type of intents) document.addEventListener(type, loadApolloForLink, { passive: true });
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A page rendered at build time (prerender.tsx) is taken over as it is, once its code and texts are
// here (it hydrates in one pass: a part still loading could be updated first, and be drawn anew);
// otherwise the page is rendered here.
if (root.hasChildNodes()) {
  const hydrate = () => {
    // Signed in or out, Premium or English since the guard ran (another tab): the markup is not this visitor's.
    if (!prerenderedMarkupFits()) {
      root.replaceChildren();
      createRoot(root).render(app);
      return;
    }
    hydrateRoot(root, app, {
      // Markup the client could not take over (it renders that part itself): a bug, reported as one.
      onRecoverableError: (error, info) => console.error("The prerendered page did not hydrate:", error, info.componentStack),
    });
  };
  // Offline before the page's code arrived: hydrating anyway shows what can be shown, as without prerendering.
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else createRoot(root).render(app);
