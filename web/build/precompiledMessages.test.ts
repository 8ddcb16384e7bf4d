import { readFileSync, readdirSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compileJsonCatalog, compileTsCatalog } from "./precompiledMessages.ts";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The ids (quoted, with a dot: not the trees' own "value" keys) still holding a string literal. */
function textsLeft(source: string): string[] {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const left: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.includes(".") && ts.isStringLiteralLike(node.initializer))
      left.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return left;
}

describe("precompiled messages (the built client's catalogs as ICU syntax trees)", () => {
  it("turns every text of a JSON catalog into the tree the parser builds", () => {
    const out = JSON.parse(
      compileJsonCatalog('{"a.plain": "Zapisano", "a.count": "{n, plural, one {# rejs} other {# rejsów}}", "a.rich": "Zobacz <link>API</link>"}', "x.json"),
    ) as Record<string, unknown>;
    expect(out).toEqual({
      "a.plain": parse("Zapisano"),
      "a.count": parse("{n, plural, one {# rejs} other {# rejsów}}"),
      "a.rich": parse("Zobacz <link>API</link>"),
    });
  });

  it("fails the build on a text the parser rejects, naming its id and file", () => {
    expect(() => compileJsonCatalog('{"a.broken": "Masz {n, plural, one {# rejs}"}', "locales/x.pl.json")).toThrow(
      /locales\/x\.pl\.json: the text of "a\.broken"/,
    );
  });

  it("replaces the texts of a TypeScript catalog and leaves the rest of the module as it was", () => {
    const source = `import { defineMessages } from "./define.ts";\n// a comment\nexport const m = defineMessages({\n  pl: { "x.hello": "Cześć {name}" },\n  en: { "x.hello": 'Hi {name}' },\n});\nexport const other = { plain: "not a message" };\n`;
    const out = compileTsCatalog(source, "x.ts");
    expect(out).toContain(`import { defineMessages } from "./define.ts";\n// a comment\n`);
    expect(out).toContain(`pl: { "x.hello": ${JSON.stringify(parse("Cześć {name}"))} }`);
    expect(out).toContain(`en: { "x.hello": ${JSON.stringify(parse("Hi {name}"))} }`);
    expect(out).toContain(`export const other = { plain: "not a message" };`);
  });

  it("refuses a text under an id that is not a literal (the build could not parse it ahead)", () => {
    expect(() => compileTsCatalog(`const t = "x"; export const m = { "x.a": t };`, "x.ts")).toThrow(/"x\.a" is not a string literal/);
  });

  it("compiles every real catalog, leaving no text as a string", () => {
    const jsonFiles = [
      "web/src/i18n/pl.json",
      "web/src/i18n/en.json",
      ...readdirSync(new URL("web/src/i18n/locales/", root))
        .filter((name) => name.endsWith(".json"))
        .map((name) => `web/src/i18n/locales/${name}`),
    ];
    for (const path of jsonFiles) {
      const texts = JSON.parse(read(path)) as Record<string, string>;
      const compiled = JSON.parse(compileJsonCatalog(read(path), path)) as Record<string, unknown>;
      expect(Object.keys(compiled), path).toEqual(Object.keys(texts));
      for (const value of Object.values(compiled)) expect(Array.isArray(value), path).toBe(true);
    }
    const tsFiles = readdirSync(new URL("validation/messages/", root)).filter((name) => name !== "define.ts" && name !== "index.ts");
    expect(tsFiles.length).toBeGreaterThan(5);
    for (const name of tsFiles) {
      const source = read(`validation/messages/${name}`);
      expect(textsLeft(source).length, name).toBeGreaterThan(0);
      expect(textsLeft(compileTsCatalog(source, name)), name).toEqual([]);
    }
  });
});
