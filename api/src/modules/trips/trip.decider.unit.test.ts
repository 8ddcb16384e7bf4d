// Given events, when a command, then new events (or an error) — the decider alone, no database.
import { describe, expect, it } from "vitest";
import { isAppError } from "../../errors.ts";
import { decide, initialStatus, polishDate, type TripCommand } from "./trip.decider.ts";
import { evolve, foldEvents, type EventMetadata, type TripEvent, type TripSnapshot, type TripStatus } from "./trip.events.ts";
import { assignIds } from "./trips.service.ts";
import { tripSchema } from "../../../../validation/trip.ts";
import { sampleTripForm } from "../../../../validation/sample-trip-form.ts";

const CAPTAIN = "11111111-1111-4111-8111-111111111111";
const OTHER_CAPTAIN = "22222222-2222-4222-8222-222222222222";
const STAFF = "33333333-3333-4333-8333-333333333333";
const TRIP = "44444444-4444-4444-8444-444444444444";

const meta = (over: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: CAPTAIN,
  actorRole: "captain",
  requestId: "req-1",
  occurredAt: "2026-06-01T10:00:00.000Z",
  ...over,
});

/** The shared sample voyage (with a visited port) as a command carries it: parsed by the form's rules, with ids. */
const snapshot = (over: Partial<TripSnapshot> = {}): TripSnapshot => ({
  ...assignIds(tripSchema.parse(sampleTripForm({ visitedPorts: [{ name: "Jastarnia", isTidalPort: false }] })), null, () => "p1"),
  ...over,
});

const created = (status: TripStatus = "planned"): TripEvent => ({
  type: "TripCreated",
  data: { tripId: TRIP, ownerId: CAPTAIN, status, trip: snapshot() },
  metadata: meta(),
});
const statusChanged = (from: TripStatus, to: TripStatus): TripEvent => ({ type: "TripStatusChanged", data: { from, to }, metadata: meta() });
const deleted = (): TripEvent => ({ type: "TripDeleted", data: {}, metadata: meta() });

/** given(events).when(command) → { then(events) | thenThrows(code, key) } */
function given(events: TripEvent[]) {
  const state = foldEvents(events);
  return {
    when(command: TripCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: TripEvent[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string, key?: string) => {
          let caught: unknown;
          try {
            run();
          } catch (e) {
            caught = e;
          }
          expect(isAppError(caught), "a domain error").toBe(true);
          if (isAppError(caught)) {
            expect(caught.code).toBe(code);
            if (key) expect(caught.messageKey).toBe(key);
          }
        },
      };
    },
  };
}

describe("CreateTrip", () => {
  it("starts a future trip as planned", () => {
    given([])
      .when({ type: "CreateTrip", data: { tripId: TRIP, trip: snapshot() }, metadata: meta() })
      .then([created("planned")]);
  });

  it("starts a trip whose disembarkation day is past as completed (Polish calendar day)", () => {
    const trip = snapshot({ embarkationDate: "2026-05-20", disembarkationDate: "2026-05-31" });
    // 23:30 UTC on 31 May is already 1 June in Warsaw.
    expect(initialStatus(trip, "2026-05-31T23:30:00.000Z")).toBe("completed");
    expect(initialStatus(trip, "2026-05-31T20:00:00.000Z")).toBe("planned");
    expect(polishDate("2026-05-31T23:30:00.000Z")).toBe("2026-06-01");
  });

  it("refuses a stream that already exists", () => {
    given([created()])
      .when({ type: "CreateTrip", data: { tripId: TRIP, trip: snapshot() }, metadata: meta() })
      .thenThrows("CONFLICT");
  });
});

describe("UpdateTrip", () => {
  const update = (trip: TripSnapshot, expectedVersion?: number | null, m = meta()): TripCommand => ({
    type: "UpdateTrip",
    data: { trip, expectedVersion },
    metadata: m,
  });

  it("records the new data", () => {
    const trip = snapshot({ yachtName: "Dar Młodzieży" });
    given([created()])
      .when(update(trip))
      .then([{ type: "TripUpdated", data: { changes: [{ path: "yachtName", before: "Zawisza", after: "Dar Młodzieży" }] }, metadata: meta() }]);
    expect(foldEvents([created(), ...decide(update(trip), foldEvents([created()]))])?.trip).toEqual(trip);
  });

  it("records nothing when nothing changed (whatever the key order)", () => {
    const same = Object.fromEntries(Object.entries(snapshot()).reverse()) as TripSnapshot;
    given([created()]).when(update(same)).then([]);
  });

  it("refuses a stale expected version with CONFLICT and accepts the current one", () => {
    const trip = snapshot({ distance: "31" });
    given([created(), statusChanged("planned", "in_progress")])
      .when(update(trip, 1))
      .thenThrows("CONFLICT", "trips.versionConflict");
    given([created(), statusChanged("planned", "in_progress")])
      .when(update(trip, 2))
      .then([{ type: "TripUpdated", data: { changes: [{ path: "distance", before: "30", after: "31" }] }, metadata: meta() }]);
  });

  it("hides another captain's trip, a deleted trip and a missing one as NOT_FOUND", () => {
    given([created()])
      .when(update(snapshot(), null, meta({ actorId: OTHER_CAPTAIN })))
      .thenThrows("NOT_FOUND");
    given([created(), deleted()]).when(update(snapshot())).thenThrows("NOT_FOUND");
    given([]).when(update(snapshot())).thenThrows("NOT_FOUND");
  });
});

describe("ChangeTripStatus", () => {
  const change = (status: TripStatus): TripCommand => ({ type: "ChangeTripStatus", data: { status }, metadata: meta() });
  const history: Record<TripStatus, TripEvent[]> = {
    planned: [created("planned")],
    in_progress: [created("planned"), statusChanged("planned", "in_progress")],
    completed: [created("completed")],
    cancelled: [created("planned"), statusChanged("planned", "cancelled")],
  };
  const allowed: [TripStatus, TripStatus][] = [
    ["planned", "in_progress"],
    ["in_progress", "completed"],
    ["planned", "cancelled"],
    ["in_progress", "cancelled"],
    ["cancelled", "planned"],
  ];
  const statuses: TripStatus[] = ["planned", "in_progress", "completed", "cancelled"];

  it.each(allowed)("allows %s → %s", (from, to) => {
    given(history[from])
      .when(change(to))
      .then([statusChanged(from, to)]);
  });

  it.each(statuses)("treats %s → the same status as a no-op", (s) => {
    given(history[s]).when(change(s)).then([]);
  });

  const refused = statuses.flatMap((from) =>
    statuses.filter((to) => to !== from && !allowed.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const),
  );
  it.each(refused)("refuses %s → %s with a message naming the allowed moves", (from, to) => {
    given(history[from]).when(change(to)).thenThrows("CONFLICT", `trips.status.notAllowed.${from}`);
  });
});

describe("DeleteTrip and RestoreTrip", () => {
  const restore = (m = meta({ actorId: STAFF, actorRole: "staff" })): TripCommand => ({
    type: "RestoreTrip",
    data: { feeId: "fee-1", amountGrosze: 1000, currency: "PLN" },
    metadata: m,
  });

  it("deletes the owner's trip once; a second delete is NOT_FOUND", () => {
    given([created()]).when({ type: "DeleteTrip", data: {}, metadata: meta() }).then([deleted()]);
    given([created(), deleted()]).when({ type: "DeleteTrip", data: {}, metadata: meta() }).thenThrows("NOT_FOUND");
    given([created()])
      .when({ type: "DeleteTrip", data: {}, metadata: meta({ actorId: OTHER_CAPTAIN }) })
      .thenThrows("NOT_FOUND");
  });

  it("lets staff restore a deleted trip, recording the 10 zł fee", () => {
    const m = meta({ actorId: STAFF, actorRole: "staff" });
    given([created(), deleted()])
      .when(restore(m))
      .then([{ type: "TripRestored", data: { feeId: "fee-1", amountGrosze: 1000, currency: "PLN" }, metadata: m }]);
  });

  it("refuses to restore a live trip, a missing one, or for a captain", () => {
    given([created()]).when(restore()).thenThrows("CONFLICT", "trips.notDeleted");
    given([]).when(restore()).thenThrows("NOT_FOUND");
    given([created(), deleted()]).when(restore(meta())).thenThrows("FORBIDDEN");
  });
});

describe("evolve", () => {
  it("folds a whole life: versions, status, deletion and restoration", () => {
    const restoredMeta = meta({ actorId: STAFF, actorRole: "staff", occurredAt: "2026-06-03T08:00:00.000Z" });
    const events: TripEvent[] = [
      created(),
      statusChanged("planned", "in_progress"),
      { type: "TripDeleted", data: {}, metadata: meta({ occurredAt: "2026-06-02T09:00:00.000Z" }) },
    ];
    const gone = foldEvents(events)!;
    expect(gone).toMatchObject({ version: 3, status: "in_progress", deletedAt: "2026-06-02T09:00:00.000Z", deletedById: CAPTAIN });
    const back = evolve(gone, { type: "TripRestored", data: { feeId: "f", amountGrosze: 1000, currency: "PLN" }, metadata: restoredMeta });
    expect(back).toMatchObject({
      version: 4,
      deletedAt: null,
      deletedById: null,
      updatedAt: "2026-06-03T08:00:00.000Z",
      createdAt: "2026-06-01T10:00:00.000Z",
    });
  });

  it("refuses an event before TripCreated", () => {
    expect(() => evolve(null, deleted())).toThrow(/before TripCreated/);
  });
});
