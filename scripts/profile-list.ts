// CPU profile of the trip list (issue 18): one captain with 350 trips, the list read N times in
// process (app.fetch), then the profile summarised by self time per function. The profile covers
// only the timed loop (the V8 profiler of `--cpu-prof`, started and stopped through node:inspector,
// so the seeding and migrations stay out of it); it is written next to the summary.
//   node --import tsx scripts/profile-list.ts [pglite|postgresql] [gql|rest|detail|create] [N] [out.cpuprofile]
//   node --import tsx scripts/profile-list.ts --summary <file>.cpuprofile
import "./bench-as-deployed.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { pgliteTarget, postgresTarget } from "./bench-targets.ts";
import { benchApp, premiumCaptain } from "./bench-steps.ts";
import { seedTrips, tripForm } from "../api/src/test/trips.ts";
import { must } from "../validation/must.ts";
import { CARDS_GQL, CREATE_GQL } from "./bench-http.ts";

const DETAIL_GQL = `query T($id: ID!) { trip(id: $id) { id status yachtName registrationNumber embarkationPort disembarkationPort embarkationDate
  disembarkationDate distance createdAt captain { firstName lastName } visitedPorts { id name isTidalPort } crewMembers { id fullName roleText } } }`;

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };

/** Self time per function and per package (node_modules/<name> or our own file). */
export function summarise(path: string, top = 25) {
  const prof = JSON.parse(readFileSync(path, "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const n of prof.nodes) {
    const t = self.get(n.id) ?? 0;
    if (!t) continue;
    const url = n.callFrame.url.replace(/^file:\/\//, "");
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const pkg = m?.[1]
      ? m[1]
      : url.includes("/api/src/")
        ? `api/src/${url.split("/api/src/")[1]}`
        : url
          ? "node internals"
          : `(${n.callFrame.functionName || "program"})`;
    const fn = `${n.callFrame.functionName || "(anonymous)"} — ${m ? m[1] : url ? url.split("/").slice(-2).join("/") : "native"}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `Total sampled: ${(total / 1000).toFixed(0)} ms`,
    "",
    "| Self time by package / file | Share |",
    "|---|---:|",
    ...sorted(byPkg).map(([k, t]) => `| ${k} | ${pct(t)} |`),
    "",
    "| Self time by function | Share |",
    "|---|---:|",
    ...sorted(byFn).map(([k, t]) => `| ${k.replace(/\|/g, "\\|")} | ${pct(t)} |`),
  ].join("\n");
}

async function main() {
  if (process.argv[2] === "--summary") {
    console.log(summarise(must(process.argv[3], "a .cpuprofile file"), Number(process.argv[4] ?? 25)));
    return;
  }
  const kind = process.argv[2] ?? "pglite";
  const what = process.argv[3] ?? "gql";
  const n = Number(process.argv[4] ?? 200);
  const target = await (kind === "postgresql" ? postgresTarget() : pgliteTarget());
  try {
    const api = benchApp(target);
    const reader = await premiumCaptain(target, api, "Profiler");
    // A create adds to the list: the writer starts with one trip (the 350-trip plan limit).
    await seedTrips(target.prisma, reader.id, what === "create" ? 1 : 350, new Date(), (i) =>
      tripForm({ yachtName: `Jacht ${i}`, embarkationDate: `2026-0${1 + (i % 9)}-1${i % 10}`, disembarkationDate: "2026-12-31" }),
    );
    const one = must(((await api.gql(CARDS_GQL, { first: 1 }, reader.token)).trips as { nodes: { id: string }[] }).nodes[0], "a trip in the list").id;
    const call =
      what === "create"
        ? () => api.gql(CREATE_GQL, { input: tripForm() }, reader.token)
        : what === "rest"
          ? () => api.sendRest("GET", "/api/sailing-trips", reader.token)
          : what === "detail"
            ? () => api.sendGql(DETAIL_GQL, { id: one }, reader.token)
            : () => api.sendGql(CARDS_GQL, {}, reader.token);
    for (let i = 0; i < 10; i++) await call();
    const out = process.argv[5];
    const session = new Session();
    if (out) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await call();
    const cpu = process.cpuUsage(cpu0);
    // CPU time per request moves far less than wall time on a busy machine.
    const cpuMs = (cpu.user + cpu.system) / 1000 / n;
    console.log(`${kind} ${what}: ${n} requests, ${((performance.now() - t0) / n).toFixed(2)} ms mean, ${cpuMs.toFixed(2)} ms CPU per request`);
    if (out) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(out, JSON.stringify(profile));
      console.log(summarise(out));
    }
  } finally {
    await target.close();
  }
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 100));
