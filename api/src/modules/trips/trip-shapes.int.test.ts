// The trip's shapes map onto each other without loss (README "One trip model"): a trip saved as
// the spec's save payload (REST, snake_case children) reads back as REST JSON and as the GraphQL
// object; each read, sent back as an update, changes nothing (no new event); and the read model
// row equals the domain trip folded from the log.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { savePayload } from "../../test/save-payload.ts";
import { premiumCaptain, tripForm } from "../../test/trips.ts";
import { foldEvents } from "./trip.events.ts";
import { crewRows, portRows, tripRow } from "./trip.projection.ts";
import { readStream } from "./trip.store.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type Json = Record<string, unknown> & { id: string; version: number };
const GQL_TRIP = `query T($id: ID!) { trip(id: $id) { id version yachtName registrationNumber homePort hullLength enginesCount enginePower
  embarkationPort isEmbarkationTidalPort disembarkationPort isDisembarkationTidalPort distance embarkationDate disembarkationDate
  sailingHours engineHours mooringHours tidalHours logbookNumber captainNotes
  captain { firstName lastName email phone licenseType licenseNumber otherLicense }
  visitedPorts { id name isTidalPort arrivalDate departureDate }
  crewMembers { id fullName email phone role otherRole licenseType otherLicense licenseNumber captainOpinion performance seasickness resistance captainNotes } } }`;
const UPDATE = `mutation U($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input) { version } }`;

describe("one trip, four shapes", () => {
  it("REST snake_case ⇄ domain ⇄ GraphQL round-trips without a change", async () => {
    const { token } = await premiumCaptain(t);
    const form = tripForm({
      licenseType: "_other",
      otherLicense: "Sternik IYT",
      logbookNumber: "",
      isDisembarkationTidalPort: true,
      visitedPorts: [{ name: "Bornholm", isTidalPort: false, arrivalDate: "2026-07-03", departureDate: "2026-07-04" }],
      crewMembers: [
        { ...must(tripForm().crewMembers[0]), role: "_other", otherRole: "Kucharz", licenseType: "_other", otherLicense: "IYT Crew" },
        must(tripForm().crewMembers[0]),
      ],
    });
    const created = await t.rest<{ sailing_trip: Json }>("POST", "/api/sailing-trips", { token, body: savePayload(form) });
    expect(created.status).toBe(201);
    const rest = created.body.sailing_trip;
    const id = rest.id;

    // REST JSON → PUT: the same trip, no event.
    const put = await t.rest<{ sailing_trip: Json }>("PUT", `/api/sailing-trips/${id}`, { token, body: rest });
    expect(put.status).toBe(200);
    expect(put.body.sailing_trip.version).toBe(1);

    // GraphQL object → TripInput → updateTrip: the same trip, no event.
    const read = await t.gql<{ trip: Record<string, unknown> & { captain: Record<string, unknown> } }>(GQL_TRIP, { id }, { token });
    const { id: _id, version: _v, captain, ...fields } = read.data!.trip;
    const input = { ...fields, ...captain };
    const updated = await t.gql<{ updateTrip: { version: number } }>(UPDATE, { id, input }, { token });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateTrip.version).toBe(1);

    // Both wire formats say the same.
    const g = read.data!.trip as unknown as Record<string, unknown> & {
      crewMembers: { id: string; fullName: string; otherRole: string }[];
      visitedPorts: { id: string; isTidalPort: boolean }[];
    };
    expect(rest).toMatchObject({ yacht_name: g.yachtName, hull_length: g.hullLength, disembarkation_date: g.disembarkationDate, other_license: "Sternik IYT" });
    expect((rest.crew_members as { id: string; name: string; role: string }[]).map((m) => [m.id, m.name, m.role])).toEqual(
      g.crewMembers.map((m, i) => [m.id, m.fullName, i === 0 ? m.otherRole : "first_officer"]),
    );
    expect((rest.visited_ports as { id: string; is_tidal: boolean }[]).map((p) => [p.id, p.is_tidal])).toEqual(
      g.visitedPorts.map((p) => [p.id, p.isTidalPort]),
    );

    // Domain (the fold of the log) → stored row.
    const state = foldEvents(await readStream(t.db, id))!;
    const row = await t.db.trip.findUniqueOrThrow({
      where: { id },
      include: { visitedPorts: { orderBy: { position: "asc" } }, crewMembers: { orderBy: { position: "asc" } } },
    });
    const { visitedPorts, crewMembers, ...tripColumns } = row;
    expect(tripColumns).toEqual(tripRow(state));
    expect(visitedPorts).toEqual(portRows(state));
    expect(crewMembers).toEqual(crewRows(state));
    expect(await t.db.tripEvent.count({ where: { streamId: id } })).toBe(1);
  });
});
