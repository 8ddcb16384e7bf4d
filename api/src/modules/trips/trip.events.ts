// The trip log's events and state. One stream per trip; each event is `{ type, data, metadata }`
// and the state is a pure left fold of them (`evolve`), used by the decider, the projection and
// the history alike.
// The data's shapes are the event schemas' (events/schemas.ts), never the form's: a stored trip
// reads as it was stored, whatever today's rules are.
import type { TripStatus } from "../../../../validation/trip.ts";
import { applyChanges, canonicalJson, type TripChange } from "./events/diff.ts";
import type { TripSnapshotV1 } from "./events/schemas.ts";

export type { TripStatus, TripChange };
export { canonicalJson };

/** The domain trip: a whole trip as the captain recorded it, with stable ids for ports and crew. */
export type TripSnapshot = TripSnapshotV1;

export type ActorRole = "captain" | "staff";
export type EventMetadata = {
  actorId: string;
  actorRole: ActorRole;
  requestId: string;
  /** ISO 8601, from the injected clock. */
  occurredAt: string;
  /** Set on a TripCreated that came from a file import (POST /api/sailing-trips/import). */
  imported?: true;
  importSource?: ImportSource;
};

/** Where an imported trip came from: the uploaded file's name, its format and the row in it (1-based). */
export type ImportSource = { fileName: string; format: "csv" | "json"; row: number };

type Event<T extends string, D> = { type: T; data: D; metadata: EventMetadata };

type TripCreated = Event<"TripCreated", { tripId: string; ownerId: string; status: TripStatus; trip: TripSnapshot }>;
/** v2: the fields the edit changed (v1, a whole snapshot, is upcast to this on read). */
type TripUpdated = Event<"TripUpdated", { changes: TripChange[] }>;
/** `from`/`to` as stored: a status that no longer exists still reads. */
type TripStatusChanged = Event<"TripStatusChanged", { from: TripStatus; to: TripStatus }>;
type TripDeleted = Event<"TripDeleted", Record<string, never>>;
type TripRestored = Event<"TripRestored", { feeId: string; amountGrosze: number; currency: string }>;

export type TripEvent = TripCreated | TripUpdated | TripStatusChanged | TripDeleted | TripRestored;
export type TripEventType = TripEvent["type"];
export const TRIP_EVENT_TYPES = ["TripCreated", "TripUpdated", "TripStatusChanged", "TripDeleted", "TripRestored"] as const satisfies readonly TripEventType[];

/** The current state of one trip; the read model row is a copy of it. */
export type TripState = {
  id: string;
  ownerId: string;
  status: TripStatus;
  /** The number of events in the stream, i.e. the version of the last one. */
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedById: string | null;
  trip: TripSnapshot;
};

export function evolve(state: TripState | null, event: TripEvent): TripState {
  const at = event.metadata.occurredAt;
  if (event.type === "TripCreated") {
    if (state) throw new Error(`TripCreated on the existing stream ${state.id}`);
    const { tripId, ownerId, status, trip } = event.data;
    return { id: tripId, ownerId, status, version: 1, createdAt: at, updatedAt: at, deletedAt: null, deletedById: null, trip };
  }
  if (!state) throw new Error(`${event.type} before TripCreated`);
  const next = { ...state, version: state.version + 1, updatedAt: at };
  switch (event.type) {
    case "TripUpdated":
      return { ...next, trip: applyChanges(state.trip, event.data.changes) };
    case "TripStatusChanged":
      return { ...next, status: event.data.to };
    case "TripDeleted":
      return { ...next, deletedAt: at, deletedById: event.metadata.actorId };
    case "TripRestored":
      return { ...next, deletedAt: null, deletedById: null };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown trip event ${JSON.stringify(unknown)}`);
    }
  }
}

export const foldEvents = (events: readonly TripEvent[], state: TripState | null = null): TripState | null =>
  events.reduce<TripState | null>((s, e) => evolve(s, e), state);
