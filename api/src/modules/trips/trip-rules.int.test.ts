// The plausibility rules through the API (GraphQL and the REST shim): at, below and above each
// bound, in the caller's language under the form's fields; the tidal warning is confirmed with
// confirmTidalWithoutPorts. Rules apply to commands: a trip stored before them still reads.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripSchema } from "../../../../validation/trip.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { premiumCaptain, tripForm } from "../../test/trips.ts";
import { decide } from "./trip.decider.ts";
import { foldEvents } from "./trip.events.ts";
import { project } from "./trip.projection.ts";
import { appendToStream } from "./trip.store.ts";
import { assignIds } from "./trips.service.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
let token: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const captain = await premiumCaptain(t);
  token = captain.token;
  ownerId = captain.id;
});
afterAll(() => t.close());

const CREATE = `mutation Create($input: TripInput!) { createTrip(input: $input) { id sailingHours tidalHours } }`;
const UPDATE = `mutation Update($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input) { id version } }`;
const STATUS = `mutation Status($id: ID!, $status: TripStatus!) { setTripStatus(id: $id, status: $status) { id status } }`;
const TRIP = `query Trip($id: ID!) { trip(id: $id) { id sailingHours tidalHours visitedPorts { arrivalDate } } }`;
type Fields = Record<string, string>;
const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.fields as Fields | undefined;

// tripForm(): 1–8 July = (7 + 1) × 24 = 192 h; sailing 60 + engine 12 + mooring 96 = 168; disembarkation tidal.
describe("GraphQL createTrip", () => {
  it("accepts hours up to the voyage's length and refuses a hundredth more, under each hour field", async () => {
    expect((await t.gql(CREATE, { input: tripForm({ mooringHours: "120" }) }, { token })).data).toBeTruthy();
    const over = await t.gql(CREATE, { input: tripForm({ mooringHours: "120.01" }) }, { token });
    expect(over.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    const rule = "Godziny żeglugi, pracy silnika i postoju razem przekraczają czas trwania rejsu: (liczba dni między datami + 1) × 24 h";
    expect(fieldsOf(over)).toEqual({ sailingHours: rule, engineHours: rule, mooringHours: rule });
  });

  it("accepts tidal hours up to the hours underway, refuses more, in English when asked", async () => {
    expect((await t.gql(CREATE, { input: tripForm({ tidalHours: "72" }) }, { token })).data).toBeTruthy();
    const over = await t.gql(CREATE, { input: tripForm({ tidalHours: "72.01" }) }, { token, lang: "en" });
    expect(fieldsOf(over)).toEqual({ tidalHours: "Hours in tidal waters cannot exceed the sailing and engine hours together" });
  });

  it("asks to confirm tidal hours with no tidal port, and saves them confirmed without storing the flag", async () => {
    const noTidal = { isDisembarkationTidalPort: false, tidalHours: "5" };
    const refused = await t.gql(CREATE, { input: tripForm(noTidal) }, { token });
    expect(Object.keys(fieldsOf(refused) ?? {})).toEqual(["confirmTidalWithoutPorts"]);
    expect((await t.gql(CREATE, { input: tripForm({ ...noTidal, tidalHours: "0" }) }, { token })).data).toBeTruthy();
    const saved = await t.gql<{ createTrip: { id: string; tidalHours: string } }>(
      CREATE,
      { input: tripForm({ ...noTidal, confirmTidalWithoutPorts: true }) },
      { token },
    );
    expect(saved.data?.createTrip.tidalHours).toBe("5");
    const event = await t.db.tripEvent.findFirst({ where: { streamId: saved.data!.createTrip.id } });
    expect(JSON.stringify(event?.data)).not.toContain("confirmTidalWithoutPorts");
  });

  it("checks the visited ports' dates against the voyage and each other", async () => {
    const port = (arrivalDate: string, departureDate: string) => ({ visitedPorts: [{ name: "Bornholm", isTidalPort: false, arrivalDate, departureDate }] });
    expect((await t.gql(CREATE, { input: tripForm(port("2026-07-01", "2026-07-08")) }, { token })).data).toBeTruthy();
    expect(fieldsOf(await t.gql(CREATE, { input: tripForm(port("2026-06-30", "2026-07-02")) }, { token }))).toEqual({
      "visitedPorts.0.arrivalDate": "Data przybycia musi mieścić się między datą zaokrętowania a datą wyokrętowania",
    });
    expect(fieldsOf(await t.gql(CREATE, { input: tripForm(port("2026-07-05", "2026-07-04")) }, { token }))).toEqual({
      "visitedPorts.0.departureDate": "Data wypłynięcia nie może być wcześniejsza niż data przybycia",
    });
  });

  it("refuses more than 2 decimals", async () => {
    expect(fieldsOf(await t.gql(CREATE, { input: tripForm({ distance: "220.125" }) }, { token }))).toEqual({
      distance: "Podaj liczbę z co najwyżej 2 miejscami po przecinku",
    });
  });
});

describe("REST shim", () => {
  it("answers 422 with the rule's message under the field, and 201 once confirmed", async () => {
    const body = tripForm({ isDisembarkationTidalPort: false, tidalHours: "5" });
    const refused = await t.rest("POST", "/api/sailing-trips", { token, body });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("żaden port nie jest oznaczony jako pływowy");
    expect((await t.rest("POST", "/api/sailing-trips", { token, body: { ...body, confirmTidalWithoutPorts: true } })).status).toBe(201);
  });
});

describe("a trip stored before the rules", () => {
  it("still reads and changes status; an edit must then satisfy the rules", async () => {
    const tripId = randomUUID();
    const valid = assignIds(tripSchema.parse(tripForm()), null, randomUUID);
    const legacy = { ...valid, sailingHours: "500.125", tidalHours: "900", visitedPorts: [{ ...must(valid.visitedPorts[0]), arrivalDate: "2026-09-01" }] };
    await t.db.$transaction(async (tx) => {
      const metadata = { actorId: ownerId, actorRole: "captain" as const, requestId: "legacy", occurredAt: t.clock.now().toISOString() };
      const events = decide({ type: "CreateTrip", data: { tripId, trip: legacy }, metadata }, null);
      await appendToStream(tx, tripId, 0, events);
      await project(tx, null, foldEvents(events)!, events);
    });
    const read = await t.gql<{ trip: { sailingHours: string; tidalHours: string } }>(TRIP, { id: tripId }, { token });
    expect(read.data?.trip).toMatchObject({ sailingHours: "500.125", tidalHours: "900" });
    expect((await t.rest("GET", `/api/sailing-trips/${tripId}`, { token })).status).toBe(200);
    expect((await t.gql(STATUS, { id: tripId, status: "in_progress" }, { token })).data).toBeTruthy();
    const unchanged = await t.gql(UPDATE, { id: tripId, input: tripForm({ sailingHours: "500.125", tidalHours: "900" }) }, { token });
    expect(fieldsOf(unchanged)).toEqual({ sailingHours: "Podaj liczbę z co najwyżej 2 miejscami po przecinku" });
    const edit = await t.gql(UPDATE, { id: tripId, input: tripForm({ sailingHours: "500", tidalHours: "900" }) }, { token });
    expect(Object.keys(fieldsOf(edit) ?? {}).sort()).toEqual(["engineHours", "mooringHours", "sailingHours", "tidalHours"]);
    expect((await t.gql(UPDATE, { id: tripId, input: tripForm() }, { token })).data).toBeTruthy();
  });
});
