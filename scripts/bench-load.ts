// npm run bench:load — requests/s of ONE app process (no nginx) on a fresh PostgreSQL database
// (issue 18): autocannon with 10 connections on the list screen's GraphQL TripsList of 350 trips,
// a trip's detail (GraphQL, with ports and crew) and the voyage card PDF; then 50 connections for
// 30 s on the TripsList of a captain with 30 trips. Each run is repeated BENCH_REPEAT times
// (default 3) after a 3 s warm-up; BENCH_SECONDS (default 10) is the length of the 10-connection
// runs. Prints min / median / max and the load average; writes nothing. Not part of the tests.
// The app listens on BENCH_PORT (default 3171). Any failed request fails the bench.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { tripForm } from "../api/src/modules/documents/test/sample-trip.ts";
import { authorizedRequest, benchAppEnv, CARDS_GQL, DETAIL_GQL } from "./bench-http.ts";
import { call, freshDatabase, premiumCaptain, startApp, stopApp, waitHealthy, type AppProcess } from "./cluster/lib.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3171);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const log = (m: string) => console.log(`[bench:load] ${m}`);

type Scenario = { name: string; method: "GET" | "POST"; path: string; body?: string; token: string; connections: number; seconds: number };
type Run = { rps: number; p50: number; p95: number; errors: number };

async function runOnce(s: Scenario, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const payload = s.body;
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: s.connections,
    duration: seconds,
    timeout: 60,
    requests: [
      authorizedRequest({ method: s.method, path: s.path, token: () => s.token, ...(payload === undefined ? {} : { body: () => payload }) }, (status, body) => {
        if (status >= 200 && status < 300 && !(s.path === "/graphql" && body.includes('"errors"'))) return;
        if (failures.length < 3) failures.push(`${status} ${body.slice(0, 200)}`);
      }),
    ],
  });
  instance.on("response", (_c: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const r = await instance;
  if (failures.length || r.errors || r.non2xx) throw new Error(`${s.name}: failed requests (${r.errors} errors, ${r.non2xx} non-2xx) ${failures.join(" | ")}`);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))] ?? 0;
  return { rps: r.requests.total / (r.duration || seconds), p50: pct(50), p95: pct(95), errors: r.errors + r.non2xx };
}

async function seed(token: string, n: number): Promise<string> {
  let last = "";
  let i = 0;
  const worker = async () => {
    while (i < n) {
      const k = i++;
      const res = await call<{ data: { id: string } }>(PORT, "POST", "/api/sailing-trips", { token, body: tripForm({ yachtName: `Jacht ${k}` }) });
      if (res.status !== 201) throw new Error(`seeding: ${res.status} ${JSON.stringify(res.body)}`);
      last = res.body.data.id;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return last;
}

async function main() {
  const startedLoad = load();
  const db = await freshDatabase("zeglog_bench_load");
  const dataDir = mkdtempSync(join(tmpdir(), "zeglog-bench-load-"));
  let app: AppProcess | undefined;
  const lines: string[] = [];
  try {
    app = startApp(PORT, benchAppEnv(db.url, dataDir));
    await waitHealthy(app);
    const big = await premiumCaptain(PORT, db.url, "Big");
    const small = await premiumCaptain(PORT, db.url, "Small");
    log("seeding 350 + 30 trips");
    const tripId = await seed(big.token, 350);
    await seed(small.token, 30);
    const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
    const scenarios: Scenario[] = [
      { name: "GraphQL TripsList, 350 trips", method: "POST", path: "/graphql", body: gql(CARDS_GQL), token: big.token, connections: 10, seconds: SECONDS },
      {
        name: "GraphQL trip detail (ports, crew)",
        method: "POST",
        path: "/graphql",
        body: gql(DETAIL_GQL, { id: tripId }),
        token: big.token,
        connections: 10,
        seconds: SECONDS,
      },
      { name: "Voyage card PDF", method: "GET", path: `/api/sailing-trips/${tripId}/voyage-card-pdf`, token: big.token, connections: 10, seconds: SECONDS },
      {
        name: "GraphQL TripsList, 30 trips, 50 connections",
        method: "POST",
        path: "/graphql",
        body: gql(CARDS_GQL),
        token: small.token,
        connections: 50,
        seconds: 30,
      },
    ];
    const fmt = (v: number[], d = 0) => {
      const s = [...v].sort((a, b) => a - b);
      return `${(s[Math.floor((s.length - 1) / 2)] ?? 0).toFixed(d)} (${(s[0] ?? 0).toFixed(d)}–${(s[s.length - 1] ?? 0).toFixed(d)})`;
    };
    lines.push("| Scenario | Connections × s | req/s median (min–max) | p50 ms | p95 ms |", "|---|---:|---:|---:|---:|");
    for (const s of scenarios) {
      await runOnce(s, 3);
      const runs: Run[] = [];
      for (let r = 0; r < REPEAT; r++) {
        runs.push(await runOnce(s, s.seconds));
        log(`${s.name} · run ${r + 1}: ${runs[r]!.rps.toFixed(0)} req/s, p50 ${runs[r]!.p50} ms, p95 ${runs[r]!.p95} ms`);
      }
      lines.push(
        `| ${s.name} | ${s.connections} × ${s.seconds} | ${fmt(runs.map((r) => r.rps))} | ${fmt(runs.map((r) => r.p50))} | ${fmt(runs.map((r) => r.p95))} |`,
      );
    }
  } finally {
    if (app) await stopApp(app);
    await db.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; load average ${startedLoad} at the start, ${load()} at the end\n\n${lines.join("\n")}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
