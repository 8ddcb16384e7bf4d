import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Used alone (`vitest run --config web/vitest.config.ts`) or as the `web` project of the root config;
// every path below resolves against this folder.
export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    root: fileURLToPath(new URL(".", import.meta.url)),
    resolve: {
      // In Node, `antd` is its CommonJS build (lib/); a deep import of antd/es/… would load a second
      // copy of antd whose contexts (the form item's status, the config) the first never sees. The
      // browser build takes es/ for both.
      alias: [{ find: /^antd\/es\/(.*)$/, replacement: "antd/lib/$1" }],
    },
    test: {
      name: "web",
      environment: "jsdom",
      globals: true,
      setupFiles: ["./src/test-setup.ts"],
      include: ["src/**/*.test.{ts,tsx}"],
      restoreMocks: true,
      // antd forms in jsdom are slow on a busy 2-core machine (CI runs the suite beside stress-ng);
      // a slow test is not a failing one: the timeout only catches a hang.
      testTimeout: 180_000,
    },
  }),
);
