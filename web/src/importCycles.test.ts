// Keeps web/src free of load-time import cycles (scripts/import-graph.ts says what counts). The trip
// wizard and the documents module use each other's pieces (the wizard's public trip card PDF, the
// documents pages' trip fixtures), so a cycle between them would be named here, module by module.
import { expect, it } from "vitest";
import { findImportCycles } from "../../scripts/import-graph.ts";

it("no module of the web client imports itself back at load time", () => {
  const cycles = findImportCycles(import.meta.dirname);
  expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
});
