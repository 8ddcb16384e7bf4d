// The REST trip wire format round-trips (issue #14, one trip model): a full trip (crew, ports with
// dates, tides, engine) saved as the domain trip, read as REST JSON, read back through the one
// body mapping, equals the domain trip; and PUTting the JSON it answered changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripSchema } from "../../../../validation/trip.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { savePayload } from "../../test/save-payload.ts";
import { premiumCaptain, tripForm } from "../../test/trips.ts";
import { parseInput } from "../../validate.ts";
import { tripFormFromBody } from "./trip.json.ts";
import { restTripSchema, type RestTrip } from "./trip.rest-schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const full = () =>
  tripForm({
    isEmbarkationTidalPort: true,
    tidalHours: "14",
    visitedPorts: [
      { name: "Bornholm", isTidalPort: false, arrivalDate: "2026-07-03", departureDate: "2026-07-04" },
      { name: "Helgoland", isTidalPort: true, arrivalDate: "2026-07-05", departureDate: "2026-07-06" },
    ],
    crewMembers: [
      ...tripForm().crewMembers,
      {
        fullName: "Ewa Ślązak",
        email: "",
        phone: "",
        role: "_other",
        otherRole: "Kucharz",
        licenseType: "_other",
        otherLicense: "IYT Day Skipper",
        licenseNumber: "IYT-9",
        captainOpinion: "negative",
        performance: "sufficient",
        seasickness: "severe",
        resistance: "insufficient",
        captainNotes: "Do poprawy",
      },
    ],
  });

/** The domain trip without the ids the server gives (ports and crew get ids on save). */
const withoutIds = (form: ReturnType<typeof tripSchema.parse>) => ({
  ...form,
  visitedPorts: form.visitedPorts.map(({ id: _id, ...p }) => p),
  crewMembers: form.crewMembers.map(({ id: _id, ...m }) => m),
});

describe("the REST trip wire format", () => {
  it("domain → REST JSON → domain is the same trip, and the JSON matches its schema", async () => {
    const { token } = await premiumCaptain(t);
    const domain = parseInput(tripSchema, full());
    const created = await t.rest<{ sailing_trip: RestTrip }>("POST", "/api/sailing-trips", { token, body: savePayload(full()) });
    expect(created.status).toBe(201);
    const json = restTripSchema.parse(created.body.sailing_trip);
    expect(json.crew_members).toHaveLength(2);
    expect(json.visited_ports.map((p) => [p.name, p.is_tidal, p.arrival_date])).toEqual([
      ["Bornholm", false, "2026-07-03"],
      ["Helgoland", true, "2026-07-05"],
    ]);

    const back = parseInput(tripSchema, tripFormFromBody(json));
    expect(withoutIds(back)).toEqual(withoutIds(domain));
  });

  it("PUT of the answered JSON (with its version) stores the same trip", async () => {
    const { token } = await premiumCaptain(t);
    const created = await t.rest<{ sailing_trip: RestTrip }>("POST", "/api/sailing-trips", { token, body: savePayload(full()) });
    const before = created.body.sailing_trip;
    const put = await t.rest<{ sailing_trip: RestTrip }>("PUT", `/api/sailing-trips/${before.id}`, {
      token,
      body: { ...before, expected_version: before.version },
    });
    expect(put.status).toBe(200);
    const { version: _v1, updated_at: _u1, ...a } = before;
    const { version: _v2, updated_at: _u2, ...b } = put.body.sailing_trip;
    expect(b).toEqual(a);
  });
});
