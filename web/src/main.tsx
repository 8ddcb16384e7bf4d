import "./lib/zodConfig.ts"; // first: before any zod schema is built
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";
import { createApolloClient } from "./apollo.ts";
import { applyStyleNonce } from "./lib/styleNonce.ts";
import { routes } from "./routes.tsx";

applyStyleNonce();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const router = createBrowserRouter(routes);
const client = createApolloClient();

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
