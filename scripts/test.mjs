// `npm test`: unit + integration + web component tests (vitest), then end-to-end tests in Debian's
// Chromium (Playwright) when /usr/bin/chromium exists. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(ROOT, "node_modules/.bin", name);
const out = mkdtempSync(join(tmpdir(), "zeglog-test-"));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const skipE2e = args.includes("--no-e2e");

let passed = 0;
let failed = 0;
let ok = true;

const vitestJson = join(out, "vitest.json");
const vitest = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`], {
  cwd: ROOT,
  stdio: "inherit",
});
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (vitest.status !== 0) ok = false;

if (skipE2e) {
  console.log("\nEnd-to-end tests skipped (--no-e2e).");
} else if (!existsSync(chromium)) {
  console.log(`\nEnd-to-end tests SKIPPED: ${chromium} not found. Install it with: apt-get install -y chromium`);
} else {
  const pwJson = join(out, "playwright.json");
  const pw = spawnSync(bin("playwright"), ["test", "--reporter=list,json"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  if (existsSync(pwJson)) {
    const stats = JSON.parse(readFileSync(pwJson, "utf8")).stats;
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected + (stats.skipped ?? 0);
  }
  if (pw.status !== 0) ok = false;
}

if (!ok && failed === 0) failed = 1; // a runner failed before counting (e.g. a crash)
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
