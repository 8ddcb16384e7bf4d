// npm run bench — the trip log's speed on PostgreSQL (127.0.0.1:5432, a fresh database, dropped
// afterwards) and on PGlite (on disk), each beside raw SQL doing the same work on the same
// database; writes BENCHMARKS.md at the repository root. Not part of the tests.
import "./bench-as-deployed.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { benchDocuments } from "./bench-documents.ts";
import { benchWeb } from "./bench-web.ts";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../api/src/db/migrations.ts";
import { pgliteTarget, postgresTarget, type Target } from "./bench-targets.ts";
import { REPS, benchAppend, benchApp, benchList, benchRebuild, benchWrites, premiumCaptain, type Stats } from "./bench-steps.ts";

type Result = Awaited<ReturnType<typeof run>>;
type ApiResult = Awaited<ReturnType<typeof runApi>>;

/** `npm run bench -- --api`: only the API reads and writes (list, detail, create, update), printed, BENCHMARKS.md left alone. */
const API_ONLY = process.argv.includes("--api");

async function runApi(target: Target) {
  const log = (m: string) => console.log(`[${target.name}] ${m}`);
  const api = benchApp(target);
  log("listing 350 trips and reading one");
  const list = await benchList(target, api);
  log("creating and updating trips");
  const writes = await benchWrites(target, api);
  return { target: target.version, list, writes };
}

async function run(target: Target) {
  const log = (m: string) => console.log(`[${target.name}] ${m}`);
  const { list, writes } = await runApi(target);
  const api = benchApp(target);
  log("appending events");
  const owner = await premiumCaptain(target, api, "Appender");
  const append = await benchAppend(target, owner.id);
  log("rebuilding the read model from 100,000 events");
  const rebuild = await benchRebuild(target, owner.id);
  log(`rebuilt ${rebuild.events} events → ${rebuild.trips} trips in ${Math.round(rebuild.ms)} ms`);
  return { target: target.version, list, writes, append, rebuild };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] ?? NaN;
/** "median (min–max)" over the repetitions. */
const spread = (v: number[], f: (x: number) => string) => `${f(median(v))} (${f(Math.min(...v))}–${f(Math.max(...v))})`;
const times = (x: number) => `${x.toFixed(2)}×`;
/** Per-repetition ratios of app to raw at one percentile (each repetition's pair was measured back to back). */
const ratios = (app: Stats[], raw: Stats[], p: "p50" | "p95") => app.map((s, i) => s[p] / (raw[i]?.[p] ?? NaN));
const rate = (v: number) => `${Math.round(v).toLocaleString("en-US")}/s`;

function apiRows(r: ApiResult): string[][] {
  const lat = (label: string, app: Stats[], raw: Stats[]) =>
    (["p50", "p95"] as const).map((p) => [
      `${label} ${p}`,
      spread(
        app.map((s) => s[p]),
        ms,
      ),
      spread(
        raw.map((s) => s[p]),
        ms,
      ),
      spread(ratios(app, raw, p), times),
    ]);
  return [
    ...lat("List 350 trips, GraphQL (the list screen's TripsList query)", r.list.cards, r.list.cardsRaw),
    ...lat("List 350 trips, GraphQL with visited ports and crew", r.list.gql, r.list.raw),
    ...lat("List 350 trips, REST with ports and crew (whole trips)", r.list.rest, r.list.raw),
    ...lat("Trip detail with ports and crew (GraphQL)", r.list.detail, r.list.detailRaw),
    ...lat("Create trip (GraphQL)", r.writes.create, r.writes.createRaw),
    ...lat("Update trip (GraphQL)", r.writes.update, r.writes.updateRaw),
  ];
}

function rows(r: Result): string[][] {
  return [
    ...apiRows(r),
    ["Append, 1 event per transaction", rate(r.append.store), rate(r.append.raw), ratio(r.append.raw, r.append.store)],
    [
      `Rebuild from ${r.rebuild.events.toLocaleString("en-US")} events (${r.rebuild.trips.toLocaleString("en-US")} trips)`,
      `${rate(r.rebuild.perSecond)} (${(r.rebuild.ms / 1000).toFixed(1)} s)`,
      `read only: ${(r.rebuild.rawReadMs / 1000).toFixed(1)} s`,
      ratio(r.rebuild.ms, r.rebuild.rawReadMs),
    ],
  ];
}

/** Issue 18's API overhead targets: p50 ratio to raw SQL (auth lookup included), median of the repetitions. */
function ratioTargets(results: ApiResult[]): string {
  const check = (ok: boolean) => (ok ? "✅ met" : "❌ missed");
  const lines = ["| API overhead target (p50 vs raw SQL, median of the repetitions) | Database | Ratio median (min–max) | |", "|---|---|---:|---|"];
  for (const r of results) {
    const db = r.target.split(" (")[0];
    const t = (label: string, app: Stats[], raw: Stats[], limit: number) => {
      const v = ratios(app, raw, "p50");
      lines.push(`| ${label} ≤ ${limit.toFixed(1)}× | ${db} | ${spread(v, times)} | ${check(median(v) <= limit)} |`);
    };
    t("GraphQL TripsList, 350 trips", r.list.cards, r.list.cardsRaw, 2);
    t("REST list with ports and crew", r.list.rest, r.list.raw, 1.5);
    t("Trip detail", r.list.detail, r.list.detailRaw, 2);
    t("Create trip", r.writes.create, r.writes.createRaw, 2.5);
    t("Update trip", r.writes.update, r.writes.updateRaw, 2.5);
  }
  return lines.join("\n");
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const loadAtStart = load();

/** One database's measurements as a Markdown table under its heading (the full run's and the --api run's). */
function resultTable(target: string, cells: string[][]): string {
  const header = ["| Measurement | Żeglog | Raw SQL, same work | Ratio |", "|---|---:|---:|---:|"];
  return [`### ${target}`, "", ...header, ...cells.map((c) => `| ${c.join(" | ")} |`), ""].join("\n");
}

function report(results: Result[]) {
  const pgResult = results.find((r) => r.target.startsWith("PostgreSQL"));
  const check = (ok: boolean) => (ok ? "✅ met" : "❌ missed");
  const targets = pgResult
    ? [
        "| Target (PostgreSQL) | Measured | |",
        "|---|---:|---|",
        `| Trip list p95 < 50 ms (GraphQL TripsList / REST) | ${ms(median(pgResult.list.cards.map((s) => s.p95)))} / ${ms(median(pgResult.list.rest.map((s) => s.p95)))} | ${check(Math.max(median(pgResult.list.cards.map((s) => s.p95)), median(pgResult.list.rest.map((s) => s.p95))) < 50)} |`,
        `| (GraphQL list with ports and crew, for information) | ${ms(median(pgResult.list.gql.map((s) => s.p95)))} | ${median(pgResult.list.gql.map((s) => s.p95)) < 50 ? "under 50 ms" : "over 50 ms"} |`,
        `| Create p95 < 30 ms | ${ms(median(pgResult.writes.create.map((s) => s.p95)))} | ${check(median(pgResult.writes.create.map((s) => s.p95)) < 30)} |`,
        `| Rebuild ≥ 5,000 events/s | ${rate(pgResult.rebuild.perSecond)} | ${check(pgResult.rebuild.perSecond >= 5000)} |`,
      ].join("\n")
    : "";
  const cpu = cpus();
  return `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${cpu.length} × ${cpu[0]?.model ?? "CPU"}, Node ${process.version};
load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${load()} at the end.
The app runs in process (\`app.fetch\`, as in the tests, no network) against each database; "Raw SQL" does the
same work with the database driver directly (pg / PGlite), so the ratio is the cost of the app's layers
(HTTP handling, auth, GraphQL/Prisma, validation, the decider, JSON). Lists: one captain with 350 trips (each with a
visited port and a crew member), 60 runs after 5 warm-ups: the web list screen's own TripsList query, a heavier GraphQL
list that also asks for every trip's visited ports and crew, and REST (which always returns whole trips); writes: 150 runs. Raw SQL of a create/update writes the same
rows (event, trip, ports, crew) in one transaction. Rebuild: the log is topped up to 100,000 events by bulk SQL
(5 events per trip), then \`rebuildReadModel\` truncates and replays it; "read only" is a raw read of every event.
The machine is shared and small: expect ±30 % between runs (more while other work runs). A run takes about 2½ minutes.

${targets}

${ratioTargets(results)}

Each figure: the median of ${REPS} repetitions (min–max); a ratio is taken per repetition from the app's and the raw
SQL's runs measured back to back, and every raw baseline includes the app's auth lookup (the session by its token's hash,
with its user). On a loaded machine the absolute times move a lot; the same-run ratios are the meaningful figures.

${results.map((r) => resultTable(r.target, rows(r))).join("\n")}`;
}

async function mainApi() {
  const results: ApiResult[] = [];
  const only = process.env.BENCH_TARGET; // postgresql | pglite
  for (const open of [postgresTarget, pgliteTarget].filter((_, i) => !only || only === ["postgresql", "pglite"][i])) {
    const target = await open();
    try {
      results.push(await runApi(target));
    } finally {
      await target.close();
    }
  }
  const tables = results.map((r) => resultTable(r.target, apiRows(r))).join("\n");
  console.log(`\nload average ${loadAtStart} at the start, ${load()} at the end\n\n${ratioTargets(results)}\n\n${tables}`);
}

async function main() {
  if (API_ONLY) return mainApi();
  const results: Result[] = [];
  for (const open of [postgresTarget, pgliteTarget]) {
    const target = await open();
    try {
      results.push(await run(target));
    } finally {
      await target.close();
    }
  }
  const md = `${report(results)}\n\n${await benchDocuments()}\n\n${await benchWeb()}`;
  writeFileSync(join(ROOT, "BENCHMARKS.md"), keepNotes(md));
  console.log(`\n${md}\nBENCHMARKS.md written.`);
}

/**
 * The measured part replaces everything above NOTES_MARK; what follows the mark (hand-written
 * before/after comparisons, profiles) is kept as it is.
 */
const NOTES_MARK = "<!-- Notes below this line are kept by npm run bench. -->";
function keepNotes(measured: string): string {
  const path = join(ROOT, "BENCHMARKS.md");
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = old.indexOf(NOTES_MARK);
  return `${measured.trimEnd()}\n\n${at >= 0 ? old.slice(at) : `${NOTES_MARK}\n`}`;
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 100)); // the migration engine leaves a timer running
