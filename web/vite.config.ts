import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { CSP_NONCE_PLACEHOLDER } from "../scripts/prerender.mjs";
import { graphqlDocuments } from "./build/graphqlDocuments.ts";
import { inputWithoutTextArea, lightFormContext, noLayoutSider, noTooltipUniqueProvider } from "./build/antdImports.ts";
import { precompiledMessages } from "./build/precompiledMessages.ts";
import { preloadListsWithoutEntryChunks } from "./build/preloadLists.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const generatedDocuments = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));

// The API (graphql-yoga + the /api REST shim) listens on :3000 in development.
const api = "http://localhost:3000";
const proxy = { "/graphql": api, "/api": api, "/healthz": api };

export default defineConfig(({ isSsrBuild }) => {
  const preloadLists = preloadListsWithoutEntryChunks();
  return {
    root: webRoot,
    plugins: [
      preloadLists.plugin,
      graphqlDocuments(generatedDocuments),
      precompiledMessages(),
      lightFormContext(),
      noTooltipUniqueProvider(),
      noLayoutSider(),
      inputWithoutTextArea(),
      react(),
    ],
    // The server (api/src/http/static.ts) replaces this in index.html with a fresh nonce per page load;
    // the Content-Security-Policy allows only scripts and styles carrying it (or from the origin).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    resolve: {
      // rxjs (under Apollo Client) ships ES2015 classes under the "es2015" condition; its default is
      // an ES5 build with tslib helpers, ≈ 4 kB more as sent.
      conditions: ["es2015", ...defaultClientConditions],
    },
    // The prerender bundle (web/src/prerender.tsx, built with --ssr) runs once in Node at build time:
    // everything is bundled (antd's ES modules are not loadable by Node as they are). Not for the web
    // tests (Vitest), which load antd's CommonJS build once (vitest.config.ts).
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    // …as the production build of React and the rest (the client build gets this from Vite itself).
    define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
    server: {
      proxy,
      // web/src imports the shared zod schemas from ../validation.
      fs: { allow: [repoRoot] },
    },
    preview: { proxy },
    build: {
      outDir: fileURLToPath(new URL("./dist", import.meta.url)),
      emptyOutDir: true,
      sourcemap: false,
      modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    },
  };
});
