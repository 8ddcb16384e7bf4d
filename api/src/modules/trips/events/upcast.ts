// Reading a stored event: its data is parsed by the schema of the version it was written with
// (schemas.ts, lenient), then lifted version by version (vN → vN+1, pure functions) to the
// current shape, so an event stored years ago reads as today's. The only upcaster that needs more
// than the event is TripUpdated 1 → 2 (a whole snapshot → the fields it changed), which takes the
// state before it: readers fold a stream in order anyway.
import { createHash } from "node:crypto";
import type { TripEvent, TripEventType, TripSnapshot, TripState } from "../trip.events.ts";
import { diffTrips } from "./diff.ts";
import { CURRENT_SCHEMA_VERSION, EVENT_DATA_SCHEMAS, metadataV1, type TripSnapshotV1 } from "./schemas.ts";

/** A row of TripEvent as read from the table. */
export type StoredRow = { streamId: string; version: number; position: bigint; type: string; schemaVersion: number; data: unknown; metadata: unknown };

type Upcaster = (data: never, before: TripState | null) => unknown;

/** upcasters[type][n] lifts data of version n to version n + 1. */
export const UPCASTERS: { [K in TripEventType]: Record<number, Upcaster> } = {
  TripCreated: {},
  TripUpdated: {
    1: (data: { trip: TripSnapshot }, before: TripState | null) => {
      if (!before) throw new Error("TripUpdated before TripCreated");
      return { changes: diffTrips(before.trip, data.trip) };
    },
  },
  TripStatusChanged: {},
  TripDeleted: {},
  TripRestored: {},
};

const isEventType = (t: string): t is TripEventType => Object.hasOwn(CURRENT_SCHEMA_VERSION, t);

/** A stable uuid for a port or crew member stored without an id (the same on every read). */
export function stableId(...parts: (string | number)[]): string {
  const h = createHash("sha1").update(parts.join("/")).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.charAt(16), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Gives rows stored without an id a stable one, from the stream, the row's name and which row of
 * that name it is: the same person keeps the same id in every snapshot of the stream.
 */
function withIds(trip: TripSnapshotV1, streamId: string): TripSnapshot {
  const ids = <R extends { id: string }>(rows: R[], kind: string, name: (r: R) => string): R[] => {
    const seen = new Map<string, number>();
    return rows.map((r) => {
      const n = (seen.get(name(r)) ?? 0) + 1;
      seen.set(name(r), n);
      return r.id ? r : { ...r, id: stableId(streamId, kind, name(r), n) };
    });
  };
  return { ...trip, visitedPorts: ids(trip.visitedPorts, "port", (p) => p.name), crewMembers: ids(trip.crewMembers, "crew", (m) => m.fullName) };
}

/**
 * A stored row as the current event, given the stream's state before it. Throws only when the row
 * cannot be an event at all (unknown type or version, no metadata).
 */
export function upcast(row: StoredRow, before: TripState | null): TripEvent {
  const { type, schemaVersion } = row;
  const where = `${type} v${schemaVersion} at position ${row.position}`;
  if (!isEventType(type)) throw new Error(`Unknown trip event type ${where}`);
  const schema = (EVENT_DATA_SCHEMAS[type] as Record<number, { parse: (v: unknown) => unknown }>)[schemaVersion];
  if (!schema) throw new Error(`Unknown schema version of ${where}`);
  let data = schema.parse(row.data ?? {});
  if (type === "TripCreated" || (type === "TripUpdated" && schemaVersion === 1)) {
    const d = data as { trip: TripSnapshotV1 };
    data = { ...d, trip: withIds(d.trip, row.streamId) };
  }
  for (let v = schemaVersion; v < CURRENT_SCHEMA_VERSION[type]; v++) {
    const up = UPCASTERS[type][v];
    if (!up) throw new Error(`No upcaster of ${type} v${v}`);
    data = up(data as never, before);
  }
  const metadata = metadataV1.parse(row.metadata);
  if (metadata.imported === undefined) delete metadata.imported;
  if (metadata.importSource === undefined) delete metadata.importSource;
  return { type, data, metadata } as TripEvent;
}
