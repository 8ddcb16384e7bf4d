import "./lib/zodConfig.ts"; // first: before any zod schema is built
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";
import { loadApollo } from "./lib/graphqlSession.ts";
import { applyStyleNonce } from "./lib/styleNonce.ts";
import { authStorage } from "./modules/auth/authStorage.ts";
import { routes } from "./routes.tsx";

applyStyleNonce();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const router = createBrowserRouter(routes);
// Signed in, the first screen almost surely uses Apollo: fetch it now, beside the page's own chunk.
if (authStorage.captainToken() || authStorage.studentToken()) void loadApollo();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
