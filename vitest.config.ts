import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// The API's own files import graphql-js as Node loads it for Pothos, yoga and graphql-jit (its CommonJS
// build): Vite would pick its ES module build for them, a second copy whose classes (a schema's types)
// the first does not accept ("Cannot use GraphQLScalarType from another module or realm").
const graphqlAsNodeLoadsIt = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }];

// Three projects: unit (pure, no database), integration (the real app on a fresh database per
// test file: PGlite, or PostgreSQL when DATABASE_URL is set) and web (components in jsdom).
export default defineConfig({
  test: {
    // Two workers even on two cores (vitest would take one): the web files spend much of their time
    // importing antd, and beside stress-ng (CI) two processes get twice the CPU share one does. One
    // value for every project: vitest refuses projects of one group with different maxWorkers.
    maxWorkers: 2,
    // Apollo's MockedProvider stops its client when a web test unmounts; a query still in flight at
    // that moment (the test already asserted what it needed) rejects with this invariant. It is a
    // teardown artefact of the test harness, not app behaviour; every other stray error still fails.
    onUnhandledError: (error) => !String(error?.message ?? "").includes("QueryManager stopped while query was in flight"),
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          alias: graphqlAsNodeLoadsIt,
          testTimeout: 120_000,
          include: ["api/src/**/*.unit.test.ts", "validation/**/*.test.ts", "scripts/**/*.test.ts", "web/build/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          alias: graphqlAsNodeLoadsIt,
          include: ["api/src/**/*.int.test.ts"],
          // on PGlite: one migrated database dumped once, the start of every test database
          globalSetup: ["api/src/test/pglite-template.global.ts"],
          // Timeouts only catch a hang: CI shares 2 cores with other work, and slow is not wrong.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: "forks",
          maxWorkers: 2,
          // a project with its own maxWorkers runs as its own group, after the pure ones
          sequence: { groupOrder: 1 },
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
