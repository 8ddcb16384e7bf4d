import { describe, expect, it } from "vitest";
import { preloadListsWithoutEntryChunks } from "./preloadLists.ts";

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: "chunk" as const, fileName, imports, isEntry });

/** The plugin's generateBundle over a bundle: the entry imports react and shared, which imports the runtime. */
function afterBundle() {
  const lists = preloadListsWithoutEntryChunks();
  const bundle = Object.fromEntries(
    [
      chunk("assets/index.js", ["assets/react.js", "assets/shared.js"], true),
      chunk("assets/shared.js", ["assets/runtime.js"]),
      chunk("assets/react.js", []),
      chunk("assets/runtime.js", []),
      chunk("assets/Page.js", ["assets/react.js", "assets/table.js"]),
      chunk("assets/table.js", ["assets/runtime.js"]),
      { type: "asset" as const, fileName: "assets/logo.svg" },
    ].map((c) => [c.fileName, c]),
  );
  const hook = lists.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return lists;
}

describe("preloadListsWithoutEntryChunks", () => {
  it("drops from a dynamic import's preload list the chunks the entry loads statically, even through another chunk", () => {
    const { resolveDependencies } = afterBundle();
    const deps = ["assets/Page.js", "assets/react.js", "assets/table.js", "assets/runtime.js", "assets/shared.js"];
    expect(resolveDependencies("assets/index.js", deps, { hostType: "js" })).toEqual(["assets/Page.js", "assets/table.js"]);
  });

  it("keeps index.html's own preloads", () => {
    const { resolveDependencies } = afterBundle();
    const deps = ["assets/react.js", "assets/shared.js", "assets/runtime.js"];
    expect(resolveDependencies("assets/index.js", deps, { hostType: "html" })).toEqual(deps);
  });
});
