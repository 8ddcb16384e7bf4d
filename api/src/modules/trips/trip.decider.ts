// The pure decider of the trip log: decide(command, state) → the new events, or a thrown domain
// error of the one taxonomy (errors.ts). No database, no clock: time and ids come in the command.
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors.ts";
import { TRIP_STATUS_TRANSITIONS, type TripStatus } from "../../../../validation/trip.ts";
import { diffTrips } from "./events/diff.ts";
import { type EventMetadata, type TripEvent, type TripSnapshot, type TripState } from "./trip.events.ts";

type Command<T extends string, D> = { type: T; data: D; metadata: EventMetadata };

type CreateTrip = Command<"CreateTrip", { tripId: string; trip: TripSnapshot }>;
type UpdateTrip = Command<"UpdateTrip", { trip: TripSnapshot; expectedVersion?: number | null }>;
type ChangeTripStatus = Command<"ChangeTripStatus", { status: TripStatus }>;
type DeleteTrip = Command<"DeleteTrip", Record<string, never>>;
type RestoreTrip = Command<"RestoreTrip", { feeId: string; amountGrosze: number; currency: string }>;
export type TripCommand = CreateTrip | UpdateTrip | ChangeTripStatus | DeleteTrip | RestoreTrip;

/** The reversal fee of a restore (spec §9: 10 zł), in grosze. */
export const REVERSAL_FEE = { amountGrosze: 1000, currency: "PLN" } as const;

const WARSAW_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit", day: "2-digit" });
/** The calendar day in Poland of an instant, as 'YYYY-MM-DD'. */
export const polishDate = (iso: string) => WARSAW_DATE.format(new Date(iso));

/** A trip whose disembarkation day is already past starts completed, any other planned. */
export const initialStatus = (trip: TripSnapshot, occurredAt: string): TripStatus =>
  trip.disembarkationDate < polishDate(occurredAt) ? "completed" : "planned";

/** The trip, when it exists, is not deleted and belongs to the captain acting; otherwise 404 (never 403). */
function ownLiveTrip(state: TripState | null, metadata: EventMetadata): TripState {
  if (!state || state.deletedAt !== null || state.ownerId !== metadata.actorId) throw new NotFoundError();
  return state;
}

export function decide(command: TripCommand, state: TripState | null): TripEvent[] {
  const { metadata } = command;
  switch (command.type) {
    case "CreateTrip": {
      if (state) throw new ConflictError();
      const { tripId, trip } = command.data;
      const status = initialStatus(trip, metadata.occurredAt);
      return [{ type: "TripCreated", data: { tripId, ownerId: metadata.actorId, status, trip }, metadata }];
    }
    case "UpdateTrip": {
      const current = ownLiveTrip(state, metadata);
      const { expectedVersion, trip } = command.data;
      if (expectedVersion != null && expectedVersion !== current.version) throw new ConflictError("trips.versionConflict");
      const changes = diffTrips(current.trip, trip);
      if (changes.length === 0) return [];
      return [{ type: "TripUpdated", data: { changes }, metadata }];
    }
    case "ChangeTripStatus": {
      const current = ownLiveTrip(state, metadata);
      const to = command.data.status;
      if (to === current.status) return [];
      if (!TRIP_STATUS_TRANSITIONS[current.status].includes(to)) throw new ConflictError(`trips.status.notAllowed.${current.status}`);
      return [{ type: "TripStatusChanged", data: { from: current.status, to }, metadata }];
    }
    case "DeleteTrip": {
      ownLiveTrip(state, metadata);
      return [{ type: "TripDeleted", data: {}, metadata }];
    }
    case "RestoreTrip": {
      if (metadata.actorRole !== "staff") throw new ForbiddenError();
      if (!state) throw new NotFoundError();
      if (state.deletedAt === null) throw new ConflictError("trips.notDeleted");
      return [{ type: "TripRestored", data: command.data, metadata }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown trip command ${JSON.stringify(unknown)}`);
    }
  }
}
