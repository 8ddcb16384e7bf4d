import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// End-to-end tests: the built app (`npm start`) on a fresh embedded database in a temp folder,
// driven in Debian's Chromium (never `npx playwright install`: it downloads a browser).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "zeglog-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file: keep one folder per run

export const STAFF = { email: "biuro@zeglog.test", password: "biuro-e2e-123" };

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Whole-journey tests on a busy 2-core machine shared with other work (CI runs them beside
  // stress-ng): slow is not wrong. The longest journeys took two minutes there; the timeout only
  // catches a hang; an assertion waits up to a minute for its condition (as the web tests' findBy).
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    locale: "pl-PL",
    screenshot: "only-on-failure",
    // A failed test keeps its trace (DOM snapshots, network, console); the screencast frames are
    // left out: recording them for every test cost about a sixth of the e2e run under CI's load.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every e2e account registers from 127.0.0.1; the per-client limit (10 an hour) is tested in
      // api/src/modules/auth/auth-limits.int.test.ts.
      REGISTRATION_RATE_LIMIT_PER_HOUR: "10000",
      // Every e2e request comes from 127.0.0.1; the request limits are tested in api-rate-limit.int.test.ts.
      API_RATE_LIMIT_PER_IP_PER_MINUTE: "100000",
      JOBS: "off",
      // the webhook e2e test's receiver listens on 127.0.0.1 (otherwise refused as not public)
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
    },
  },
});
