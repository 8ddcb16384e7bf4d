// npm run bench — the trip log's speed on PostgreSQL (127.0.0.1:5432, a fresh database, dropped
// afterwards) and on PGlite (on disk), each beside raw SQL doing the same work on the same
// database; writes BENCHMARKS.md at the repository root. Not part of the tests.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { benchDocuments } from "./bench-documents.ts";
import { benchWeb } from "./bench-web.ts";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../api/src/db/migrations.ts";
import { pgliteTarget, postgresTarget, type Target } from "./bench-targets.ts";
import { benchAppend, benchApp, benchList, benchRebuild, benchWrites, premiumCaptain, type Stats } from "./bench-steps.ts";

type Result = Awaited<ReturnType<typeof run>>;

async function run(target: Target) {
  const log = (m: string) => console.log(`[${target.name}] ${m}`);
  const api = benchApp(target);
  log("listing 350 trips");
  const list = await benchList(target, api);
  log("creating and updating trips");
  const writes = await benchWrites(target, api);
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
const rate = (v: number) => `${Math.round(v).toLocaleString("en-US")}/s`;

function rows(r: Result): [string, string, string, string][] {
  const lat = (label: string, s: Stats, raw: Stats): [string, string, string, string][] => [
    [`${label} p50`, ms(s.p50), ms(raw.p50), ratio(s.p50, raw.p50)],
    [`${label} p95`, ms(s.p95), ms(raw.p95), ratio(s.p95, raw.p95)],
  ];
  return [
    ...lat("List 350 trips, GraphQL (the list screen's TripsList query)", r.list.cards, r.list.cardsRaw),
    ...lat("List 350 trips, GraphQL with visited ports and crew", r.list.gql, r.list.raw),
    ...lat("List 350 trips, REST (whole trips)", r.list.rest, r.list.raw),
    ...lat("Create trip (GraphQL)", r.writes.create, r.writes.createRaw),
    ...lat("Update trip (GraphQL)", r.writes.update, r.writes.updateRaw),
    ["Append, 1 event per transaction", rate(r.append.store), rate(r.append.raw), ratio(r.append.raw, r.append.store)],
    [`Rebuild from ${r.rebuild.events.toLocaleString("en-US")} events (${r.rebuild.trips.toLocaleString("en-US")} trips)`,
      `${rate(r.rebuild.perSecond)} (${(r.rebuild.ms / 1000).toFixed(1)} s)`, `read only: ${(r.rebuild.rawReadMs / 1000).toFixed(1)} s`, ratio(r.rebuild.ms, r.rebuild.rawReadMs)],
  ];
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(" / ");
const loadAtStart = load();

function report(results: Result[]) {
  const table = (r: Result) =>
    [`### ${r.target}`, "", "| Measurement | Żeglog | Raw SQL, same work | Ratio |", "|---|---:|---:|---:|", ...rows(r).map((c) => `| ${c.join(" | ")} |`), ""].join("\n");
  const pgResult = results.find((r) => r.target.startsWith("PostgreSQL"));
  const check = (ok: boolean) => (ok ? "✅ met" : "❌ missed");
  const targets = pgResult
    ? [
        "| Target (PostgreSQL) | Measured | |",
        "|---|---:|---|",
        `| Trip list p95 < 50 ms (GraphQL TripsList / REST) | ${ms(pgResult.list.cards.p95)} / ${ms(pgResult.list.rest.p95)} | ${check(Math.max(pgResult.list.cards.p95, pgResult.list.rest.p95) < 50)} |`,
        `| (GraphQL list with ports and crew, for information) | ${ms(pgResult.list.gql.p95)} | ${pgResult.list.gql.p95 < 50 ? "under 50 ms" : "over 50 ms"} |`,
        `| Create p95 < 30 ms | ${ms(pgResult.writes.create.p95)} | ${check(pgResult.writes.create.p95 < 30)} |`,
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
The machine is shared and small: expect ±30 % between runs (more while other work runs). A run takes about 70 s.

${targets}

${results.map(table).join("\n")}`;
}

async function main() {
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
