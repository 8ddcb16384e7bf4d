// The built client gets its texts already parsed: every catalog value (web/src/i18n/*.json,
// web/src/i18n/locales/*.json and the shared validation/messages/*.ts) becomes the ICU message
// syntax tree react-intl would otherwise build in the browser, and the ICU parser (≈ 8 kB as sent,
// on every screen) is left out of the build (formatjs's own "no-parser" entry). A text the parser
// rejects fails the build, naming its id. Development and the web tests keep the texts as strings
// with the parser (they import the catalogs as plain data).
import { parse } from "@formatjs/icu-messageformat-parser";
import ts from "typescript";
import type { Plugin } from "vite";

const parser = "@formatjs/icu-messageformat-parser";

/** The catalog files: the web's JSON texts and the shared validation messages (not their helpers). */
const jsonCatalog = /\/web\/src\/i18n\/(?:locales\/)?[^/]+\.json$/;
const tsCatalog = /\/validation\/messages\/(?!define\.ts$|index\.ts$)[^/]+\.ts$/;

/** One text as its syntax tree (JSON), or an error naming the id and file. */
function compile(id: string, text: string, file: string): string {
  try {
    return JSON.stringify(parse(text));
  } catch (error) {
    throw new Error(`${file}: the text of "${id}" is not a valid ICU message (${(error as Error).message})`, { cause: error });
  }
}

/** A JSON catalog ({ id: text }) with every text as its syntax tree. */
export function compileJsonCatalog(source: string, file: string): string {
  const texts = JSON.parse(source) as Record<string, unknown>;
  const entries = Object.entries(texts).map(([id, text]) => {
    if (typeof text !== "string") throw new Error(`${file}: "${id}" is not a text`);
    return `${JSON.stringify(id)}:${compile(id, text, file)}`;
  });
  return `{${entries.join(",")}}`;
}

/**
 * A TypeScript module of catalogs with each text (a string literal under a quoted id, `"a.b": "…"`)
 * replaced by its syntax tree; everything else (imports, helpers, unquoted keys such as `pl:`) stays.
 */
export function compileTsCatalog(source: string, file: string): string {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && ts.isStringLiteralLike(node.initializer)) {
      edits.push({ start: node.initializer.getStart(sourceFile), end: node.initializer.getEnd(), text: compile(node.name.text, node.initializer.text, file) });
    } else if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && !ts.isObjectLiteralExpression(node.initializer)) {
      throw new Error(`${file}: the text of "${node.name.text}" is not a string literal; the build cannot parse it ahead`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Vite plugin (build only): the catalogs as syntax trees, the parser swapped for formatjs's no-parser entry. */
export function precompiledMessages(): Plugin {
  return {
    name: "zeglog-precompiled-messages",
    apply: "build",
    enforce: "pre",
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${parser}$`), replacement: `${parser}/no-parser.js` }] },
    }),
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (jsonCatalog.test(file)) return { code: compileJsonCatalog(code, file), map: null };
      if (tsCatalog.test(file)) return { code: compileTsCatalog(code, file), map: null };
      return null;
    },
  };
}
