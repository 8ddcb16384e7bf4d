// The history of a trip for people: each event with the names of the fields it changed, found by
// comparing the state before and after it (the same evolve as everywhere else).
import { canonicalJson, evolve, type TripEvent, type TripState } from "./trip.events.ts";

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

export type HistoryStep<E extends TripEvent> = { event: E; before: TripState | null; after: TripState; changedFields: string[] };

/** Replays a stream, pairing every event with what it changed. */
export function historySteps<E extends TripEvent>(events: readonly E[]): HistoryStep<E>[] {
  const steps: HistoryStep<E>[] = [];
  let state: TripState | null = null;
  for (const event of events) {
    const after = evolve(state, event);
    steps.push({ event, before: state, after, changedFields: changedFields(state, after) });
    state = after;
  }
  return steps;
}
