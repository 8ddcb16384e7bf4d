// Builds the web client into web/dist when its sources changed since the last build (a hash of
// the inputs is kept in web/dist/.build-stamp), then precompresses it (brotli and gzip twins). `node scripts/build-web.mjs --force` always builds.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";
import { prerenderPages } from "./prerender.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const INPUTS = [
  "web/src",
  "web/index.html",
  "web/vite.config.ts",
  "web/build",
  "web/tsconfig.json",
  "validation",
  "package-lock.json",
  "scripts/precompress.mjs",
  "scripts/prerender.mjs",
];
const STAMP = join(ROOT, "web/dist/.build-stamp");

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => !d.name.endsWith(".test.tsx") && !d.name.endsWith(".test.ts") && d.name !== "__tests__")
    .flatMap((d) => files(join(path, d.name)));
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((p) => files(join(ROOT, p))).sort()) {
    hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export async function ensureWebBuilt({ force = false } = {}) {
  const hash = sourceHash();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === hash) return false;
  console.log("Building the web client (web/dist)…");
  const vite = join(ROOT, "node_modules/.bin/vite");
  const result = spawnSync(vite, ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web client failed to build; see the messages above.");
    process.exit(result.status ?? 1);
  }
  try {
    await prerenderPages(ROOT);
  } catch (error) {
    console.error(`The first screens could not be prerendered: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  precompress(join(ROOT, "web/dist"));
  writeFileSync(STAMP, `${hash}\n`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await ensureWebBuilt({ force: process.argv.includes("--force") });
}
