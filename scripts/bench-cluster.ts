// npm run bench:cluster — load through nginx with one and with two app processes on one fresh
// PostgreSQL database (loopback only, bounded in time): 50 connections on the trip list, a trip's
// detail, trip creation and the voyage card PDF. Each run lasts BENCH_SECONDS (default 10) and is
// repeated BENCH_REPEAT times (default 3); the figures (throughput, p50/p95/p99 latency, errors,
// the scaling ratio, the machine and its load average) replace the "Load through nginx" section
// of BENCHMARKS.md. Not part of the tests.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ROOT } from "../api/src/db/migrations.ts";
import { tripForm } from "../api/src/modules/documents/test/sample-trip.ts";
import { PORT_BASE, call, freshDatabase, premiumCaptain, startApp, startNginx, stopApp, waitHealthy, type AppProcess } from "./cluster/lib.ts";
import { must } from "../validation/must.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const CONNECTIONS = 50;
const NGINX = PORT_BASE + 20;
const APPS = [PORT_BASE + 21, PORT_BASE + 22] as const;
const log = (m: string) => console.log(`[bench:cluster] ${m}`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" / ");

type Run = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number };
type Scenario = { name: string; path: string; method: "GET" | "POST"; body?: () => string; token: () => string };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function runOnce(s: Scenario, seconds = SECONDS): Promise<Run> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${NGINX}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 60,
    requests: [
      {
        method: s.method,
        path: s.path,
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${s.token()}`, ...(s.body ? { "content-type": "application/json" } : {}) },
          ...(s.body ? { body: s.body() } : {}),
        }),
      },
    ],
  });
  instance.on("response", (_c: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: r.requests.total / (r.duration || seconds),
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

async function main() {
  const startedLoad = load();
  const db = await freshDatabase("zeglog_bench_cluster");
  const tmp: string[] = [];
  let apps: AppProcess[] = [];
  const startApps = async (n: number) => {
    apps = APPS.slice(0, n).map((port) => {
      const dataDir = mkdtempSync(join(tmpdir(), "zeglog-bench-"));
      tmp.push(dataDir);
      // The PDF queue is deep enough for 50 waiting connections: the bench measures throughput, not refusals.
      return startApp(port, { DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: "warn", PDF_QUEUE: "200", REGISTRATION_RATE_LIMIT_PER_HOUR: "100000" });
    });
    await Promise.all(apps.map((a) => waitHealthy(a)));
  };
  const results: Record<string, Record<number, Run[]>> = {};
  try {
    await startApps(1);
    // Data: a reader with 50 trips; 40 writers (350 trips each at most) for the creates.
    const reader = await premiumCaptain(APPS[0], db.url, "Reader");
    let tripId = "";
    for (let i = 0; i < 50; i++) {
      const res = await call<{ data: { id: string } }>(APPS[0], "POST", "/api/sailing-trips", { token: reader.token, body: tripForm({ yachtName: `Bench ${i}` }) });
      if (res.status !== 201) throw new Error(`seeding: ${res.status} ${JSON.stringify(res.body)}`);
      tripId = res.body.data.id;
    }
    const writers = await Promise.all(Array.from({ length: 40 }, (_, i) => premiumCaptain(APPS[0], db.url, `Writer${i}`)));
    let w = 0;
    const body = JSON.stringify(tripForm({ yachtName: "Bench create" }));
    const scenarios: Scenario[] = [
      { name: "Trip list (GET /api/sailing-trips, 50 trips)", path: "/api/sailing-trips", method: "GET", token: () => reader.token },
      { name: "Trip detail (GET /api/sailing-trips/:id)", path: `/api/sailing-trips/${tripId}`, method: "GET", token: () => reader.token },
      { name: "Create trip (POST /api/sailing-trips)", path: "/api/sailing-trips", method: "POST", body: () => body, token: () => must(writers[w++ % writers.length]).token },
      { name: "Voyage card PDF (GET …/voyage-card-pdf)", path: `/api/sailing-trips/${tripId}/voyage-card-pdf`, method: "GET", token: () => reader.token },
    ];
    for (const n of [1, 2]) {
      if (n === 2) await startApps(2);
      const nginx = await startNginx(NGINX, APPS.slice(0, n));
      try {
        for (const s of scenarios) {
          await runOnce(s, 3); // warm-up, not counted
          for (let r = 0; r < REPEAT; r++) {
            const run = await runOnce(s);
            ((results[s.name] ??= {})[n] ??= []).push(run);
            log(`${n} process(es) · ${s.name} · run ${r + 1}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, errors ${run.errors}`);
          }
        }
      } finally {
        await nginx.stop();
      }
      await Promise.all(apps.map(stopApp));
    }
  } finally {
    await Promise.all(apps.map(stopApp));
    await db.drop().catch(() => {});
    tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
  }
  writeFileSync(join(tmpdir(), "zeglog-bench-cluster.json"), JSON.stringify({ results, startedLoad, endLoad: load() }));
  write(results, startedLoad, load());
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const fmt = (v: number[], unit = "") => {
  const s = [...v].sort((a, b) => a - b);
  return `${Math.round(median(v))}${unit} (${Math.round(s[0] ?? NaN)}–${Math.round(s.at(-1) ?? NaN)})`;
};

function write(results: Record<string, Record<number, Run[]>>, loadStart: string, loadEnd: string) {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const lines = [
    "## Load through nginx: one and two app processes (`npm run bench:cluster`)",
    "",
    `Written on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${cpus().length} × ${cpu}, Node ${process.version}; ` +
      `load average (1 / 5 / 15 min) ${loadStart} at the start, ${loadEnd} at the end.`,
    `autocannon, ${CONNECTIONS} connections through nginx (loopback) to 1 or 2 app processes on one PostgreSQL database (127.0.0.1:5432, fresh); ` +
      `each run ${SECONDS} s after a 3 s warm-up, ${REPEAT} runs: the median and (min–max). Every figure is for the whole cluster, with nginx, ` +
      "the app processes, PostgreSQL and autocannon itself sharing this machine's cores — and other people's work: the machine is shared, " +
      "so runs are short (the issue's 60 s runs are a flag away: `BENCH_SECONDS=60 npm run bench:cluster`) and the spread is wide. " +
      "Errors are failed requests, timeouts and non-2xx answers; they must be 0. \"Answered\" counts the requests answered within the runs: " +
      "requests still waiting when a run ends are not counted (nor as errors), so when latencies approach the run's length the figures say more about the machine's load than about the app.",
    "",
    "| Scenario | Processes | Throughput (req/s) | p50 (ms) | p95 (ms) | p99 (ms) | Answered (all runs) | Errors | Scaling (2 ÷ 1, median req/s) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [name, byN] of Object.entries(results)) {
    for (const n of [1, 2]) {
      const runs = byN[n] ?? [];
      if (!runs.length) continue;
      const scaling = n === 2 && byN[1]?.length ? `${(median(runs.map((r) => r.rps)) / median((byN[1] ?? []).map((r) => r.rps))).toFixed(2)}×` : "";
      lines.push(
        `| ${n === 1 ? name : ""} | ${n} | ${fmt(runs.map((r) => r.rps))} | ${fmt(runs.map((r) => r.p50))} | ${fmt(runs.map((r) => r.p95))} | ${fmt(runs.map((r) => r.p99))} | ${runs.reduce((a, r) => a + r.requests, 0)} | ${runs.reduce((a, r) => a + r.errors, 0)} | ${scaling} |`,
      );
    }
  }
  lines.push(
    "",
    "On 2 cores a second process cannot add cores: the scaling ratio shows how much the second process gains from overlapping " +
      "waits (database round trips, the event loop) and what it costs; on a machine with more cores per process it is the ratio to expect to grow. " +
      "The voyage card is bound by the render workers (PDF_WORKERS, one per core by default in each process).",
    "",
  );
  const section = lines.join("\n");
  const path = join(ROOT, "BENCHMARKS.md");
  const current = readFileSync(path, "utf8");
  const marker = "## Load through nginx";
  const at = current.indexOf(marker);
  const next = at < 0 ? -1 : current.indexOf("\n## ", at + marker.length);
  const updated = at < 0 ? `${current.trimEnd()}\n\n${section}` : current.slice(0, at) + section + (next < 0 ? "" : current.slice(next + 1));
  writeFileSync(path, updated);
  log("BENCHMARKS.md updated");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
