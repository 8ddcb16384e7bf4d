// GraphQL operations of the trip log, with their errors (codes in extensions.code).
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { premiumCaptain, tripForm, unknownTripId } from "../../test/trips.ts";
import { first, must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const TRIP_FIELDS = `id status version yachtName embarkationDate cruiseDays tidalPortsCount
  captain { firstName lastName licenseType otherLicense }
  visitedPorts { id name isTidalPort } crewMembers { id fullName role otherRole roleText licenseText }`;
const CREATE = `mutation Create($input: TripInput!) { createTrip(input: $input) { ${TRIP_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: TripInput!, $v: Int) { updateTrip(id: $id, input: $input, expectedVersion: $v) { ${TRIP_FIELDS} } }`;
const STATUS = `mutation Status($id: ID!, $status: TripStatus!) { setTripStatus(id: $id, status: $status) { id status version } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTrip(id: $id) { success message } }`;
const TRIP = `query Trip($id: ID!) { trip(id: $id) { ${TRIP_FIELDS} } }`;
const TRIPS = `query Trips($search: String, $sort: TripSort, $first: Int, $after: String) {
  trips(search: $search, sort: $sort, first: $first, after: $after) { totalCount hasNextPage endCursor nodes { id yachtName embarkationDate } } }`;
const HISTORY = `query History($id: ID!) { tripHistory(tripId: $id) { type version occurredAt status changedFields actor { name role } } }`;

type Trip = {
  id: string;
  status: string;
  version: number;
  yachtName: string;
  crewMembers: { id: string; fullName: string; role: string; otherRole: string | null; roleText: string }[];
  visitedPorts: { id: string; name: string }[];
} & Record<string, unknown>;
type Page = { totalCount: number; hasNextPage: boolean; endCursor: string | null; nodes: { id: string; yachtName: string; embarkationDate: string }[] };

const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;

async function createTrip(token: string, over = {}) {
  const res = await t.gql<{ createTrip: Trip }>(CREATE, { input: tripForm(over) }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createTrip;
}

describe("createTrip / trip / trips", () => {
  it("creates from the form data and reads it back, _other role shown as its free text", async () => {
    const { token } = await premiumCaptain(t);
    const member = { ...tripForm().crewMembers[0], role: "_other", otherRole: "Kucharz" };
    const trip = await createTrip(token, { crewMembers: [member], licenseType: "_other", otherLicense: "Sternik IYT" });
    expect(trip).toMatchObject({
      status: "planned",
      version: 1,
      cruiseDays: 7,
      tidalPortsCount: 1,
      captain: { licenseType: "_other", otherLicense: "Sternik IYT" },
    });
    expect(trip.crewMembers[0]).toMatchObject({ role: "_other", otherRole: "Kucharz", roleText: "Kucharz", licenseText: "pzz-zj" });
    const read = await t.gql<{ trip: Trip }>(TRIP, { id: trip.id }, { token });
    expect(read.data?.trip).toEqual(trip);
  });

  it("reports PREMIUM_REQUIRED, VALIDATION_FAILED with field messages, UNAUTHENTICATED", async () => {
    const poor = await registerCaptain(t);
    const denied = await t.gql(CREATE, { input: tripForm() }, { token: poor.token, lang: "en" });
    expect(denied.errors?.[0]).toMatchObject({ message: "This feature requires a Premium account", extensions: { code: "PREMIUM_REQUIRED" } });
    const { token } = await premiumCaptain(t);
    const invalid = await t.gql(CREATE, { input: tripForm({ yachtName: "", mooringHours: "", licenseType: "_other", otherLicense: "" }) }, { token });
    expect(invalid.errors?.[0]?.extensions).toEqual({
      code: "VALIDATION_FAILED",
      fields: { yachtName: "Nazwa jachtu jest wymagana", mooringHours: "Liczba godzin postoju jest wymagana", otherLicense: "Podaj nazwę patentu" },
    });
    expect(code(await t.gql(CREATE, { input: tripForm() }))).toBe("UNAUTHENTICATED");
  });

  it("hides another captain's trip as NOT_FOUND (never FORBIDDEN)", async () => {
    const owner = await premiumCaptain(t);
    const trip = await createTrip(owner.token);
    const other = await premiumCaptain(t);
    expect(code(await t.gql(TRIP, { id: trip.id }, { token: other.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(UPDATE, { id: trip.id, input: tripForm() }, { token: other.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(STATUS, { id: trip.id, status: "cancelled" }, { token: other.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(DELETE, { id: trip.id }, { token: other.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(HISTORY, { id: trip.id }, { token: other.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(TRIP, { id: unknownTripId() }, { token: owner.token }))).toBe("NOT_FOUND");
  });

  it("lists with search, sort (default newest embarkation first) and keyset pages", async () => {
    const { token } = await premiumCaptain(t);
    const dates = ["2026-07-01", "2026-07-05", "2026-07-03", "2026-07-05", "2026-07-02"];
    for (const [i, d] of dates.entries())
      await createTrip(token, { yachtName: `Łódź ${i}`, embarkationDate: d, disembarkationDate: "2026-07-09", mooringHours: "24" });
    const all = await t.gql<{ trips: Page }>(TRIPS, {}, { token });
    expect(all.data?.trips.totalCount).toBe(5);
    expect(all.data?.trips.nodes.map((n) => n.embarkationDate)).toEqual(["2026-07-05", "2026-07-05", "2026-07-03", "2026-07-02", "2026-07-01"]);
    const asc = await t.gql<{ trips: Page }>(TRIPS, { sort: "EMBARKATION_DATE_ASC" }, { token });
    expect(asc.data?.trips.nodes[0]?.embarkationDate).toBe("2026-07-01");
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const res: { data?: { trips: Page } | null } = await t.gql<{ trips: Page }>(TRIPS, { first: 2, after }, { token });
      const p = res.data!.trips;
      seen.push(...p.nodes.map((n) => n.id));
      expect(p.totalCount).toBe(5);
      expect(p.hasNextPage).toBe(page < 2);
      after = p.endCursor;
    }
    expect(seen).toEqual(all.data?.trips.nodes.map((n) => n.id));
    const found = await t.gql<{ trips: Page }>(TRIPS, { search: "łÓDŹ 3" }, { token });
    expect(found.data?.trips.nodes.map((n) => n.yachtName)).toEqual(["Łódź 3"]);
    expect(code(await t.gql(TRIPS, { after: "garbage" }, { token }))).toBe("BAD_REQUEST");
  });
});

describe("updateTrip / setTripStatus / deleteTrip / tripHistory", () => {
  it("updates with the current expectedVersion, refuses a stale one with CONFLICT", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await createTrip(token);
    const crew = { ...must(tripForm().crewMembers[0]), id: must(trip.crewMembers[0]).id, fullName: "Anna Zmieniona" };
    const ok = await t.gql<{ updateTrip: Trip }>(UPDATE, { id: trip.id, v: 1, input: tripForm({ yachtName: "Nowa", crewMembers: [crew] }) }, { token });
    expect(ok.data?.updateTrip).toMatchObject({ version: 2, yachtName: "Nowa", crewMembers: [{ id: trip.crewMembers[0]?.id, fullName: "Anna Zmieniona" }] });
    const stale = await t.gql(UPDATE, { id: trip.id, v: 1, input: tripForm({ yachtName: "Inna" }) }, { token });
    expect(stale.errors?.[0]).toMatchObject({
      extensions: { code: "CONFLICT" },
      message: "Rejs został w międzyczasie zmieniony. Odśwież dane i spróbuj ponownie.",
    });
  });

  it("changes status with the transition rules, deletes, and tells the whole story in tripHistory", async () => {
    const { token } = await premiumCaptain(t, { name: "Kapitan Nemo" });
    const trip = await createTrip(token);
    t.clock.advance(60_000);
    await t.gql(UPDATE, { id: trip.id, input: tripForm({ distance: "300" }) }, { token });
    expect((await t.gql<{ setTripStatus: Trip }>(STATUS, { id: trip.id, status: "cancelled" }, { token })).data?.setTripStatus).toMatchObject({
      status: "cancelled",
      version: 3,
    });
    const bad = await t.gql(STATUS, { id: trip.id, status: "completed" }, { token, lang: "en" });
    expect(bad.errors?.[0]).toMatchObject({
      message: "Status change not allowed. A cancelled trip can only be planned again.",
      extensions: { code: "CONFLICT" },
    });
    const history = await t.gql<{
      tripHistory: { type: string; version: number; occurredAt: string; status: string; changedFields: string[]; actor: { name: string; role: string } }[];
    }>(HISTORY, { id: trip.id }, { token });
    expect(history.data?.tripHistory.map((e) => [e.type, e.version, e.status])).toEqual([
      ["TripCreated", 1, "planned"],
      ["TripUpdated", 2, "planned"],
      ["TripStatusChanged", 3, "cancelled"],
    ]);
    const [created, second, third] = first(must(history.data).tripHistory, 3);
    expect(created).toMatchObject({ occurredAt: "2026-06-01T10:00:00.000Z", actor: { name: "Kapitan Nemo", role: "captain" } });
    expect(created.changedFields).toEqual(expect.arrayContaining(["yachtName", "crewMembers", "status"]));
    expect(second.changedFields).toEqual(["distance"]);
    expect(third.changedFields).toEqual(["status"]);
    const del = await t.gql<{ deleteTrip: { success: boolean; message: string } }>(DELETE, { id: trip.id }, { token });
    expect(del.data?.deleteTrip).toEqual({ success: true, message: "Rejs został usunięty" });
    expect(code(await t.gql(TRIP, { id: trip.id }, { token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(HISTORY, { id: trip.id }, { token }))).toBe("NOT_FOUND");
    expect((await t.gql<{ trips: Page }>(TRIPS, {}, { token })).data?.trips.totalCount).toBe(0);
  });

  it("requires Premium for status changes and deletion too", async () => {
    const { token, id } = await premiumCaptain(t);
    const trip = await createTrip(token);
    await t.db.subscription.updateMany({ where: { userId: id }, data: { endsAt: t.clock.now() } });
    expect(code(await t.gql(STATUS, { id: trip.id, status: "in_progress" }, { token }))).toBe("PREMIUM_REQUIRED");
    expect(code(await t.gql(DELETE, { id: trip.id }, { token }))).toBe("PREMIUM_REQUIRED");
    expect((await t.gql<{ trip: Trip }>(TRIP, { id: trip.id }, { token })).data?.trip.id).toBe(trip.id);
  });
});
