// The event store of the trip log: read a stream, append to it with an expected version. Events are
// never updated or deleted (a database trigger refuses it). A lost race on (streamId, version)
// becomes a ConflictError (HTTP 409, GraphQL CONFLICT), never a silent overwrite. Every row carries
// the schema version of its data; reading lifts it to the current shape (events/upcast.ts).
import { Prisma } from "../../generated/prisma/client.ts";
import { ConflictError } from "../../errors.ts";
import { isUniqueViolation } from "../../validate.ts";
import { oneStatement } from "../../db/one-statement.ts";
import type { SqlTx } from "../../db/direct-reads.ts";
import { CURRENT_SCHEMA_VERSION } from "./events/schemas.ts";
import { upcast, type StoredRow } from "./events/upcast.ts";
import { evolve, type TripEvent, type TripState } from "./trip.events.ts";

export type Tx = Prisma.TransactionClient;

/** A stored event: the event plus its stream, version and global position. */
type StoredTripEvent = TripEvent & { streamId: string; version: number; position: bigint };

/** Reads a row back into the current event union, given the stream's state before it. */
export function toStoredEvent(row: StoredRow, before: TripState | null): StoredTripEvent {
  return { ...upcast(row, before), streamId: row.streamId, version: row.version, position: row.position };
}

/** The rows of one stream, oldest first, read as current events (each upcast against the state before it). */
export function readRows(rows: readonly StoredRow[]): StoredTripEvent[] {
  const events: StoredTripEvent[] = [];
  let state: TripState | null = null;
  for (const row of rows) {
    const event = toStoredEvent(row, state);
    state = evolve(state, event);
    events.push(event);
  }
  return events;
}

export async function readStream(db: SqlTx, streamId: string): Promise<StoredTripEvent[]> {
  return readRows(await db.$queryRaw<StoredRow[]>(Prisma.sql`SELECT * FROM "TripEvent" WHERE "streamId" = ${streamId}::uuid ORDER BY "version"`));
}

/**
 * Appends events after `expectedVersion` (0 for a new stream), in the current schema versions, as
 * one INSERT. `alongside`: other writes of the same transaction sent in that statement as
 * data-modifying CTEs (db/one-statement.ts; the events' webhook outbox rows and projection), one round
 * trip for all; a lost race on the version fails the whole statement, so none is written.
 * `read`: a query sent last in that statement, on the snapshot it starts with (it does not see the
 * statement's own writes); its rows are returned (none without it).
 */
export async function appendToStream(
  db: SqlTx,
  streamId: string,
  expectedVersion: number,
  events: readonly TripEvent[],
  alongside: readonly Prisma.Sql[] = [],
  read?: Prisma.Sql,
): Promise<unknown[]> {
  if (events.length === 0) return [];
  const rows = events.map((e, i) => ({
    streamId,
    version: expectedVersion + i + 1,
    type: e.type,
    schemaVersion: CURRENT_SCHEMA_VERSION[e.type],
    data: e.data,
    metadata: e.metadata,
    // An ISO instant: a timestamp(3) column takes its UTC wall time, as Prisma stores DateTimes.
    occurredAt: e.metadata.occurredAt,
  }));
  const insert = Prisma.sql`INSERT INTO "TripEvent" ("streamId", "version", "type", "schemaVersion", "data", "metadata", "occurredAt")
    SELECT "streamId", "version", "type", "schemaVersion", "data", "metadata", "occurredAt"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS e("streamId" uuid, "version" int, "type" text, "schemaVersion" int, "data" jsonb, "metadata" jsonb, "occurredAt" timestamp(3))
    ORDER BY "version"`;
  try {
    if (read) return await db.$queryRaw<unknown[]>(oneStatement([...alongside, insert, read]));
    await db.$executeRaw(oneStatement([...alongside, insert]));
    return [];
  } catch (e) {
    if (isUniqueViolation(e)) throw new ConflictError("trips.versionConflict");
    throw e;
  }
}
