import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findImportCycles, runtimeImports } from "./import-graph.ts";

describe("runtimeImports", () => {
  it("counts what loads a module and skips what names types only or loads later", () => {
    const source = `
      import "./sideEffect.ts";
      import value from "./default.ts";
      import * as everything from "./namespace.ts";
      import { type Shape, build } from "./mixed.ts";
      import type { Erased } from "./typeOnly.ts";
      import { type Also, type Erased2 } from "./typeOnlyElements.ts";
      export * from "./reExported.ts";
      export { named } from "./reExportedNamed.ts";
      export type { Exported } from "./exportTypeOnly.ts";
      export { type Exported2 } from "./exportTypeOnlyElements.ts";
      // import { commented } from "./comment.ts";
      const text = 'import { quoted } from "./string.ts"';
      const Page = lazy(() => import("./lazyPage.tsx"));
    `;
    expect(runtimeImports("module.ts", source)).toEqual([
      "./sideEffect.ts",
      "./default.ts",
      "./namespace.ts",
      "./mixed.ts",
      "./reExported.ts",
      "./reExportedNamed.ts",
    ]);
  });
});

describe("findImportCycles", () => {
  const repositoryRoot = join(import.meta.dirname, "..");
  const fixture = (files: Record<string, string>) => {
    const directory = mkdtempSync(join(tmpdir(), "zeglog-import-graph-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(directory, name)), { recursive: true });
      writeFileSync(join(directory, name), text);
    }
    const prefix = `${relative(repositoryRoot, directory)}/`;
    return () => findImportCycles(directory).map((cycle) => cycle.replaceAll(prefix, ""));
  };

  it("names each cycle from the module it starts at, through a folder's index too", () => {
    const cycles = fixture({
      "wizard/step.tsx": 'import { card } from "../documents/card.ts";\nexport const step = card;',
      "documents/card.ts": 'import { fields } from "../wizard/fields.ts";\nexport const card = fields;',
      "wizard/fields.ts": 'import { step } from "./step.tsx";\nexport const fields = step;',
      "self.ts": 'import { gql } from "./gql";\nexport const self = gql;',
      "gql/index.ts": 'export * from "../self.ts";\nimport "./styles.css";\nimport messages from "./messages.json";',
      "gql/styles.css": "",
      "gql/messages.json": "{}",
    });
    expect(cycles()).toEqual(["documents/card.ts → wizard/fields.ts → wizard/step.tsx → documents/card.ts", "gql/index.ts → self.ts → gql/index.ts"]);
  });

  it("finds none when the way back is type-only or a dynamic import", () => {
    const cycles = fixture({
      "trip.ts": 'import type { Card } from "./card.ts";\nexport const trip = 1;',
      "card.ts": 'import { trip } from "./trip.ts";\nexport type Card = typeof trip;\nexport const open = () => import("./page.tsx");',
      "page.tsx": 'import { open } from "./card.ts";\nexport const page = open;',
    });
    expect(cycles()).toEqual([]);
  });

  it("refuses a TypeScript import it cannot find rather than leave it out", () => {
    const cycles = fixture({ "a.ts": 'import { b } from "./missing.ts";' });
    expect(cycles).toThrow(/a\.ts: cannot resolve "\.\/missing\.ts"/);
  });
});
