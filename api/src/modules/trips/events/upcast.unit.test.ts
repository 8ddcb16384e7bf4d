// The stored event shapes and their upcasters: every version ever written reads as today's event,
// leniently (today's form rules never apply to a read), and the pure upcasters are exact.
import { describe, expect, it } from "vitest";
import { evolve, foldEvents, type TripEvent, type TripSnapshot } from "../trip.events.ts";
import { applyChanges, diffTrips } from "./diff.ts";
import { CURRENT_SCHEMA_VERSION, EVENT_DATA_SCHEMAS } from "./schemas.ts";
import { UPCASTERS, stableId, upcast, type StoredRow } from "./upcast.ts";
import { describeChange } from "../trip.history.ts";
import { must } from "../../../../../validation/must.ts";
import { TRIP_2024 } from "../../../test/old-events.ts";

const STREAM = "44444444-4444-4444-8444-444444444444";
const metadata = { actorId: "11111111-1111-4111-8111-111111111111", actorRole: "captain", requestId: "r", occurredAt: "2024-05-01T10:00:00.000Z" };

/**
 * The 2024 trip with more that today's rules refuse: a licence from an older list, a tidal flag as
 * text, a date with a time, no disembarkation tidal flag (added to the form since), a crew member
 * with only an opinion.
 */
const { isDisembarkationTidalPort: _addedSince, ...stored2024 } = TRIP_2024;
const oldTrip = {
  ...stored2024,
  licenseType: "jacht_sternik_morski",
  isEmbarkationTidalPort: "true",
  visitedPorts: [{ name: "Hel" }],
  embarkationDate: "2024-04-20T00:00:00.000Z",
  crewMembers: [{ fullName: "Ewa Ślązak", role: "bosman", captainOpinion: "good" }],
};

const row = (over: Partial<StoredRow>): StoredRow => ({
  streamId: STREAM,
  version: 1,
  position: 1n,
  type: "TripCreated",
  schemaVersion: 1,
  data: {},
  metadata,
  ...over,
});

describe("reading the oldest shapes", () => {
  const created = upcast(row({ data: { tripId: STREAM, ownerId: metadata.actorId, status: "completed", trip: oldTrip } }), null);
  const state = evolve(null, created);

  it("reads a TripCreated v1 as it was stored: defaults for missing fields, no form rule applied", () => {
    expect(state.trip).toMatchObject({
      email: "nie-e-mail",
      licenseType: "jacht_sternik_morski",
      hullLength: "12.5",
      enginesCount: "1",
      isEmbarkationTidalPort: true,
      isDisembarkationTidalPort: false,
      tidalHours: "",
      otherLicense: null,
      logbookNumber: null,
      embarkationDate: "2024-04-20",
      sailingHours: "96",
    });
    expect(state.trip.crewMembers[0]).toMatchObject({ fullName: "Ewa Ślązak", role: "bosman", performance: "", email: null });
  });

  it("gives ports and crew stored without an id a stable uuid", () => {
    const again = evolve(null, upcast(row({ data: { tripId: STREAM, ownerId: metadata.actorId, status: "completed", trip: oldTrip } }), null));
    expect(state.trip.visitedPorts[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.trip.visitedPorts[0]?.id).toBe(state.trip.visitedPorts[0]?.id);
    expect(stableId("a", 1)).not.toBe(stableId("a", 2));
  });

  it("upcasts a TripUpdated v1 snapshot to the fields it changed against the previous state", () => {
    const snapshot = { ...oldTrip, disembarkationPort: "Hel", sailingHours: "102", crewMembers: [] };
    const updated = upcast(row({ version: 2, position: 2n, type: "TripUpdated", data: { trip: snapshot } }), state);
    expect(updated.type).toBe("TripUpdated");
    const changes = (updated as Extract<TripEvent, { type: "TripUpdated" }>).data.changes;
    expect(changes.map((c) => [c.path, c.before, c.after]).filter(([p]) => p !== "crewMembers")).toEqual([
      ["disembarkationPort", "Gdynia", "Hel"],
      ["sailingHours", "96", "102"],
    ]);
    expect(describeChange(changes.find((c) => c.path === "crewMembers")!)).toMatchObject({ field: "crewMembers", removed: ["Ewa Ślązak"], added: [] });
    const after = evolve(state, updated);
    expect(after.trip).toMatchObject({ disembarkationPort: "Hel", sailingHours: "102", crewMembers: [] });
  });

  it("refuses what cannot be an event: an unknown type or schema version", () => {
    expect(() => upcast(row({ type: "TripRenamed" }), null)).toThrow(/Unknown trip event type/);
    expect(() => upcast(row({ schemaVersion: 9 }), null)).toThrow(/Unknown schema version/);
  });

  it("has an upcaster for every version below the current one", () => {
    for (const [type, current] of Object.entries(CURRENT_SCHEMA_VERSION)) {
      const versions = Object.keys(EVENT_DATA_SCHEMAS[type as keyof typeof EVENT_DATA_SCHEMAS]).map(Number);
      expect(Math.max(...versions)).toBe(current);
      for (let v = 1; v < current; v++) expect(UPCASTERS[type as keyof typeof UPCASTERS][v]).toBeTypeOf("function");
    }
  });
});

describe("field-level changes", () => {
  const base = evolve(null, upcast(row({ data: { tripId: STREAM, ownerId: metadata.actorId, status: "planned", trip: oldTrip } }), null)).trip;

  it("diff then apply gives the new trip back; no change, no diff", () => {
    const next: TripSnapshot = {
      ...base,
      disembarkationPort: "Hel",
      crewMembers: [...base.crewMembers, { ...must(base.crewMembers[0]), id: "m2", fullName: "Adam Nowak" }],
    };
    const changes = diffTrips(base, next);
    expect(changes.map((c) => c.path)).toEqual(["disembarkationPort", "crewMembers"]);
    expect(applyChanges(base, changes)).toEqual(next);
    expect(diffTrips(base, { ...base })).toEqual([]);
    expect(describeChange(must(changes[1]))).toEqual({ field: "crewMembers", before: null, after: null, added: ["Adam Nowak"], removed: [], edited: [] });
    expect(describeChange({ path: "isEmbarkationTidalPort", before: true, after: false })).toMatchObject({ before: "true", after: "false" });
  });

  it("a v2 event reads back as it was written", () => {
    const changes = [{ path: "distance", before: "30", after: "31,5" }];
    const state = foldEvents([
      { type: "TripCreated", data: { tripId: STREAM, ownerId: metadata.actorId, status: "planned", trip: base }, metadata } as TripEvent,
    ])!;
    const read = upcast(row({ version: 2, type: "TripUpdated", schemaVersion: 2, data: { changes } }), state);
    expect(read.data).toEqual({ changes });
    expect(evolve(state, read).trip.distance).toBe("31,5");
  });
});
