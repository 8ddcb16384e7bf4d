// npm run bench:cluster — load through nginx with one and with two app processes on one fresh
// PostgreSQL database (loopback only, bounded in time): 50 connections on the trip list, a trip's
// detail, trip creation and the voyage card PDF. Each run lasts BENCH_SECONDS (default 60, the
// issue's length and the one of the recorded figures) and is repeated BENCH_REPEAT times (default
// 1); the figures (throughput, p50/p95/p99 latency, errors, the scaling ratio, the machine and its
// load average) replace the "Load through nginx" section of BENCHMARKS.md. Any error (a non-2xx
// answer, a reset or refused connection, a timeout) fails the bench loudly: it prints the statuses,
// sample answers and the processes' warnings, exits 1 and leaves BENCHMARKS.md as it was.
// `npm run bench:cluster -- --rewrite` writes the section again from the last run's figures.
// Not part of the tests.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ROOT } from "../api/src/db/migrations.ts";
import { tripForm } from "../api/src/modules/documents/test/sample-trip.ts";
import { PORT_BASE, call, freshDatabase, premiumCaptain, startApp, startNginx, stopApp, waitHealthy, type AppProcess } from "./cluster/lib.ts";
import { must } from "../validation/must.ts";
import { authorizedRequest, benchAppEnv } from "./bench-http.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
const CONNECTIONS = 50;
const NGINX = PORT_BASE + 20;
const APPS = [PORT_BASE + 21, PORT_BASE + 22] as const;
const log = (m: string) => console.log(`[bench:cluster] ${m}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

type Run = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number };
/** What went wrong in a run, to print when the bench fails. */
type Failure = { scenario: string; processes: number; statuses: Record<string, number>; samples: string[]; errors: string[] };
const failures: Failure[] = [];
type Scenario = { name: string; path: string; method: "GET" | "POST"; body?: () => string; token: () => string };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function runOnce(s: Scenario, processes: number, seconds = SECONDS): Promise<Run> {
  const latencies: number[] = [];
  const failure: Failure = { scenario: s.name, processes, statuses: {}, samples: [], errors: [] };
  const instance = autocannon({
    url: `http://127.0.0.1:${NGINX}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 60,
    requests: [
      authorizedRequest(s, (status, body) => {
        if (status >= 200 && status < 300) return;
        failure.statuses[status] = (failure.statuses[status] ?? 0) + 1;
        if (failure.samples.length < 5) failure.samples.push(`${status} ${body.slice(0, 300)}`);
      }),
    ],
  });
  instance.on("response", (_c: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  instance.on("reqError", (e: Error) => {
    failure.statuses[e.message] = (failure.statuses[e.message] ?? 0) + 1;
    if (failure.errors.length < 5) failure.errors.push(e.message);
  });
  const r = await instance;
  if (Object.keys(failure.statuses).length) failures.push(failure);
  latencies.sort((a, b) => a - b);
  return {
    rps: r.requests.total / (r.duration || seconds),
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    // autocannon counts a timeout among its errors too.
    errors: r.errors + r.non2xx,
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
      return startApp(port, benchAppEnv(db.url, dataDir));
    });
    await Promise.all(apps.map((a) => waitHealthy(a)));
  };
  const results: Record<string, Record<number, Run[]>> = {};
  try {
    await startApps(1);
    // Data: a reader with 50 trips; 60 writers (350 trips each at most) for the creates.
    const reader = await premiumCaptain(APPS[0], db.url, "Reader");
    let tripId = "";
    for (let i = 0; i < 50; i++) {
      const res = await call<{ data: { id: string } }>(APPS[0], "POST", "/api/sailing-trips", {
        token: reader.token,
        body: tripForm({ yachtName: `Bench ${i}` }),
      });
      if (res.status !== 201) throw new Error(`seeding: ${res.status} ${JSON.stringify(res.body)}`);
      tripId = res.body.data.id;
    }
    const writers = await Promise.all(Array.from({ length: 60 }, (_, i) => premiumCaptain(APPS[0], db.url, `Writer${i}`)));
    let w = 0;
    const body = JSON.stringify(tripForm({ yachtName: "Bench create" }));
    const scenarios: Scenario[] = [
      { name: "Trip list (GET /api/sailing-trips, 50 trips)", path: "/api/sailing-trips", method: "GET", token: () => reader.token },
      { name: "Trip detail (GET /api/sailing-trips/:id)", path: `/api/sailing-trips/${tripId}`, method: "GET", token: () => reader.token },
      {
        name: "Create trip (POST /api/sailing-trips)",
        path: "/api/sailing-trips",
        method: "POST",
        body: () => body,
        token: () => must(writers[w++ % writers.length]).token,
      },
      { name: "Voyage card PDF (GET …/voyage-card-pdf)", path: `/api/sailing-trips/${tripId}/voyage-card-pdf`, method: "GET", token: () => reader.token },
    ];
    for (const n of [1, 2]) {
      if (n === 2) await startApps(2);
      const nginx = await startNginx(NGINX, APPS.slice(0, n));
      try {
        for (const s of scenarios) {
          await runOnce(s, n, 3); // warm-up, not counted (but its errors are)
          for (let r = 0; r < REPEAT; r++) {
            const run = await runOnce(s, n);
            ((results[s.name] ??= {})[n] ??= []).push(run);
            log(
              `${n} process(es) · ${s.name} · run ${r + 1}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(0)} ms, p95 ${run.p95.toFixed(0)} ms, p99 ${run.p99.toFixed(0)} ms, errors ${run.errors}`,
            );
          }
        }
      } finally {
        if (failures.length) console.error(`--- nginx error.log (tail):\n${nginx.errorLog().split("\n").slice(-10).join("\n")}`);
        await nginx.stop();
      }
      if (failures.length)
        for (const a of apps) console.error(`--- process :${a.port} (warnings and errors):\n${a.output().split("\n").slice(-20).join("\n")}`);
      await Promise.all(apps.map(stopApp));
    }
  } finally {
    await Promise.all(apps.map(stopApp));
    await db.drop().catch(() => {});
    tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
  }
  writeFileSync(join(tmpdir(), "zeglog-bench-cluster.json"), JSON.stringify({ results, failures, startedLoad, endLoad: load(), at: new Date().toISOString() }));
  if (failures.length) {
    for (const f of failures)
      console.error(`ERRORS · ${f.processes} process(es) · ${f.scenario}: ${JSON.stringify(f.statuses)}\n  ${[...f.samples, ...f.errors].join("\n  ")}`);
    throw new Error("bench:cluster FAILED: requests failed (they must be 0); BENCHMARKS.md is left as it was");
  }
  write(results, startedLoad, load());
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
/** The median, and (min–max) when there were several runs. */
const fmt = (v: number[], unit = "") => {
  const s = [...v].sort((a, b) => a - b);
  return s.length > 1 ? `${Math.round(median(v))}${unit} (${Math.round(s[0] ?? 0)}–${Math.round(s[s.length - 1] ?? 0)})` : `${Math.round(median(v))}${unit}`;
};

function write(results: Record<string, Record<number, Run[]>>, loadStart: string, loadEnd: string, writtenAt = new Date().toISOString()) {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const lines = [
    "## Load through nginx: one and two app processes (`npm run bench:cluster`)",
    "",
    `Written on ${writtenAt.slice(0, 16).replace("T", " ")} UTC — ${cpus().length} × ${cpu}, Node ${process.version}; ` +
      `load average (1 / 5 / 15 min) ${loadStart} at the start, ${loadEnd} at the end.`,
    `autocannon, ${CONNECTIONS} connections through nginx (loopback) to 1 or 2 app processes on one PostgreSQL database (127.0.0.1:5432, fresh); ` +
      (REPEAT > 1 ? `each run ${SECONDS} s after a 3 s warm-up, ${REPEAT} runs: the median and (min–max). ` : `one run of ${SECONDS} s after a 3 s warm-up. `) +
      "Every figure is for the whole cluster, with nginx, the app processes, PostgreSQL and autocannon itself sharing this machine's cores — " +
      "and other people's work: the machine is shared, so the absolute figures move with its load (above); the ratio of two to one process, " +
      "measured minutes apart, is the figure to read. `BENCH_SECONDS` and `BENCH_REPEAT` change the runs. " +
      'Errors are failed requests, timeouts and non-2xx answers; they must be 0, and any error fails the bench (exit 1, this section unchanged). "Answered" counts the requests answered within the runs: ' +
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
    "An earlier record (10 s runs at load average 30) had one failed create with two processes. Its logs were not kept; the creates' " +
      "p99 had reached 10.4 s, past the trip transaction's 10 s `maxWait` for a pooled connection, where Prisma's P2028 became a 500 " +
      "(a 60 s run at load 18 reached 14 s, near the 15 s transaction timeout). Trip writes now allow 30 s, and a write that " +
      "still runs out of a transaction limit (rolled back, nothing written) is a 503 with Retry-After; nginx also closes idle upstream " +
      "connections (4 s) before Node does (5 s), so a POST is never sent on a connection the process is closing.",
    "",
  );
  const section = lines.join("\n");
  const path = join(ROOT, "BENCHMARKS.md");
  const current = readFileSync(path, "utf8");
  const marker = "## Load through nginx";
  const at = current.indexOf(marker);
  // The section ends at the next heading of any level (the notes after it are hand-written).
  const rest = at < 0 ? -1 : current.slice(at + marker.length).search(/\n#{1,6} /);
  const next = rest < 0 ? -1 : at + marker.length + rest;
  const updated = at < 0 ? `${current.trimEnd()}\n\n${section}` : current.slice(0, at) + section + (next < 0 ? "" : `\n${current.slice(next + 1)}`);
  writeFileSync(path, updated);
  log("BENCHMARKS.md updated");
}

// `--rewrite`: the section again from the last run's figures (after editing the text above).
const rerun = process.argv.includes("--rewrite");
const last = rerun
  ? (JSON.parse(readFileSync(join(tmpdir(), "zeglog-bench-cluster.json"), "utf8")) as {
      results: Record<string, Record<number, Run[]>>;
      startedLoad: string;
      endLoad: string;
      at?: string;
    })
  : undefined;
(last ? Promise.resolve(write(last.results, last.startedLoad, last.endLoad, last.at)) : main()).catch((e) => {
  console.error(e);
  process.exit(1);
});
