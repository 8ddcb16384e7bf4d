// The web client's first screens in headless Chromium: the JavaScript a browser downloads (bytes
// as sent, i.e. compressed) for the first screen of `/`, `/login` and `/dashboard`, and the Largest
// Contentful Paint, each over 3 fresh browser contexts (empty cache). The app is the built client
// served by the real app on an in-memory PGlite. `node --import tsx scripts/bench-web.ts` prints it.
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../api/src/db/migrations.ts";
import { startBenchServer } from "./bench-app-server.ts";
import { printWhenRunDirectly } from "./bench-section.ts";
import { ensureWebBuilt } from "./build-web.mjs";

const BUDGET_KB = 200;
const RUNS = 3;

type Screen = { path: string; signedIn: boolean; ready: string };
const SCREENS: Screen[] = [
  { path: "/", signedIn: false, ready: "h1" },
  { path: "/login", signedIn: false, ready: "input[type=password]" },
  { path: "/dashboard", signedIn: true, ready: "h1" },
];

type Sample = { jsBytes: number; jsFiles: number; lcp: number; files: [string, number][] };
/** `BENCH_WEB_FILES=1` also prints each first screen's scripts and their sizes as sent. */
const LIST_FILES = process.env.BENCH_WEB_FILES === "1";
/** `BENCH_WEB_TRACE=1` prints each first screen's timeline: its LCP candidates (element, size) and its requests. */
const TRACE = process.env.BENCH_WEB_TRACE === "1";

/** The page's LCP candidates and requests, in time order (BENCH_WEB_TRACE). */
function timeline(page: import("@playwright/test").Page): Promise<string> {
  return page.evaluate(async () => {
    const candidates = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const lines: [number, string][] = candidates.map((e) => {
      const c = e as PerformanceEntry & { size: number; element: Element | null };
      const text = (c.element?.textContent ?? "").trim().slice(0, 40);
      return [c.startTime, `LCP candidate <${c.element?.tagName.toLowerCase() ?? "?"}> ${c.size} px² "${text}"`];
    });
    for (const p of performance.getEntriesByType("paint")) lines.push([p.startTime, p.name]);
    for (const r of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      lines.push([r.startTime, `→ ${new URL(r.name).pathname} (${Math.round(r.responseEnd - r.startTime)} ms, done ${Math.round(r.responseEnd)})`]);
    }
    return lines
      .sort((a, b) => a[0] - b[0])
      .map(([t, line]) => `  ${Math.round(t).toString().padStart(5)} ms ${line}`)
      .join("\n");
  });
}

async function measure(): Promise<Map<string, Sample[]>> {
  await ensureWebBuilt();
  const server = await startBenchServer(join(ROOT, "web/dist"), { apiPerMinute: 1_000_000, apiPerIpPerMinute: 1_000_000 });
  const base = server.base;
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const results = new Map<string, Sample[]>();
  try {
    // A captain to sign in with, through the app's own REST shim.
    const email = `bench-${Date.now()}@zeglog.test`;
    const register = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Anna Bench", email, phone: "+48 600 100 200", password: "bench-pass-123", password_confirmation: "bench-pass-123" }),
    });
    if (register.status !== 201) throw new Error(`registration failed: ${register.status} ${await register.text()}`);
    // Sign in once through the login form; each measured context starts from its storage only.
    const setup = await browser.newContext({ locale: "pl-PL" });
    const login = await setup.newPage();
    await login.goto(`${base}/login`);
    await login.locator("input[type=email], input[name=email]").first().fill(email);
    await login.locator("input[type=password]").first().fill("bench-pass-123");
    await login.locator("input[type=password]").first().press("Enter");
    await login.waitForURL((url) => url.pathname === "/dashboard");
    const storageState = await setup.storageState();
    await setup.close();
    for (const screen of SCREENS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ locale: "pl-PL", ...(screen.signedIn ? { storageState } : {}) });
        const page = await context.newPage();
        await page.goto(base + screen.path, { waitUntil: "load" });
        await page.locator(screen.ready).first().waitFor();
        await page.waitForLoadState("networkidle");
        const sample = await page.evaluate(async () => {
          const lcp = await new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? 0);
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => resolve(-1), 5000);
          });
          const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => new URL(e.name).pathname.endsWith(".js"));
          return {
            jsBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
            jsFiles: scripts.length,
            lcp,
            files: scripts.map((e): [string, number] => [new URL(e.name).pathname, e.encodedBodySize]),
          };
        });
        if (screen.signedIn && !page.url().endsWith(screen.path)) throw new Error(`${screen.path}: landed on ${page.url()}`);
        if (TRACE && run === 0) console.log(`${screen.path}:\n${await timeline(page)}`);
        samples.push(sample);
        if (LIST_FILES && run === 0) {
          const list = [...sample.files].sort((a, b) => b[1] - a[1]).map(([f, b]) => `  ${(b / 1024).toFixed(1).padStart(6)} kB ${f}`);
          console.log(`${screen.path}: ${(sample.jsBytes / 1024).toFixed(1)} kB in ${sample.jsFiles} files\n${list.join("\n")}`);
        }
        await context.close();
      }
      results.set(screen.path, samples);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mmm = (values: number[], format: (v: number) => string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0]!)} / ${format(sorted[Math.floor(sorted.length / 2)]!)} / ${format(sorted.at(-1)!)}`;
};
const check = (ok: boolean) => (ok ? "✅ met" : "❌ missed");

export async function benchWeb(): Promise<string> {
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  const results = await measure();
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  const cpu = cpus();
  const rows = [...results].map(([path, samples]) => {
    const js = samples.map((s) => s.jsBytes);
    const lcp = samples.map((s) => s.lcp);
    const medianJs = [...js].sort((a, b) => a - b)[1]!;
    const medianLcp = [...lcp].sort((a, b) => a - b)[1]!;
    return `| \`${path}\` | ${mmm(js, kb)} (${samples[0]!.jsFiles} files) | ${check(medianJs <= BUDGET_KB * 1024)} | ${mmm(lcp, (v) => `${Math.round(v)} ms`)} | ${check(medianLcp > 0 && medianLcp < 1000)} |`;
  });
  return `## Web client: first screens

Measured by \`scripts/bench-web.ts\` on ${cpu.length} × ${cpu[0]?.model ?? "CPU"}, headless Debian Chromium, the built client
served by the app (precompressed brotli assets), ${RUNS} fresh browser contexts per screen (empty cache), min / median / max;
load average ${loadBefore} before, ${loadAfter} after. "JavaScript as sent" is the sum of the encoded (compressed) bodies
of every script the first screen loaded (the entry, its preloads and the page's lazy chunks).

| Screen | JavaScript as sent | ≤ ${BUDGET_KB} kB | Largest Contentful Paint | < 1 s |
|---|---:|---|---:|---|
${rows.join("\n")}
`;
}

printWhenRunDirectly(import.meta.url, benchWeb);
