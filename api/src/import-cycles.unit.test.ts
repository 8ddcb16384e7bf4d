// Keeps api/src free of load-time import cycles (scripts/import-graph.ts says what counts).
import { expect, it } from "vitest";
import { findImportCycles } from "../../scripts/import-graph.ts";

it("no module of the API imports itself back at load time", () => {
  const cycles = findImportCycles(import.meta.dirname);
  expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
});
