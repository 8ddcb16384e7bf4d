// Fails when schema.graphql or the generated client types (web/src/gql) are stale: regenerates
// both and asks git whether anything changed. Run by CI (`npm run check:generated`).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    console.error(`check:generated: '${cmd} ${args.join(" ")}' failed`);
    process.exit(1);
  }
  return r.stdout;
};

run("npm", ["run", "--silent", "schema"]);
run("npm", ["run", "--silent", "codegen"]);
const changed = run("git", ["status", "--porcelain", "--", "schema.graphql", "web/src/gql"]).trim();
if (changed) {
  console.error("check:generated: generated files are stale — run `npm run schema && npm run codegen` and commit:\n" + changed);
  console.error(run("git", ["diff", "--stat", "--", "schema.graphql", "web/src/gql"]));
  process.exit(1);
}
console.log("check:generated: schema.graphql and web/src/gql are up to date");
