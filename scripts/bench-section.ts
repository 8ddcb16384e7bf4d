// A section of the benchmark report (bench-documents.ts, bench-web.ts) is also a script of its own:
// run directly, it prints its Markdown; imported by bench.ts, it does nothing until called.
import { pathToFileURL } from "node:url";

/** When `moduleUrl` (the caller's import.meta.url) is the script node was started with: prints the section's Markdown, or the error and exit code 1. */
export function printWhenRunDirectly(moduleUrl: string, section: () => Promise<string>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  section().then(
    (md) => console.log(md),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
