// The PostgreSQL-restart check of `npm run cluster:test`: trips are written through nginx to both
// app processes while the private server (scripts/cluster/private-postgres.ts) is restarted three
// ways — `pg_ctl restart -m fast` (sessions cut cleanly), `pg_ctl restart -m immediate` (a crash:
// no shutdown checkpoint, crash recovery at start) and a fast stop held until both processes have
// shown the outage. Meanwhile /healthz and /readyz answer 503 and refused writes are 503 (never
// 500, never a lost connection); afterwards both answer 200 and writes are acknowledged again
// without restarting the app, and every acknowledged trip exists.
import type { PrivatePostgres } from "./private-postgres.ts";
import { admin, assert, healthStatus, premiumCaptain, tripWriter, waitFor, type AppProcess } from "./lib.ts";

type Context = { nginx: number; apps: AppProcess[]; dbUrl: string; pg: PrivatePostgres; trip: (i: number) => unknown; log: (m: string) => void };

const PATHS = ["/healthz", "/readyz"];

/** Samples /healthz and /readyz of every process until stopped: what a load balancer would see. */
function healthProbe(ports: number[]) {
  const total = new Map<string, number>();
  let recent = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const all = await Promise.all(ports.flatMap((p) => PATHS.map((path) => healthStatus(p, path))));
      for (const m of [total, recent]) for (const s of all) m.set(String(s), (m.get(String(s)) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    total,
    /** The answers seen since the last call. */
    take() {
      const seen = Object.fromEntries(recent);
      recent = new Map();
      return seen;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

const everyHealth = async (ports: number[], want: number) =>
  (await Promise.all(ports.flatMap((p) => PATHS.map((path) => healthStatus(p, path))))).every((s) => s === want);

export async function postgresRestartCheck({ nginx, apps, dbUrl, pg, trip, log }: Context) {
  const ports = apps.map((a) => a.port);
  const writers = await Promise.all([0, 1, 2].map((i) => premiumCaptain(nginx, dbUrl, `Restart${i}`)));
  const w = tripWriter(
    nginx,
    writers.map((c) => c.token),
    trip,
    6,
  );
  const probe = healthProbe(ports);
  const recovered = async (what: string, since: number) => {
    await waitFor(`/healthz and /readyz 200 on both processes after ${what}`, () => everyHealth(ports, 200), 120_000, 200);
    await waitFor(`writes acknowledged after ${what}`, () => w.ackTimes.filter((t) => t > since).length >= 10, 120_000);
  };
  try {
    await waitFor("writes to be acknowledged", () => w.acked.length >= 10, 60_000);
    for (const mode of ["fast", "immediate"] as const) {
      probe.take();
      const started = Date.now();
      await pg.restart(mode);
      const restarted = Date.now();
      await recovered(`pg_ctl restart -m ${mode}`, restarted);
      log(`  pg_ctl restart -m ${mode}: ${restarted - started} ms; health seen meanwhile ${JSON.stringify(probe.take())}`);
    }

    // The same stop, held until the outage is visible: what a load balancer sees while PostgreSQL is down.
    await pg.down("fast");
    await waitFor("/healthz and /readyz 503 on both processes while PostgreSQL is down", () => everyHealth(ports, 503), 60_000, 200);
    const ackedBefore = w.acked.length;
    const refusedBefore = w.statuses.get(503) ?? 0;
    await waitFor("writes refused while PostgreSQL is down", () => (w.statuses.get(503) ?? 0) >= refusedBefore + 12, 60_000);
    const ackedWhileDown = w.acked.length - ackedBefore;
    await pg.start();
    const up = Date.now();
    await recovered("PostgreSQL started again", up);
    log(`  held down: health seen ${JSON.stringify(probe.take())}; ${w.statuses.get(503) ?? 0} writes refused in all`);
    await w.stop();

    assert(ackedWhileDown === 0, `no write acknowledged while PostgreSQL was down (${ackedWhileDown})`);
    const probed = [...probe.total.keys()].filter((s) => s !== "200" && s !== "503");
    assert(probed.length === 0, `/healthz and /readyz only ever answered 200 or 503: ${probed.join(", ")}`);
    const other = [...w.statuses.keys()].filter((s) => s !== 201 && s !== 503);
    assert(other.length === 0, `writes refused during the restarts are 503 (retry later), never errors: ${JSON.stringify(Object.fromEntries(w.statuses))}`);
    assert(
      apps.every((a) => a.child.exitCode === null && a.child.signalCode === null),
      "neither process exited",
    );
    const found = await admin((q) => q.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Trip" WHERE "id" = ANY($1::uuid[])`, [w.acked]), dbUrl);
    assert(found.rows[0]?.n === w.acked.length, `every acknowledged trip exists: ${found.rows[0]?.n}/${w.acked.length}`);
    log(`  ${w.acked.length} trips acknowledged, all found; statuses ${JSON.stringify(Object.fromEntries(w.statuses))}`);
  } finally {
    await w.stop();
    await probe.stop();
  }
}
