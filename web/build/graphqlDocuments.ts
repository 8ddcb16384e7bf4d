// A Vite plugin doing at build time what graphql-codegen's babel/swc plugin does for the client
// preset, one step further: every `graphql(`…`)` call in web/src becomes an import of a module of
// its own holding that one document (`virtual:zeglog-gql/LoginDocument`), cut out of the generated
// web/src/gql/graphql.ts. Without it, `graphql()` looks operations up in a map of every operation of
// the app; importing the generated constants instead would still put the whole generated module
// (≈ 120 kB minified, every document of the app) in the chunk the first screen loads, since a
// module is never split between chunks. One module per document lets each page's chunk carry only
// its own documents. An operation's module also carries its printed text (`__meta__.text`, where
// codegen's persisted documents put their hash), printed here at build time: graphqlRequest
// (web/src/lib/graphqlRequest.ts) sends it without Apollo and without graphql's printer.
import { readFileSync } from "node:fs";
import { type DocumentNode, print } from "graphql";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:zeglog-gql/";
const RESOLVED = "\0zeglog-gql/";
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*["'][./]*(?:\/[^"']*)?gql(?:\/index(?:\.ts)?)?["'];?\s*$/m;

const stale = (name: string) => new Error(`graphql(): ${name} is not in the generated types — run npm run codegen`);

/** The generated export that holds the document of one `graphql()` call. */
export function documentExport(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.slice(0, 80)}…`);
  const [, kind, name] = match;
  return kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
}

/** The generated documents by export name, each as its JSON text (codegen writes one per line). */
export function generatedDocuments(generated: string): Map<string, string> {
  const lines = generated.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm);
  return new Map([...lines].map((m) => [m[1]!, m[2]!]));
}

/** The module of one generated document; an operation's also holds its printed text as `__meta__.text`. */
export function documentModule(name: string, json: string): string {
  if (!name.endsWith("Document")) return `export default ${json};`;
  const document = JSON.parse(json) as DocumentNode;
  return `export default ${JSON.stringify({ ...document, __meta__: { text: print(document) } })};`;
}

/** Rewrites one module's `graphql()` calls; null when it has none. */
export function rewriteGraphqlCalls(code: string, exported: ReadonlySet<string> | ReadonlyMap<string, string>): string | null {
  if (!code.includes("graphql(")) return null;
  const used = new Set<string>();
  const rewritten = code.replace(CALL, (_call, source: string) => {
    const name = documentExport(source);
    if (!exported.has(name)) throw stale(name);
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `import __gql_${name} from ${JSON.stringify(VIRTUAL + name)};`).join("\n");
  return `${imports}\n${rewritten.replace(IMPORT, "")}`;
}

export function graphqlDocuments(generatedPath: string): Plugin {
  let documents = new Map<string, string>();
  const read = () => {
    documents = generatedDocuments(readFileSync(generatedPath, "utf8"));
  };
  return {
    name: "zeglog-graphql-documents",
    enforce: "pre",
    buildStart() {
      this.addWatchFile(generatedPath);
      read();
    },
    watchChange(id) {
      if (id === generatedPath) read();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = documents.get(name);
      if (json === undefined) throw stale(name);
      return documentModule(name, json);
    },
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.includes("/web/src/gql/")) return null;
      const result = rewriteGraphqlCalls(code, documents);
      return result === null ? null : { code: result, map: null };
    },
  };
}
