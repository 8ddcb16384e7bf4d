// The read model (Trip, VisitedPort, CrewMember) as a copy of each trip's state, and the fee ledger
// (ReversalFee) as the list of TripRestored events. Written by the
// command's own transaction right after the append; rebuilt from the whole log by
// rebuildReadModel (npm run db:rebuild-projections), which must give the very same rows.
import type { Db } from "../../db/db.ts";
import { Prisma, type ReversalFeeStatus } from "../../generated/prisma/client.ts";
import { oneStatement } from "../../db/one-statement.ts";
import { tidalPortsCount } from "../../../../validation/trip.ts";
import { canonicalJson, evolve, type TripEvent, type TripState } from "./trip.events.ts";
import { numericColumns } from "./trip.numeric.ts";
import { toStoredEvent, type Tx } from "./trip.store.ts";

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayOrNull = (d: string | null) => (d ? day(d) : null);

/** What the list search looks in (spec §5), lower-cased here so both databases search alike. */
const searchText = (s: TripState) =>
  [s.trip.yachtName, s.trip.firstName, s.trip.lastName, s.trip.registrationNumber, s.trip.embarkationPort, s.trip.disembarkationPort]
    .join("\n")
    .toLocaleLowerCase("pl");

/** The columns that change with every event. */
const metaColumns = (s: TripState) => ({
  version: s.version,
  status: s.status,
  updatedAt: new Date(s.updatedAt),
  deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
  deletedById: s.deletedById,
});

export function tripRow(s: TripState): Prisma.TripCreateManyInput {
  const t = s.trip;
  return {
    id: s.id,
    ownerId: s.ownerId,
    createdAt: new Date(s.createdAt),
    ...metaColumns(s),
    captainFirstName: t.firstName,
    captainLastName: t.lastName,
    captainEmail: t.email,
    captainPhone: t.phone,
    licenseType: t.licenseType,
    licenseNumber: t.licenseNumber,
    otherLicense: t.otherLicense,
    yachtName: t.yachtName,
    registrationNumber: t.registrationNumber,
    homePort: t.homePort,
    hullLength: t.hullLength,
    enginesCount: t.enginesCount,
    enginePower: t.enginePower,
    embarkationPort: t.embarkationPort,
    isEmbarkationTidalPort: t.isEmbarkationTidalPort,
    disembarkationPort: t.disembarkationPort,
    isDisembarkationTidalPort: t.isDisembarkationTidalPort,
    distance: t.distance,
    embarkationDate: day(t.embarkationDate),
    disembarkationDate: day(t.disembarkationDate),
    sailingHours: t.sailingHours,
    engineHours: t.engineHours,
    mooringHours: t.mooringHours,
    tidalHours: t.tidalHours,
    tidalPortsCount: tidalPortsCount(t),
    logbookNumber: t.logbookNumber,
    captainNotes: t.captainNotes,
    searchText: searchText(s),
    // The numbers above as exact decimals, for sea-time sums.
    ...numericColumns(t),
  };
}

/** A trip's list (ports, crew) as rows: each item's id, the trip's id and its place in the list, then its own columns. */
const listRows = <T extends { id: string }, C extends object>(tripId: string, items: readonly T[], columns: (item: T) => C) =>
  items.map((item, position) => ({ id: item.id, tripId, position, ...columns(item) }));

export const portRows = (s: TripState): Prisma.VisitedPortCreateManyInput[] =>
  listRows(s.id, s.trip.visitedPorts, (p) => ({
    name: p.name,
    isTidal: p.isTidalPort,
    arrivalDate: dayOrNull(p.arrivalDate),
    departureDate: dayOrNull(p.departureDate),
  }));

export const crewRows = (s: TripState): Prisma.CrewMemberCreateManyInput[] =>
  listRows(s.id, s.trip.crewMembers, (m) => ({
    fullName: m.fullName,
    email: m.email,
    phone: m.phone,
    role: m.role,
    otherRole: m.otherRole,
    licenseType: m.licenseType,
    otherLicense: m.otherLicense,
    licenseNumber: m.licenseNumber,
    captainOpinion: m.captainOpinion,
    performance: m.performance,
    seasickness: m.seasickness,
    resistance: m.resistance,
    captainNotes: m.captainNotes,
  }));

/** The fee ledger's row of a restore: the event's fee, charged to the trip's owner (status from the settlements). */
function feeRow(state: TripState, event: TripEvent, status: ReversalFeeStatus = "due"): Prisma.ReversalFeeCreateManyInput | null {
  if (event.type !== "TripRestored") return null;
  return {
    id: event.data.feeId,
    tripId: state.id,
    captainId: state.ownerId,
    staffId: event.metadata.actorId,
    amountGrosze: event.data.amountGrosze,
    currency: event.data.currency,
    status,
    createdAt: new Date(event.metadata.occurredAt),
  };
}

type ReadModelTable = "Trip" | "VisitedPort" | "CrewMember" | "ReversalFee";

/**
 * Inserts rows given as one JSON array parameter (jsonb_populate_recordset maps the keys to the
 * columns). Timestamps go as ISO strings, which `timestamp(3)` columns take as the UTC wall time, as
 * Prisma stores them.
 */
const insertSql = (table: ReadModelTable, rows: readonly object[]) =>
  Prisma.sql`INSERT INTO ${Prisma.raw(`"${table}"`)} SELECT * FROM jsonb_populate_recordset(NULL::${Prisma.raw(`"${table}"`)}, ${JSON.stringify(rows)}::jsonb)`;

/** The trip row's given columns set from a JSON object of them. */
function updateTripSql(id: string, columns: Record<string, unknown>): Prisma.Sql {
  const names = Prisma.raw(
    Object.keys(columns)
      .map((c) => `"${c}"`)
      .join(", "),
  );
  return Prisma.sql`UPDATE "Trip" SET (${names}) = (SELECT ${names} FROM jsonb_populate_record(NULL::"Trip", ${JSON.stringify(columns)}::jsonb)) WHERE "id" = ${id}::uuid`;
}

/**
 * The read model's and the fee ledger's writes for the state after `events`, as statements:
 * `withAppend` may share the append's statement (trip.store.ts sends them as its data-modifying
 * CTEs: one round trip for the event and its projection), `after` must follow it in a statement of
 * its own (a delete and an insert of the same key cannot share one: its parts see one snapshot).
 * A new trip's row, ports and crew can share one statement: the foreign keys are checked at its end.
 */
export function projectionSql(before: TripState | null, after: TripState, events: readonly TripEvent[]): { withAppend: Prisma.Sql[]; after: Prisma.Sql[] } {
  if (events.length === 0) return { withAppend: [], after: [] };
  const fees = events.map((e) => feeRow(after, e)).filter((f) => f !== null);
  const withAppend = fees.length ? [insertSql("ReversalFee", fees)] : [];
  if (!before) {
    withAppend.push(insertSql("Trip", [tripRow(after)]), insertSql("VisitedPort", portRows(after)), insertSql("CrewMember", crewRows(after)));
    return { withAppend, after: [] };
  }
  if (!events.some((e) => e.type === "TripUpdated")) {
    // Status, deletion, restoration: only the row's own columns change.
    withAppend.push(updateTripSql(after.id, metaColumns(after)));
    return { withAppend, after: [] };
  }
  // The row's columns with the old ports and crew removed; the new ones after.
  const { id: _id, ownerId: _owner, createdAt: _created, ...columns } = tripRow(after);
  withAppend.push(
    Prisma.sql`DELETE FROM "VisitedPort" WHERE "tripId" = ${after.id}::uuid`,
    Prisma.sql`DELETE FROM "CrewMember" WHERE "tripId" = ${after.id}::uuid`,
    updateTripSql(after.id, columns),
  );
  return { withAppend, after: [oneStatement([insertSql("VisitedPort", portRows(after)), insertSql("CrewMember", crewRows(after))])] };
}

/** Writes the state after `events` (already appended, same transaction) into the read model and the fee ledger. */
export async function project(tx: Tx, before: TripState | null, after: TripState, events: readonly TripEvent[]): Promise<void> {
  const writes = projectionSql(before, after, events);
  if (writes.withAppend.length) await tx.$executeRaw(oneStatement(writes.withAppend));
  for (const sql of writes.after) await tx.$executeRaw(sql);
}

const TRUNCATE = `TRUNCATE TABLE "CrewMember", "VisitedPort", "Trip", "ReversalFee"`;

/** Bulk insert of read-model rows as one JSON parameter: many times faster than createMany for tens of thousands of rows. */
async function insertRows(tx: Tx, table: ReadModelTable, rows: readonly object[]) {
  if (rows.length === 0) return;
  await tx.$executeRaw(insertSql(table, rows));
}

/** Truncates the read model and the fee ledger, and replays every event in global order, in `tx`. */
async function rebuildInto(tx: Tx, batchSize: number, writeChunk: number) {
  const started = performance.now();
  const settled = new Map((await tx.reversalFeeSettlement.findMany()).map((s) => [s.feeId, s.status]));
  await tx.$executeRawUnsafe(TRUNCATE);
  const states = new Map<string, TripState>();
  const fees: Prisma.ReversalFeeCreateManyInput[] = [];
  let after = -1n;
  let events = 0;
  for (;;) {
    const rows = await tx.tripEvent.findMany({ where: { position: { gt: after } }, orderBy: { position: "asc" }, take: batchSize });
    if (rows.length === 0) break;
    for (const row of rows) {
      const before = states.get(row.streamId) ?? null;
      const event = toStoredEvent(row, before);
      const next = evolve(before, event);
      if (next.version !== row.version) throw new Error(`Stream ${row.streamId}: version ${row.version} replayed as ${next.version}`);
      if (event.type === "TripRestored") fees.push(feeRow(next, event, settled.get(event.data.feeId))!);
      states.set(row.streamId, next);
    }
    events += rows.length;
    after = rows.at(-1)?.position ?? after;
  }
  const all = [...states.values()];
  for (let i = 0; i < all.length; i += writeChunk) {
    const chunk = all.slice(i, i + writeChunk);
    await insertRows(tx, "Trip", chunk.map(tripRow));
    await insertRows(tx, "VisitedPort", chunk.flatMap(portRows));
    await insertRows(tx, "CrewMember", chunk.flatMap(crewRows));
  }
  for (let i = 0; i < fees.length; i += writeChunk) await insertRows(tx, "ReversalFee", fees.slice(i, i + writeChunk));
  return { events, trips: all.length, fees: fees.length, ms: Math.round(performance.now() - started) };
}

type RebuildOptions = { batchSize?: number; writeChunk?: number };
const TX_LONG = { timeout: 30 * 60_000, maxWait: 60_000 };

/**
 * Truncates the read model and replays every event in global order: the states are folded in
 * memory with the same evolve as the live path, then written in bulk. One transaction, so readers
 * never see a half-built model.
 */
export async function rebuildReadModel(db: Db, opts: RebuildOptions = {}) {
  return db.$transaction((tx) => rebuildInto(tx, opts.batchSize ?? 5000, opts.writeChunk ?? 2000), TX_LONG);
}

const MODEL_TABLES = ["Trip", "VisitedPort", "CrewMember", "ReversalFee"] as const;
type ModelTable = (typeof MODEL_TABLES)[number];

/** Every row of the read model and the ledger, by table and id, as canonical JSON. */
async function snapshotModel(tx: Tx): Promise<Record<ModelTable, Map<string, string>>> {
  const out = {} as Record<ModelTable, Map<string, string>>;
  for (const table of MODEL_TABLES) {
    const rows = await tx.$queryRawUnsafe<{ id: string; row: unknown }[]>(`SELECT "id"::text AS "id", to_jsonb(t) AS "row" FROM "${table}" t ORDER BY "id"`);
    out[table] = new Map(rows.map((r) => [r.id, canonicalJson(r.row)]));
  }
  return out;
}

type ModelDifference = { table: ModelTable; id: string; kind: "onlyLive" | "onlyRebuilt" | "different"; columns: string[] };

function differences(live: Record<ModelTable, Map<string, string>>, rebuilt: Record<ModelTable, Map<string, string>>): ModelDifference[] {
  const out: ModelDifference[] = [];
  for (const table of MODEL_TABLES) {
    const [a, b] = [live[table], rebuilt[table]];
    for (const [id, row] of a) {
      const other = b.get(id);
      if (other === undefined) out.push({ table, id, kind: "onlyLive", columns: [] });
      else if (other !== row) {
        const [x, y] = [JSON.parse(row) as Record<string, unknown>, JSON.parse(other) as Record<string, unknown>];
        const columns = [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => canonicalJson(x[k]) !== canonicalJson(y[k]));
        out.push({ table, id, kind: "different", columns });
      }
    }
    for (const id of b.keys()) if (!a.has(id)) out.push({ table, id, kind: "onlyRebuilt", columns: [] });
  }
  return out;
}

class RollBack extends Error {}

/**
 * Rebuilds into the same transaction, compares every row with the live model, then rolls back:
 * nothing changes. `onlyLive`: a live row the log does not produce; `onlyRebuilt`: a row only the rebuild
 * has; `different`: the columns that differ.
 */
export async function checkReadModel(db: Db, opts: RebuildOptions = {}) {
  let result: { rebuilt: Awaited<ReturnType<typeof rebuildInto>>; differences: ModelDifference[] } | null = null;
  try {
    await db.$transaction(async (tx) => {
      const live = await snapshotModel(tx);
      const rebuilt = await rebuildInto(tx, opts.batchSize ?? 5000, opts.writeChunk ?? 2000);
      result = { rebuilt, differences: differences(live, await snapshotModel(tx)) };
      throw new RollBack();
    }, TX_LONG);
  } catch (e) {
    if (!(e instanceof RollBack)) throw e;
  }
  return result!;
}
