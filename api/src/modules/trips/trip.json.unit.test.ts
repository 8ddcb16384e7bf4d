import { describe, expect, it } from "vitest";
import { tripSchema } from "../../../../validation/trip.ts";
import { expectedVersionFromBody, tripFormFromBody } from "./trip.json.ts";
import { changedFields } from "./trip.history.ts";
import { diffTrips } from "./events/diff.ts";
import { assignIds } from "./trips.service.ts";
import { foldEvents, type TripEvent, type TripSnapshot } from "./trip.events.ts";
import { must } from "../../../../validation/must.ts";
import { sampleTripForm } from "../../../../validation/sample-trip-form.ts";
import { savePayload } from "../../test/save-payload.ts";

/**
 * The shared sample as a REST client saves it (spec §3), its ports and crew written in the ways the
 * spec allows: `is_tidal`, a blank row, a plain string, free text for a role and a licence.
 */
const payload = {
  ...savePayload(sampleTripForm()),
  visitedPorts: [{ name: "Jastarnia", is_tidal: true }, { name: "", is_tidal: false }, "Puck"],
  crewMembers: [
    {
      name: "Anna",
      role: "Kucharz",
      license: "IYT Skipper",
      license_number: "7",
      captain_opinion: "positive",
      performance: "good",
      seasickness: "none",
      resistance: "good",
    },
    { name: "Piotr", role: "mechanic", license: "pzz-zj", captain_opinion: "unknown", performance: "good", seasickness: "mild", resistance: "good" },
    { name: "", role: "crew" },
  ],
};

describe("REST bodies → the form shape", () => {
  it("reads the spec's save payload: free text back to _other, blank rows dropped, plain-string ports", () => {
    const trip = tripSchema.parse(tripFormFromBody(payload));
    expect(trip.visitedPorts.map((p) => [p.name, p.isTidalPort])).toEqual([
      ["Jastarnia", true],
      ["Puck", false],
    ]);
    expect(trip.crewMembers).toHaveLength(2);
    expect(trip.crewMembers[0]).toMatchObject({ role: "_other", otherRole: "Kucharz", licenseType: "_other", otherLicense: "IYT Skipper", licenseNumber: "7" });
    expect(trip.crewMembers[1]).toMatchObject({ role: "mechanic", otherRole: null, licenseType: "pzz-zj", otherLicense: null });
  });

  it("reads the camelCase form data the same way, and a nested captain object", () => {
    const { firstName: _f, ...rest } = payload;
    const form = {
      ...rest,
      captain: { first_name: "Jan" },
      visitedPorts: [{ name: "Jastarnia", isTidalPort: true }],
      crewMembers: [
        {
          fullName: "Anna",
          role: "_other",
          otherRole: "Kucharz",
          licenseType: "",
          captainOpinion: "positive",
          performance: "good",
          seasickness: "none",
          resistance: "good",
        },
      ],
    };
    const trip = tripSchema.parse(tripFormFromBody(form));
    expect(trip.firstName).toBe("Jan");
    expect(trip.crewMembers[0]).toMatchObject({ fullName: "Anna", role: "_other", otherRole: "Kucharz", licenseType: null });
  });

  it("reads an optional expected version", () => {
    expect(expectedVersionFromBody({ expected_version: 3 })).toBe(3);
    expect(expectedVersionFromBody({ expectedVersion: "4" })).toBe(4);
    expect(expectedVersionFromBody({})).toBeNull();
  });
});

describe("stable ids of ports and crew members", () => {
  const ids = ["n1", "n2", "n3", "n4"];
  const newId = () => ids.shift()!;
  const input = tripSchema.parse(tripFormFromBody(payload));

  it("keeps an id the trip already has and replaces unknown or repeated ones", () => {
    const current = {
      ...(input as unknown as TripSnapshot),
      visitedPorts: [{ id: "p-old", name: "x", isTidalPort: false, arrivalDate: null, departureDate: null }],
      crewMembers: [],
    };
    const withIds = assignIds(
      {
        ...input,
        visitedPorts: [
          { ...must(input.visitedPorts[0]), id: "p-old" },
          { ...must(input.visitedPorts[1]), id: "p-old" },
        ],
        crewMembers: [{ ...must(input.crewMembers[0]), id: "someone-elses" }],
      },
      current,
      newId,
    );
    expect(withIds.visitedPorts.map((p) => p.id)).toEqual(["p-old", "n1"]);
    expect(withIds.crewMembers.map((m) => m.id)).toEqual(["n2"]);
  });

  it("gives a row sent without an id the id of an unclaimed row of the same name", () => {
    const first = assignIds(
      input,
      null,
      (() => {
        let i = 0;
        return () => `a${++i}`;
      })(),
    );
    const again = assignIds({ ...input, crewMembers: [...input.crewMembers].reverse() }, first, () => "new");
    expect(again.crewMembers.map((m) => [m.fullName, m.id])).toEqual([
      ["Piotr", first.crewMembers[1]?.id],
      ["Anna", first.crewMembers[0]?.id],
    ]);
    expect(again.visitedPorts.map((p) => p.id)).toEqual(first.visitedPorts.map((p) => p.id));
  });
});

describe("history: changed fields", () => {
  it("lists what differs from the previous state, and what a new trip filled in", () => {
    const trip = assignIds(
      tripSchema.parse(tripFormFromBody(payload)),
      null,
      (() => {
        let i = 0;
        return () => `id-${++i}`;
      })(),
    );
    const metadata = { actorId: "a", actorRole: "captain" as const, requestId: "r", occurredAt: "2026-06-01T10:00:00.000Z" };
    const created: TripEvent = { type: "TripCreated", data: { tripId: "t", ownerId: "a", status: "planned", trip }, metadata };
    const before = foldEvents([created])!;
    expect(changedFields(null, before)).toContain("yachtName");
    expect(changedFields(null, before)).not.toContain("logbookNumber");
    const updated: TripEvent = { type: "TripUpdated", data: { changes: diffTrips(trip, { ...trip, yachtName: "Dar", crewMembers: [] }) }, metadata };
    expect(changedFields(before, foldEvents([updated], before)!)).toEqual(["crewMembers", "yachtName"]);
    const status: TripEvent = { type: "TripStatusChanged", data: { from: "planned", to: "cancelled" }, metadata };
    expect(changedFields(before, foldEvents([status], before)!)).toEqual(["status"]);
  });
});
