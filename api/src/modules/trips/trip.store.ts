// The event store of the trip log: read a stream, append to it with an expected version. Events are
// never updated or deleted (a database trigger refuses it). A lost race on (streamId, version)
// becomes a ConflictError (HTTP 409, GraphQL CONFLICT), never a silent overwrite.
import type { Prisma, TripEvent as TripEventRow } from "../../generated/prisma/client.ts";
import { ConflictError } from "../../errors.ts";
import { isUniqueViolation } from "../../validate.ts";
import { TRIP_EVENT_TYPES, type TripEvent, type TripEventType } from "./trip.events.ts";

export type Tx = Prisma.TransactionClient;

/** A stored event: the event plus its stream, version and global position. */
export type StoredTripEvent = TripEvent & { streamId: string; version: number; position: bigint };

const isEventType = (t: string): t is TripEventType => (TRIP_EVENT_TYPES as readonly string[]).includes(t);

/** Reads a row back into the event union (the JSON columns were written from these very types). */
export function toStoredEvent(row: Pick<TripEventRow, "streamId" | "version" | "position" | "type" | "data" | "metadata">): StoredTripEvent {
  if (!isEventType(row.type)) throw new Error(`Unknown trip event type ${row.type} at position ${row.position}`);
  const event = { type: row.type, data: row.data, metadata: row.metadata } as unknown as TripEvent;
  return { ...event, streamId: row.streamId, version: row.version, position: row.position };
}

export async function readStream(db: Tx, streamId: string): Promise<StoredTripEvent[]> {
  const rows = await db.tripEvent.findMany({ where: { streamId }, orderBy: { version: "asc" } });
  return rows.map(toStoredEvent);
}

/** Appends events after `expectedVersion` (0 for a new stream). */
export async function appendToStream(db: Tx, streamId: string, expectedVersion: number, events: readonly TripEvent[]): Promise<number> {
  if (events.length === 0) return expectedVersion;
  try {
    await db.tripEvent.createMany({
      data: events.map((e, i) => ({
        streamId,
        version: expectedVersion + i + 1,
        type: e.type,
        data: e.data as Prisma.InputJsonObject,
        metadata: e.metadata as Prisma.InputJsonObject,
        occurredAt: new Date(e.metadata.occurredAt),
      })),
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ConflictError("trips.versionConflict");
    throw e;
  }
  return expectedVersion + events.length;
}
