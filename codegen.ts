import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the Pothos schema by `npm run schema`) + the web client's operations
// -> web/src/gql/ (generated, committed, never edited; CI fails when it is stale).
const config: CodegenConfig = {
  schema: "./schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "./web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
  },
};
export default config;
