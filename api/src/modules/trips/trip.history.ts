// The history of a trip for people: each event with what it changed. An edit (TripUpdated v2)
// carries its changes field by field; a list (visited ports, crew) is named by who or what was
// added, removed or edited. Other events name the fields that differ between the states before
// and after them (the same evolve as everywhere else).
import { canonicalJson, evolve, type TripChange, type TripEvent, type TripState } from "./trip.events.ts";

type Flat = Record<string, unknown>;

/** The state as a flat record of user-visible fields: the trip's fields, `status` and `deleted`. */
const flatten = (s: TripState | null): Flat => (s ? { ...s.trip, status: s.status, deleted: s.deletedAt !== null } : {});

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0);

/** Field names whose values differ; for a new trip, the fields that were filled in. */
export function changedFields(before: TripState | null, after: TripState): string[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  if (!before) return keys.filter((k) => k !== "deleted" && !isEmpty(b[k]));
  return keys.filter((k) => canonicalJson(a[k]) !== canonicalJson(b[k]));
}

/**
 * One changed field as people read it: a value's before and after as text ("true"/"false" for a
 * flag, null for empty), or, for a list, the names of the rows added, removed and edited.
 */
export type FieldChange = { field: string; before: string | null; after: string | null; added: string[]; removed: string[]; edited: string[] };

type Row = { id?: unknown; name?: unknown; fullName?: unknown };
const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);
const asText = (v: unknown): string | null =>
  v === null || v === undefined || v === ""
    ? null
    : typeof v === "string"
      ? v
      : typeof v === "number" || typeof v === "boolean"
        ? String(v)
        : JSON.stringify(v);
const nameOf = (r: Row) => asText(r.fullName ?? r.name) ?? "";

export function describeChange(c: TripChange): FieldChange {
  if (!Array.isArray(c.before) && !Array.isArray(c.after)) {
    return { field: c.path, before: asText(c.before), after: asText(c.after), added: [], removed: [], edited: [] };
  }
  const before = rowsOf(c.before);
  const after = rowsOf(c.after);
  const key = (r: Row, i: number) => (typeof r.id === "string" && r.id ? r.id : `#${i}`);
  const old = new Map(before.map((r, i) => [key(r, i), r]));
  const now = new Map(after.map((r, i) => [key(r, i), r]));
  return {
    field: c.path,
    before: null,
    after: null,
    added: after.filter((r, i) => !old.has(key(r, i))).map(nameOf),
    removed: before.filter((r, i) => !now.has(key(r, i))).map(nameOf),
    edited: after.filter((r, i) => old.has(key(r, i)) && canonicalJson(old.get(key(r, i))) !== canonicalJson(r)).map(nameOf),
  };
}

type HistoryStep<E extends TripEvent> = { event: E; before: TripState | null; after: TripState; changedFields: string[]; changes: FieldChange[] };

/** Replays a stream, pairing every event with what it changed. */
export function historySteps<E extends TripEvent>(events: readonly E[]): HistoryStep<E>[] {
  const steps: HistoryStep<E>[] = [];
  let state: TripState | null = null;
  for (const event of events) {
    const after = evolve(state, event);
    const changes = event.type === "TripUpdated" ? event.data.changes.map(describeChange) : [];
    steps.push({ event, before: state, after, changedFields: changedFields(state, after), changes });
    state = after;
  }
  return steps;
}
