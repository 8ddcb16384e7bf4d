// A Vite plugin doing at build time what graphql-codegen's babel/swc plugin does for the client
// preset: every `graphql(`…`)` call in web/src becomes a reference to the one generated document
// constant (`LoginDocument`, `TripFieldsFragmentDoc`) of web/src/gql/graphql.ts. Without it,
// `graphql()` looks operations up in a map of every operation of the app, which ships all of them
// (≈ 200 kB of source) in the first chunk; with it each page chunk carries only its own documents.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*["'][./]*(?:\/[^"']*)?gql(?:\/index(?:\.ts)?)?["'];?\s*$/m;

/** The generated export that holds the document of one `graphql()` call. */
export function documentExport(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.slice(0, 80)}…`);
  const [, kind, name] = match;
  return kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
}

/** Rewrites one module's `graphql()` calls; null when it has none. */
export function rewriteGraphqlCalls(code: string, generatedPath: string, exported: Set<string>): string | null {
  if (!code.includes("graphql(")) return null;
  const used = new Set<string>();
  const rewritten = code.replace(CALL, (_call, source: string) => {
    const name = documentExport(source);
    if (!exported.has(name)) throw new Error(`graphql(): ${name} is not in the generated types — run npm run codegen`);
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `${name} as __gql_${name}`).join(", ");
  return `import { ${imports} } from ${JSON.stringify(generatedPath)};\n${rewritten.replace(IMPORT, "")}`;
}

export function graphqlDocuments(generatedPath: string): Plugin {
  let exported = new Set<string>();
  return {
    name: "zeglog-graphql-documents",
    enforce: "pre",
    buildStart() {
      const generated = readFileSync(generatedPath, "utf8");
      exported = new Set([...generated.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = /gm)].map((m) => m[1]!));
    },
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.includes("/web/src/gql/")) return null;
      const result = rewriteGraphqlCalls(code, generatedPath, exported);
      return result === null ? null : { code: result, map: null };
    },
  };
}
