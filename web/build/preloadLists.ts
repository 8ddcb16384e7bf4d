// The preload lists of the client's dynamic imports (Vite's `__vite__mapDeps`: each lazy page's
// chunks, fetched in parallel when it is imported) without the chunks the entry imports statically:
// those are loaded before any dynamic import can run, so listing them only made the entry chunk
// larger (≈ 2.9 kB of its 25.5 kB as sent). Vite asks `resolveDependencies` in its generateBundle;
// the plugin reads the static import graph of the final chunks just before.
import type { Plugin } from "vite";

type Graph = Map<string, { imports: readonly string[]; isEntry: boolean }>;

function staticallyLoaded(graph: Graph): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of graph.get(file)?.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of graph) if (chunk.isEntry) visit(file);
  return loaded;
}

export function preloadListsWithoutEntryChunks() {
  const graph: Graph = new Map();
  let loaded: Set<string> | null = null;
  const plugin: Plugin = {
    name: "zeglog:preload-lists-without-entry-chunks",
    apply: "build",
    generateBundle: {
      // Before Vite's own generateBundle, which asks resolveDependencies (the final file names are known here).
      order: "pre",
      handler(_options, bundle) {
        graph.clear();
        loaded = null;
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") graph.set(output.fileName, { imports: output.imports, isEntry: output.isEntry });
        }
      },
    },
  };
  /** For `build.modulePreload.resolveDependencies`: index.html's own preloads (hostType html) stay as they are. */
  const resolveDependencies = (_filename: string, deps: string[], context: { hostType: "html" | "js" }) => {
    if (context.hostType !== "js") return deps;
    loaded ??= staticallyLoaded(graph);
    const entryChunks = loaded;
    return deps.filter((dep) => !entryChunks.has(dep));
  };
  return { plugin, resolveDependencies };
}
