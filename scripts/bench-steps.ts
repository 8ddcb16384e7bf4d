// The measurements of `npm run bench`, each with its raw SQL baseline on the same database.
import { randomUUID } from "node:crypto";
import { decide } from "../api/src/modules/trips/trip.decider.ts";
import { evolve, foldEvents, type EventMetadata, type TripEvent, type TripState } from "../api/src/modules/trips/trip.events.ts";
import { crewRows, portRows, rebuildReadModel, tripRow } from "../api/src/modules/trips/trip.projection.ts";
import { appendToStream } from "../api/src/modules/trips/trip.store.ts";
import { diffTrips } from "../api/src/modules/trips/events/diff.ts";
import { CURRENT_SCHEMA_VERSION } from "../api/src/modules/trips/events/schemas.ts";
import { assignIds } from "../api/src/modules/trips/trips.service.ts";
import { seedTrips, tripForm } from "../api/src/test/trips.ts";
import { jsonRequest } from "../api/src/test/json-request.ts";
import { hashToken } from "../api/src/modules/auth/tokens.ts";
import { tripSchema } from "../validation/trip.ts";
import { insertSql, sqlValue, type Target } from "./bench-targets.ts";
import { oneRow } from "../api/src/db/one-row.ts";
import { must } from "../validation/must.ts";
import { CARDS_GQL, CREATE_GQL, DETAIL_GQL } from "./bench-http.ts";
import { createBenchApp } from "./bench-app-server.ts";

export type Stats = { p50: number; p95: number; total: number; n: number };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measure(n: number, fn: (i: number) => Promise<unknown>, warmup = 5): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn(n + i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), total: times.reduce((a, b) => a + b, 0), n };
}

const LIST_GQL = `{ trips { totalCount nodes { id status yachtName registrationNumber embarkationPort disembarkationPort embarkationDate
  disembarkationDate captain { firstName lastName } visitedPorts { id name isTidalPort } crewMembers { id fullName roleText } } } }`;
const UPDATE_GQL = `mutation U($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input) { id version } }`;

/** The app in process (app.fetch, no port), like the tests. */
/** Limits no bench run reaches: thousands of timed requests a minute from one token and one address. */
const BENCH_RATE_LIMITS = {
  apiPerMinute: 1_000_000,
  apiPerIpPerMinute: 1_000_000,
  registrationPerHour: 100_000,
  passwordResetPerHour: 100_000,
  publicPdfPerMinute: 100_000,
};

export function benchApp(target: Target) {
  const app = createBenchApp({
    db: target.prisma,
    publicUrl: "http://bench",
    webDistDir: "/nonexistent",
    // The limiter runs as deployed (leases of 50 numbers per write), but with room for every timed request of a run.
    rateLimits: BENCH_RATE_LIMITS,
  });
  const fetchApp = (method: string, path: string, body: unknown, token?: string) =>
    app.fetch(jsonRequest(`http://bench${path}`, method, body, token), { ip: "127.0.0.1" });
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const res = await fetchApp(method, path, body, token);
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 400 || json.errors) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  /**
   * A timed request: the whole answer received as bytes, as a client over HTTP gets it, but not
   * parsed (parsing 350 trips of JSON is the client's work, not the API's). A failure still stops
   * the bench: a status ≥ 400, or a GraphQL answer that does not start with its data (graphql-js
   * puts `errors` first when there are any).
   */
  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const res = await fetchApp(method, path, body, token);
    // The server adapter's arrayBuffer() is a Buffer already: viewed, not copied (a copy of a 0.5 MB
    // answer is the bench client's cost, not the API's).
    const answer: ArrayBuffer | Uint8Array = await res.arrayBuffer();
    const bytes = ArrayBuffer.isView(answer) ? Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength) : Buffer.from(answer);
    const failed = res.status >= 400 || (path === "/graphql" && !bytes.subarray(0, 8).equals(Buffer.from('{"data":')));
    if (failed) throw new Error(`${method} ${path}: ${res.status} ${bytes.toString("utf8", 0, 300)}`);
    return bytes.length;
  };
  return {
    rest: (method: string, path: string, token?: string, body?: unknown) => call(method, path, body, token),
    gql: async (query: string, variables: Record<string, unknown>, token: string) =>
      (await call("POST", "/graphql", { query, variables }, token)).data as Record<string, unknown>,
    /** Timed calls: the answer's size in bytes (see `send`). */
    sendRest: (method: string, path: string, token?: string, body?: unknown) => send(method, path, body, token),
    sendGql: (query: string, variables: Record<string, unknown>, token: string) => send("POST", "/graphql", { query, variables }, token),
  };
}
export type BenchApp = ReturnType<typeof benchApp>;

export async function premiumCaptain(target: Target, api: BenchApp, name: string) {
  const email = `${name.toLowerCase()}.${randomUUID().slice(0, 6)}@bench.test`;
  const reg = await api.rest("POST", "/api/auth/register", undefined, {
    name,
    email,
    phone_register: "+48 600 100 200",
    password: "password123",
    password_confirmation: "password123",
  });
  const id = (reg.user as { id: string }).id;
  const now = new Date();
  await target.prisma.subscription.create({
    data: { userId: id, status: "active", provider: "staff", startsAt: now, endsAt: new Date(now.getTime() + 365 * 86_400_000), createdAt: now },
  });
  return { id, token: reg.token as string };
}

/** The app's auth lookup done raw: the session by its token's hash, with its user (what every raw baseline includes). */
const rawAuth = (target: Target, token: string) =>
  target.raw.query(`SELECT * FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = $1`, [hashToken(token)]);

/** Five, not three: on this kind of machine one disturbed repetition of three could decide a median (issue 18, session 22). */
export const REPS = 5;
/** `REPS` repetitions of each measurement, interleaved (app, raw, app, raw…), so each ratio compares the same moment. */
async function repeated<K extends string>(steps: Record<K, () => Promise<Stats>>): Promise<Record<K, Stats[]>> {
  const out = Object.fromEntries(Object.keys(steps).map((k) => [k, [] as Stats[]])) as Record<K, Stats[]>;
  for (let r = 0; r < REPS; r++) for (const k of Object.keys(steps) as K[]) out[k].push(await steps[k]());
  return out;
}

/** List 350 trips of one captain: GraphQL, REST, and the same rows read with raw SQL; also one trip's detail. */
export async function benchList(target: Target, api: BenchApp) {
  const reader = await premiumCaptain(target, api, "Lister");
  await seedTrips(target.prisma, reader.id, 350, new Date(), (i) =>
    tripForm({ yachtName: `Jacht ${i}`, embarkationDate: `2026-0${1 + (i % 9)}-1${i % 10}`, disembarkationDate: "2026-12-31" }),
  );
  const first = await api.gql(LIST_GQL, {}, reader.token);
  if ((first.trips as { nodes: unknown[] }).nodes.length !== 350) throw new Error("expected 350 trips in the list");
  const N = 40;
  const raw = async () => {
    await rawAuth(target, reader.token);
    const trips = (await target.raw.query(
      `SELECT * FROM "Trip" WHERE "ownerId" = $1 AND "deletedAt" IS NULL ORDER BY "embarkationDate" DESC, "id" DESC LIMIT 351`,
      [reader.id],
    )) as { id: string }[];
    const ids = trips.map((t) => t.id);
    await target.raw.query(`SELECT count(*) FROM "Trip" WHERE "ownerId" = $1 AND "deletedAt" IS NULL`, [reader.id]);
    await target.raw.query(`SELECT * FROM "VisitedPort" WHERE "tripId" = ANY($1::uuid[]) ORDER BY "position"`, [ids]);
    await target.raw.query(`SELECT * FROM "CrewMember" WHERE "tripId" = ANY($1::uuid[]) ORDER BY "position"`, [ids]);
  };
  const detailId = must((first.trips as { nodes: { id: string }[] }).nodes[0], "a trip in the list").id;
  if ((await api.gql(DETAIL_GQL, { id: detailId }, reader.token)).trip === null) throw new Error("expected the trip's detail");
  const detail = () => api.sendGql(DETAIL_GQL, { id: detailId }, reader.token);
  const r = await repeated({
    cards: () => measure(N, () => api.sendGql(CARDS_GQL, {}, reader.token)),
    cardsRaw: () =>
      measure(N, async () => {
        await rawAuth(target, reader.token);
        await target.raw.query(
          `SELECT "id", "status", "yachtName", "registrationNumber", "embarkationPort", "disembarkationPort", "embarkationDate", "disembarkationDate",
           "distance", "createdAt", "captainFirstName", "captainLastName" FROM "Trip" WHERE "ownerId" = $1 AND "deletedAt" IS NULL ORDER BY "embarkationDate" DESC, "id" DESC LIMIT 351`,
          [reader.id],
        );
        await target.raw.query(`SELECT count(*) FROM "Trip" WHERE "ownerId" = $1 AND "deletedAt" IS NULL`, [reader.id]);
      }),
    gql: () => measure(N, () => api.sendGql(LIST_GQL, {}, reader.token)),
    rest: () => measure(N, () => api.sendRest("GET", "/api/sailing-trips", reader.token)),
    raw: () => measure(N, raw),
    detail: () => measure(N * 2, detail),
    detailRaw: () =>
      measure(N * 2, async () => {
        await rawAuth(target, reader.token);
        await target.raw.query(`SELECT * FROM "Trip" WHERE "id" = $1 AND "ownerId" = $2 AND "deletedAt" IS NULL`, [detailId, reader.id]);
        await target.raw.query(`SELECT * FROM "VisitedPort" WHERE "tripId" = $1 ORDER BY "position"`, [detailId]);
        await target.raw.query(`SELECT * FROM "CrewMember" WHERE "tripId" = $1 ORDER BY "position"`, [detailId]);
      }),
  });
  return r;
}

const meta = (actorId: string): EventMetadata => ({ actorId, actorRole: "captain", requestId: "bench", occurredAt: new Date().toISOString() });
const snapshot = (over = {}) => assignIds(tripSchema.parse(tripForm(over)), null, randomUUID);
const eventRow = (streamId: string, version: number, e: TripEvent) =>
  insertSql("TripEvent", {
    streamId,
    version,
    type: e.type,
    schemaVersion: CURRENT_SCHEMA_VERSION[e.type],
    data: e.data,
    metadata: e.metadata,
    occurredAt: new Date(e.metadata.occurredAt),
  });
const childRows = (s: TripState) => [...portRows(s).map((r) => insertSql("VisitedPort", r)), ...crewRows(s).map((r) => insertSql("CrewMember", r))];

/** Create and update through GraphQL; baselines: the same rows written with raw SQL in one transaction. */
export async function benchWrites(target: Target, api: BenchApp) {
  const writer = await premiumCaptain(target, api, "Writer");
  const owner = await premiumCaptain(target, api, "Raw");
  const N = 50;
  const ids: string[] = [];
  const states: TripState[] = [];
  let u = 0;
  let uRaw = 0;
  return repeated({
    create: () => measure(N, async () => ids.push(((await api.gql(CREATE_GQL, { input: tripForm() }, writer.token)).createTrip as { id: string }).id)),
    createRaw: () =>
      measure(N, async () => {
        await rawAuth(target, owner.token);
        const tripId = randomUUID();
        const events = decide({ type: "CreateTrip", data: { tripId, trip: snapshot() }, metadata: meta(owner.id) }, null);
        const state = foldEvents(events)!;
        await target.raw.transaction([
          { sql: `SELECT "id" FROM "User" WHERE "id" = $1 FOR NO KEY UPDATE`, params: [owner.id] },
          eventRow(tripId, 1, must(events[0], "the TripCreated event")),
          insertSql("Trip", tripRow(state)),
          ...childRows(state),
        ]);
        states.push(state);
      }),
    update: () =>
      measure(
        N,
        () => {
          const i = u++;
          return api.sendGql(UPDATE_GQL, { id: ids[i % ids.length], input: tripForm({ distance: String(1000 + i) }) }, writer.token);
        },
        0,
      ),
    updateRaw: () =>
      measure(
        N,
        async () => {
          const i = uRaw++;
          await rawAuth(target, owner.token);
          const before = must(states[i % states.length]);
          const event: TripEvent = {
            type: "TripUpdated",
            data: { changes: diffTrips(before.trip, snapshot({ distance: String(2000 + i) })) },
            metadata: meta(owner.id),
          };
          const after = evolve(before, event);
          const { id, ownerId: _o, createdAt: _c, ...columns } = tripRow(after);
          const names = Object.keys(columns);
          await target.raw.transaction([
            { sql: `SELECT * FROM "TripEvent" WHERE "streamId" = $1 ORDER BY "version"`, params: [id] },
            eventRow(after.id, after.version, event),
            {
              sql: `UPDATE "Trip" SET ${names.map((n, k) => `"${n}" = $${k + 2}`).join(", ")} WHERE "id" = $1`,
              params: [id, ...names.map((n) => sqlValue(columns[n as keyof typeof columns]))],
            },
            { sql: `DELETE FROM "VisitedPort" WHERE "tripId" = $1`, params: [id] },
            { sql: `DELETE FROM "CrewMember" WHERE "tripId" = $1`, params: [id] },
            ...childRows(after),
          ]);
          states[i % states.length] = after;
        },
        0,
      ),
  });
}

/** Appends through the event store (one event per transaction) vs raw INSERTs; events built beforehand. */
export async function benchAppend(target: Target, ownerId: string, n = 1500) {
  const created = () =>
    Array.from({ length: n + 5 }, () => {
      const tripId = randomUUID();
      return { tripId, events: decide({ type: "CreateTrip", data: { tripId, trip: snapshot() }, metadata: meta(ownerId) }, null) };
    });
  const forStore = created();
  const forRaw = created();
  const storeStats = await measure(n, async (i) => {
    const { tripId, events } = must(forStore[i]);
    await target.prisma.$transaction((tx) => appendToStream(tx, tripId, 0, events));
  });
  const rawStats = await measure(n, async (i) => {
    const { tripId, events } = must(forRaw[i]);
    await target.raw.transaction([eventRow(tripId, 1, must(events[0], "the TripCreated event"))]);
  });
  return { store: (storeStats.n / storeStats.total) * 1000, raw: (rawStats.n / rawStats.total) * 1000 };
}

const BULK_EVENTS_SQL = `
INSERT INTO "TripEvent" ("streamId", "version", "type", "data", "metadata", "occurredAt")
SELECT s.id, v.version, v.type,
  CASE WHEN v.type IN ('TripCreated', 'TripUpdated') THEN
    (CASE WHEN v.type = 'TripCreated' THEN jsonb_build_object('tripId', s.id, 'ownerId', $2::text, 'status', 'planned') ELSE '{}'::jsonb END)
    || jsonb_build_object('trip', $1::jsonb || jsonb_build_object(
      'yachtName', 'Jacht ' || s.g || ' v' || v.version,
      'visitedPorts', jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'name', 'Hel', 'isTidalPort', v.version > 1, 'arrivalDate', null, 'departureDate', null)),
      'crewMembers', jsonb_build_array($4::jsonb || jsonb_build_object('id', gen_random_uuid()))))
  ELSE jsonb_build_object('from', v.from_status, 'to', v.to_status) END,
  $3::jsonb, now()
FROM (SELECT g, gen_random_uuid() AS id FROM generate_series(1, $5::int) AS g) AS s
CROSS JOIN (VALUES (1, 'TripCreated', NULL, NULL), (2, 'TripUpdated', NULL, NULL), (3, 'TripStatusChanged', 'planned', 'in_progress'),
  (4, 'TripUpdated', NULL, NULL), (5, 'TripStatusChanged', 'in_progress', 'completed')) AS v(version, type, from_status, to_status)
ORDER BY s.g, v.version`;

/** Tops the log up to `total` events with bulk SQL (5 events per trip), then rebuilds the read model. */
export async function benchRebuild(target: Target, ownerId: string, total = 100_000) {
  const existing = Number(oneRow((await target.raw.query(`SELECT count(*)::int AS n FROM "TripEvent"`)) as { n: number }[]).n);
  const { visitedPorts: _p, crewMembers, ...template } = snapshot();
  const { id: _id, ...member } = must(crewMembers[0]);
  const metadata = meta(ownerId);
  let missing = total - existing;
  while (missing >= 5) {
    const trips = Math.min(4000, Math.floor(missing / 5));
    await target.raw.query(BULK_EVENTS_SQL, [JSON.stringify(template), ownerId, JSON.stringify(metadata), JSON.stringify(member), trips]);
    missing -= trips * 5;
  }
  for (; missing > 0; missing--) {
    const tripId = randomUUID();
    const events = decide({ type: "CreateTrip", data: { tripId, trip: snapshot() }, metadata }, null);
    await target.raw.transaction([eventRow(tripId, 1, must(events[0], "the TripCreated event"))]);
  }
  const rawRead = await measure(1, () => target.raw.query(`SELECT * FROM "TripEvent" ORDER BY "position"`), 0);
  const t0 = performance.now();
  const result = await rebuildReadModel(target.prisma);
  const ms = performance.now() - t0;
  const streams = Number(oneRow((await target.raw.query(`SELECT count(DISTINCT "streamId")::int AS n FROM "TripEvent"`)) as { n: number }[]).n);
  const rows = await target.prisma.trip.count();
  if (result.events !== total || rows !== streams) throw new Error(`rebuild mismatch: ${result.events} events, ${rows} trips for ${streams} streams`);
  return { events: result.events, trips: rows, ms, perSecond: (result.events / ms) * 1000, rawReadMs: rawRead.total };
}
