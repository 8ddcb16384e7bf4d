// npm run cluster:test — two app processes on one fresh PostgreSQL database behind nginx (started
// here with its own config on loopback ports 3300–3309; CLUSTER_PORT_BASE moves them), then:
//   1. a token issued by one process works on the other; a logout or a password change on one is
//      refused by the other as soon as PostgreSQL's notification reaches it, though that process
//      kept the token's answer (api/src/modules/auth/viewer-cache.ts); the delay is printed
//   2. the login throttle counts failures made through both processes
//   3. a logo uploaded through one process is served by the other
//   4. concurrent trip updates through both lose nothing (each lands as its own event or gets a 409)
//   5. PostgreSQL is restarted under load (`pg_ctl restart -m fast`, `-m immediate`, and a stop
//      held until the outage shows): /healthz and /readyz say 503 while it is down and 200 after,
//      refused writes are 503 (never 500), the app recovers without a restart of its own, no
//      acknowledged write is lost (scripts/cluster/postgres-restart.ts). The server is a private
//      one, started here from Debian's binaries (initdb into a temporary folder, pg_ctl on port
//      BASE+9), never the shared server at 5432; it is removed at the end, also on failure.
//   6. kill -9 of a single process on the embedded PGlite database during writes; it restarts on
//      the same data folder and every acknowledged trip is there
//   7. a scheduled job runs once per slot although both processes schedule it (every second)
//   8. kill -9 of one process while trips are being written through nginx: the writes fail over to
//      the other process and every acknowledged trip exists afterwards
// Fails (exit 1) on the first broken check; prints how to install nginx or PostgreSQL's server
// binaries when they are missing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { tripForm } from "../api/src/modules/documents/test/sample-trip.ts";
import {
  PORT_BASE,
  admin,
  assert,
  call,
  captain,
  freshDatabase,
  premiumCaptain,
  requireNginx,
  startApp,
  startNginx,
  stopApp,
  tripWriter,
  waitFor,
  waitHealthy,
  type AppProcess,
  type Nginx,
} from "./cluster/lib.ts";
import { postgresRestartCheck } from "./cluster/postgres-restart.ts";
import { requirePostgresBinaries, startPrivatePostgres } from "./cluster/private-postgres.ts";
import { oneRow } from "../api/src/db/one-row.ts";
import { must } from "../validation/must.ts";

const t0 = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const results: { name: string; ms: number }[] = [];
async function check(name: string, fn: () => Promise<void>) {
  const started = Date.now();
  log(`▶ ${name}`);
  await fn();
  results.push({ name, ms: Date.now() - started });
  log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

requireNginx();
requirePostgresBinaries();
const NGINX = PORT_BASE;
const [P1, P2, P_PGLITE, P_POSTGRES] = [PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3, PORT_BASE + 9];
const tmp: string[] = [];
const apps: AppProcess[] = [];
let nginx: Nginx | undefined;
const pg = await startPrivatePostgres(P_POSTGRES);
const db = await freshDatabase("zeglog_cluster", pg.adminUrl);
const appEnv = (extra: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), "zeglog-cluster-"));
  tmp.push(dataDir);
  return { DATA_DIR: dataDir, PDF_WORKERS: "1", SHUTDOWN_TIMEOUT_SECONDS: "10", ...extra };
};
const clusterEnv = () => appEnv({ DATABASE_URL: db.url, JOBS: "on", JOBS_SCHEDULE: "expire-subscriptions=* * * * * *" });

const trip = (i = 0) => tripForm({ yachtName: `Cluster ${i % 1000}` });

/** Asks until the answer is 401 (at most 10 s) and says how many requests and how long that took. */
async function refusedSoon(what: string, ask: () => Promise<{ status: number }>) {
  const started = Date.now();
  let asked = 0;
  await waitFor(
    what,
    async () => {
      asked++;
      return (await ask()).status === 401;
    },
    10_000,
    5,
  );
  log(`  ${what}: at request ${asked} after the change, ${Date.now() - started} ms`);
}

async function main() {
  log(`private PostgreSQL :${P_POSTGRES}, database ${db.name}; nginx :${NGINX} → app :${P1}, :${P2}`);
  const a1 = startApp(P1, clusterEnv());
  const a2 = startApp(P2, clusterEnv());
  apps.push(a1, a2);
  await Promise.all([waitHealthy(a1), waitHealthy(a2)]);
  nginx = await startNginx(NGINX, [P1, P2]);
  log("both processes healthy, nginx up");

  await check("a token from one process works on the other; a logout on one reaches the other", async () => {
    const input = captain("Token");
    const reg = await call<{ token: string }>(P1, "POST", "/api/auth/register", { body: input });
    assert(reg.status === 201, `register on process 1: ${reg.status}`);
    const login = await call<{ token: string }>(P2, "POST", "/api/auth/login", { body: { email: input.email, password: input.password } });
    assert(login.status === 200 && login.body.token, `login on process 2: ${login.status}`);
    assert((await call(P2, "GET", "/api/auth/user", { token: reg.body.token })).status === 200, "process 1's token on process 2");
    assert((await call(P1, "GET", "/api/auth/user", { token: login.body.token })).status === 200, "process 2's token on process 1");
    // Process 1 has now answered (and kept) both tokens; the logout happens on process 2.
    assert((await call(P1, "GET", "/api/auth/user", { token: reg.body.token })).status === 200, "process 1 answers its own token");
    assert((await call(P2, "POST", "/api/auth/logout", { token: reg.body.token })).status === 200, "logout on process 2");
    await refusedSoon("process 1 refused the logged-out token", () => call(P1, "GET", "/api/auth/user", { token: reg.body.token }));
    // A password change on one process signs the other sessions out everywhere.
    const change = await call(P1, "POST", "/api/captain-profile/change-password", {
      token: login.body.token,
      body: { current_password: input.password, new_password: "password456", new_password_confirmation: "password456" },
    });
    assert(change.status === 200, `password change on process 1: ${change.status}`);
    const other = await call<{ token: string }>(P1, "POST", "/api/auth/login", { body: { email: input.email, password: "password456" } });
    assert(other.status === 200, "login with the new password");
    assert((await call(P2, "GET", "/api/auth/user", { token: login.body.token })).status === 200, "the session that changed the password stays");
    assert((await call(P2, "GET", "/api/auth/user", { token: other.body.token })).status === 200, "process 2 answers (and keeps) the new session");
    const revoke = await call(P1, "POST", "/api/captain-profile/change-password", {
      token: login.body.token,
      body: { current_password: "password456", new_password: "password789", new_password_confirmation: "password789" },
    });
    assert(revoke.status === 200, `second password change on process 1: ${revoke.status}`);
    await refusedSoon("process 2 refused the session the password change ended", () => call(P2, "GET", "/api/auth/user", { token: other.body.token }));
  });

  await check("the login throttle counts failures through both processes", async () => {
    const input = captain("Throttle");
    assert((await call(P1, "POST", "/api/auth/register", { body: input })).status === 201, "register");
    // 5 failures are free per (account, client); the 6th starts the back-off. Alternate the processes:
    // neither alone has seen more than 3.
    const wrong = { email: input.email, password: "wrong-password" };
    for (let i = 0; i < 6; i++) {
      const res = await call(i % 2 ? P2 : P1, "POST", "/api/auth/login", { body: wrong });
      assert(res.status === 401 || (i === 5 && res.status === 429), `failure ${i + 1}: ${res.status}`);
    }
    const right = await call(P1, "POST", "/api/auth/login", { body: { email: input.email, password: input.password } });
    assert(right.status === 429, `after 6 failures (3 on each process) even the right password waits: ${right.status}`);
    const right2 = await call(P2, "POST", "/api/auth/login", { body: { email: input.email, password: input.password } });
    assert(right2.status === 429, `and on the other process too: ${right2.status}`);
  });

  await check("a logo uploaded through one process is served by the other", async () => {
    const c = await premiumCaptain(P1, db.url, "Logo");
    const png = await sharp({ create: { width: 420, height: 420, channels: 3, background: "#1f4e79" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const up = await fetch(`http://127.0.0.1:${P1}/api/captain-profile/logo`, { method: "POST", headers: { authorization: `Bearer ${c.token}` }, body: form });
    assert(up.status === 200, `upload on process 1: ${up.status}`);
    const fromP1 = Buffer.from(
      await (await fetch(`http://127.0.0.1:${P1}/api/captain-profile/logo`, { headers: { authorization: `Bearer ${c.token}` } })).arrayBuffer(),
    );
    const res = await fetch(`http://127.0.0.1:${P2}/api/captain-profile/logo`, { headers: { authorization: `Bearer ${c.token}` } });
    assert(res.status === 200 && res.headers.get("content-type") === "image/png", `logo on process 2: ${res.status}`);
    const fromP2 = Buffer.from(await res.arrayBuffer());
    assert(fromP2.length > 0 && fromP2.equals(fromP1), "process 2 serves the same bytes");
    const meta = await sharp(fromP2).metadata();
    assert(meta.width === 420 && meta.height === 420, "a 420×420 PNG");
    // And the voyage card rendered by process 2 carries it (read from the database).
    const created = await call<{ data: { id: string } }>(P1, "POST", "/api/sailing-trips", { token: c.token, body: trip() });
    const pdf = await fetch(`http://127.0.0.1:${P2}/api/sailing-trips/${created.body.data.id}/voyage-card-pdf`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert(pdf.status === 200 && bytes.subarray(0, 5).toString() === "%PDF-", `voyage card on process 2: ${pdf.status}`);
    assert(bytes.includes(Buffer.from("/Subtype /Image")) || bytes.includes(Buffer.from("/Subtype/Image")), "the card has the logo image");
  });

  await check("concurrent trip updates through both processes lose nothing", async () => {
    const c = await premiumCaptain(NGINX, db.url, "Updates");
    const created = await call<{ data: { id: string } }>(NGINX, "POST", "/api/sailing-trips", { token: c.token, body: trip() });
    assert(created.status === 201, "create");
    const id = created.body.data.id;
    // The distance a TripCreated (whole trip) or TripUpdated (field-level changes, schema v2) set.
    const eventsOf = () =>
      admin(
        (q) =>
          q.query<{ version: number; distance: string }>(
            `SELECT "version", COALESCE("data"->'trip'->>'distance',
               (SELECT c->>'after' FROM jsonb_array_elements("data"->'changes') c WHERE c->>'path' = 'distance')) AS distance
             FROM "TripEvent" WHERE "streamId" = $1 ORDER BY "version"`,
            [id],
          ),
        db.url,
      );
    // Round 1: 16 last-writer updates (no expected version), 8 through each process at once.
    const round1 = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(i % 2 ? P2 : P1, "PUT", `/api/sailing-trips/${id}`, { token: c.token, body: tripForm({ yachtName: "Cluster", distance: String(100 + i) }) }),
      ),
    );
    const ok1 = round1.filter((r) => r.status === 200).length;
    assert(
      round1.every((r) => r.status === 200 || r.status === 409),
      `every update is 200 or 409: ${round1.map((r) => r.status).join(",")}`,
    );
    let events = (await eventsOf()).rows;
    assert(events.length === 1 + ok1, `one event per accepted update: ${events.length} events, ${ok1} accepted`);
    assert(
      events.every((e, i) => e.version === i + 1),
      "versions 1…n without gaps",
    );
    const accepted = new Set(round1.map((r, i) => (r.status === 200 ? String(100 + i) : null)).filter(Boolean));
    assert(
      events.slice(1).every((e) => accepted.has(e.distance)),
      "every event is one accepted update",
    );
    // Round 2: 10 updates that all expect the current version: exactly one wins, the others get 409.
    const version = events.length;
    const round2 = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? P2 : P1, "PUT", `/api/sailing-trips/${id}`, {
          token: c.token,
          body: { ...tripForm({ yachtName: "Cluster", distance: String(500 + i) }), expectedVersion: version },
        }),
      ),
    );
    const statuses = round2.map((r) => r.status).sort();
    assert(statuses.filter((s) => s === 200).length === 1 && statuses.filter((s) => s === 409).length === 9, `one 200 and nine 409: ${statuses.join(",")}`);
    events = (await eventsOf()).rows;
    const winner = round2.findIndex((r) => r.status === 200);
    assert(events.length === version + 1 && events.at(-1)!.distance === String(500 + winner), "the winner's event is the last one");
    const detail = await call<{ sailing_trip: { version: number; distance: string } }>(P2, "GET", `/api/sailing-trips/${id}`, { token: c.token });
    assert(detail.body.sailing_trip.version === version + 1, `the read model is at the last version (${detail.body.sailing_trip.version})`);
    log(`  round 1: ${ok1}/16 accepted, ${16 - ok1} × 409; round 2: 1 accepted, 9 × 409`);
  });

  await check("PostgreSQL restarts under load (fast, immediate, held down): /healthz tells the truth, the app recovers", () =>
    postgresRestartCheck({ nginx: NGINX, apps: [a1, a2], dbUrl: db.url, pg, trip, log }),
  );

  await check("kill -9 of a single process on PGlite during writes; restart on the same data folder", async () => {
    const env = appEnv({ STAFF_EMAIL: "biuro@cluster.test", STAFF_PASSWORD: "biuro12345" });
    let app = startApp(P_PGLITE, env);
    apps.push(app);
    await waitHealthy(app);
    const input = captain("Embedded");
    const reg = await call<{ token: string; user: { id: string } }>(P_PGLITE, "POST", "/api/auth/register", { body: input });
    assert(reg.status === 201, "register");
    // Premium from the office (the embedded database belongs to this one process).
    const staff = await call<{ token: string }>(P_PGLITE, "POST", "/api/auth/login", { body: { email: "biuro@cluster.test", password: "biuro12345" } });
    const grant = await call<{ data?: { grantPremium: { status: string } } }>(P_PGLITE, "POST", "/graphql", {
      token: staff.body.token,
      body: {
        query: `mutation ($email: String!) { grantPremium(email: $email, days: 30, reason: "cluster test") { status } }`,
        variables: { email: input.email },
      },
    });
    assert(grant.body.data?.grantPremium.status === "active", `Premium granted: ${JSON.stringify(grant.body)}`);
    const w = tripWriter(P_PGLITE, [reg.body.token], trip, 4);
    await waitFor("writes on PGlite", () => w.acked.length >= 20, 60_000);
    app.child.kill("SIGKILL");
    await app.exited;
    await w.stop();
    log(`  killed with ${w.acked.length} trips acknowledged; statuses ${JSON.stringify(Object.fromEntries(w.statuses))}`);
    assert(w.acked.length >= 1, "some trips were acknowledged before the kill");
    app = startApp(P_PGLITE, env);
    apps.push(app);
    await waitHealthy(app);
    const list = await call<{ sailing_trips: { id: string }[] }>(P_PGLITE, "GET", "/api/sailing-trips", { token: reg.body.token });
    assert(list.status === 200, `the list after the restart: ${list.status}`);
    const ids = new Set(list.body.sailing_trips.map((t) => t.id));
    const lost = w.acked.filter((id) => !ids.has(id));
    assert(lost.length === 0, `every acknowledged trip is there after the restart (${lost.length} lost of ${w.acked.length})`);
    const more = await call(P_PGLITE, "POST", "/api/sailing-trips", { token: reg.body.token, body: trip() });
    assert(more.status === 201 || more.status === 409, `the reopened database takes writes: ${more.status}`);
    await stopApp(app);
  });
  await check("a scheduled job runs once per slot", async () => {
    // Both processes tick expire-subscriptions every second (JOBS_SCHEDULE); a slot is a minute.
    const runs = () =>
      admin(
        (q) =>
          q.query<{ slot: Date; finishedAt: Date | null }>(`SELECT "slot", "finishedAt" FROM "JobRun" WHERE "job" = 'expire-subscriptions' ORDER BY "slot"`),
        db.url,
      );
    await waitFor("two minute slots of expire-subscriptions", async () => (await runs()).rows.filter((r) => r.finishedAt).length >= 2, 150_000, 500);
    const rows = (await runs()).rows.filter((r) => r.finishedAt);
    const finished = [...a1.logLines("job finished"), ...a2.logLines("job finished")].filter((l) => l.job === "expire-subscriptions");
    const slots = new Set(finished.map((l) => String(l.slot)));
    assert(finished.length === slots.size, `each slot ran once across both processes: ${finished.length} runs for ${slots.size} slots`);
    assert(finished.length >= rows.length && rows.length >= 2, `the run records match: ${rows.length} records, ${finished.length} runs`);
    log(`  ${rows.length} slots, ${finished.length} runs (process 1: ${a1.logLines("job finished").length}, process 2: ${a2.logLines("job finished").length})`);
  });

  await check("kill -9 of one process during writes: fail-over through nginx, no acknowledged write lost", async () => {
    const writers = await Promise.all([0, 1, 2].map((i) => premiumCaptain(NGINX, db.url, `Kill${i}`)));
    const w = tripWriter(
      NGINX,
      writers.map((c) => c.token),
      trip,
      6,
    );
    await waitFor("writes through both processes", () => w.acked.length >= 30, 60_000);
    a2.child.kill("SIGKILL");
    await a2.exited;
    const killedAt = Date.now();
    const atKill = w.acked.length;
    log(`  process 2 killed after ${atKill} acknowledged trips`);
    await waitFor("writes to go on through process 1", () => w.acked.length >= atKill + 40, 60_000);
    await w.stop();
    const afterKill = w.ackTimes.filter((t) => t > killedAt).length;
    const failed = [...w.statuses].filter(([s]) => s !== 201).reduce((n, [, c]) => n + c, 0);
    assert(afterKill >= 40, `writes acknowledged after the kill: ${afterKill}`);
    // Only requests in flight on the killed process at the moment of the kill may fail.
    assert(failed <= 6, `at most the requests in flight on the killed process failed: ${failed} (${JSON.stringify(Object.fromEntries(w.statuses))})`);
    const found = await admin((q) => q.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Trip" WHERE "id" = ANY($1::uuid[])`, [w.acked]), db.url);
    assert(oneRow(found.rows).n === w.acked.length, `every acknowledged trip exists: ${oneRow(found.rows).n}/${w.acked.length}`);
    const list = await call<{ total: number }>(NGINX, "GET", "/api/sailing-trips", { token: must(writers[0]).token });
    assert(list.status === 200, "the list answers through nginx with one process left");
    log(`  ${w.acked.length} trips acknowledged (${afterKill} after the kill); statuses ${JSON.stringify(Object.fromEntries(w.statuses))}`);
  });
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  console.error(e instanceof Error ? e.message : e);
  for (const a of apps) {
    const tail = a.output().split("\n").filter(Boolean).slice(-60);
    if (tail.length) console.error(`--- process :${a.port}, last lines:\n${tail.join("\n")}`);
  }
  if (nginx) console.error(`--- nginx error.log (tail):\n${nginx.errorLog().split("\n").slice(-8).join("\n")}`);
} finally {
  await Promise.all(apps.map((a) => stopApp(a).catch(() => {})));
  await nginx?.stop().catch(() => {});
  if (failed) console.error(`--- PostgreSQL log (tail):\n${pg.log().split("\n").slice(-10).join("\n")}`);
  await pg.stop(); // the whole private server and its folder, the database with it
  tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
}
const total = ((Date.now() - t0) / 1000).toFixed(0);
if (failed) {
  console.error(`cluster:test FAILED after ${total} s`);
  process.exit(1);
}
console.log(`\ncluster:test passed: ${results.length} checks in ${total} s`);
for (const r of results) console.log(`  ✔ ${r.name} — ${(r.ms / 1000).toFixed(1)} s`);
process.exit(0);
