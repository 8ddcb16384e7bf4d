// Field-level changes of a trip: what a TripUpdated (v2) stores and how evolve applies it. A field
// is one of the wizard's fields; the visited ports and the crew are lists that change as a whole
// (before and after in full, so applying a change is exact and the history can name who was added).
import { tripSnapshotV1 } from "./schemas.ts";
import type { TripSnapshot } from "../trip.events.ts";

type TripField = keyof TripSnapshot;
export type TripChange = { path: TripField; before: unknown; after: unknown };

const TRIP_FIELDS = Object.keys(tripSnapshotV1.shape) as TripField[];
const isTripField = (path: string): path is TripField => (TRIP_FIELDS as string[]).includes(path);

/** JSON with sorted keys: equal values compare equal whatever order the database kept the keys in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The fields whose values differ, in the wizard's order. */
export function diffTrips(before: TripSnapshot, after: TripSnapshot): TripChange[] {
  return TRIP_FIELDS.filter((f) => canonicalJson(before[f] ?? null) !== canonicalJson(after[f] ?? null)).map((path) => ({
    path,
    before: before[path] ?? null,
    after: after[path] ?? null,
  }));
}

/** The trip after the changes; a value is read leniently like any stored one, an unknown field ignored. */
export function applyChanges(trip: TripSnapshot, changes: readonly { path: string; after: unknown }[]): TripSnapshot {
  const next: Record<string, unknown> = { ...trip };
  for (const c of changes) {
    if (isTripField(c.path)) next[c.path] = tripSnapshotV1.shape[c.path].parse(c.after);
  }
  return next as TripSnapshot;
}
