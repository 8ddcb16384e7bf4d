// Staff: deleted trips, restoring with the 10 zł reversal fee, reading every trip; the trip limit.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { savePayload } from "../../test/save-payload.ts";
import { premiumCaptain, seedTrips, staffToken, tripForm } from "../../test/trips.ts";

let t: TestApp;
let staff: { token: string; id: string };
appPerFile(async (app) => {
  t = app;
  staff = await staffToken(app);
});

const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
const RESTORE = `mutation Restore($id: ID!) { restoreTrip(id: $id) { message trip { id deletedAt version } fee { amountGrosze amount currency status captain { email } staff { email } trip { id } } } }`;
const DELETED = `query { deletedTrips { id yachtName deletedAt deletedBy { email } owner { email } } }`;
const FEES = `query { reversalFees { id tripId amountGrosze currency status createdAt captain { email } staff { email } } }`;
const MY_FEES = `query { myReversalFees { id tripId amount currency status createdAt } }`;

async function deletedTrip() {
  const captain = await premiumCaptain(t);
  const res = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", {
    token: captain.token,
    body: savePayload(tripForm({ yachtName: "Do przywrócenia" })),
  });
  const id = res.body.sailing_trip.id;
  expect((await t.rest("DELETE", `/api/sailing-trips/${id}`, { token: captain.token })).status).toBe(200);
  return { captain, id };
}

describe("deletedTrips and restoreTrip (staff)", () => {
  it("lists deleted trips for staff only", async () => {
    const { captain, id } = await deletedTrip();
    const res = await t.gql<{ deletedTrips: { id: string; deletedBy: { email: string }; owner: { email: string } }[] }>(DELETED, {}, { token: staff.token });
    expect(res.data?.deletedTrips.find((d) => d.id === id)).toMatchObject({ deletedBy: { email: captain.email }, owner: { email: captain.email } });
    expect(code(await t.gql(DELETED, {}, { token: captain.token }))).toBe("FORBIDDEN");
    expect(code(await t.gql(DELETED))).toBe("UNAUTHENTICATED");
  });

  it("restores: the trip is back (TripRestored), a 10.00 PLN fee is due; staff and the captain see it", async () => {
    const { captain, id } = await deletedTrip();
    t.clock.advance(3_600_000);
    const res = await t.gql<{
      restoreTrip: { message: string; trip: { id: string; deletedAt: string | null; version: number }; fee: Record<string, unknown> };
    }>(RESTORE, { id }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.restoreTrip).toMatchObject({
      message: "Rejs został przywrócony; naliczono opłatę 10,00 zł",
      trip: { id, deletedAt: null, version: 3 },
      fee: {
        amountGrosze: 1000,
        amount: "10.00",
        currency: "PLN",
        status: "due",
        captain: { email: captain.email },
        staff: { email: "biuro@zeglog.test" },
        trip: { id },
      },
    });
    expect((await t.rest("GET", `/api/sailing-trips/${id}`, { token: captain.token })).status).toBe(200);
    const events = await t.db.tripEvent.findMany({ where: { streamId: id }, orderBy: { version: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["TripCreated", "TripDeleted", "TripRestored"]);
    expect(events[2]?.metadata).toMatchObject({ actorId: staff.id, actorRole: "staff" });

    const fees = await t.gql<{ reversalFees: { tripId: string; captain: { email: string } }[] }>(FEES, {}, { token: staff.token });
    expect(fees.data?.reversalFees.filter((f) => f.tripId === id)).toHaveLength(1);
    const mine = await t.gql<{ myReversalFees: { tripId: string; amount: string; currency: string; status: string; createdAt: string }[] }>(
      MY_FEES,
      {},
      { token: captain.token },
    );
    expect(mine.data?.myReversalFees).toEqual([
      { id: expect.any(String) as string, tripId: id, amount: "10.00", currency: "PLN", status: "due", createdAt: t.clock.now().toISOString() },
    ]);
    const other = await premiumCaptain(t);
    expect((await t.gql<{ myReversalFees: unknown[] }>(MY_FEES, {}, { token: other.token })).data?.myReversalFees).toEqual([]);
    expect(code(await t.gql(FEES, {}, { token: captain.token }))).toBe("FORBIDDEN");

    const history = await t.gql<{ tripHistory: { type: string; actor: { role: string } }[] }>(
      `query H($id: ID!) { tripHistory(tripId: $id) { type actor { role } } }`,
      { id },
      { token: captain.token },
    );
    expect(history.data?.tripHistory.map((e) => `${e.type}:${e.actor.role}`)).toEqual(["TripCreated:captain", "TripDeleted:captain", "TripRestored:staff"]);
  });

  it("refuses a captain (FORBIDDEN), a live trip (CONFLICT) and an unknown one (NOT_FOUND)", async () => {
    const { captain, id } = await deletedTrip();
    expect(code(await t.gql(RESTORE, { id }, { token: captain.token }))).toBe("FORBIDDEN");
    await t.gql(RESTORE, { id }, { token: staff.token });
    const again = await t.gql(RESTORE, { id }, { token: staff.token });
    expect(again.errors?.[0]).toMatchObject({ message: "Ten rejs nie jest usunięty", extensions: { code: "CONFLICT" } });
    expect(code(await t.gql(RESTORE, { id: "00000000-0000-4000-8000-000000000000" }, { token: staff.token }))).toBe("NOT_FOUND");
    expect(await t.db.reversalFee.count({ where: { tripId: id } })).toBe(1);
  });

  it("lets staff read any captain's trips and their history", async () => {
    const captain = await premiumCaptain(t);
    const created = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm()) });
    const id = created.body.sailing_trip.id;
    const read = await t.gql<{ trip: { id: string; owner: { email: string } } }>(
      `query T($id: ID!) { trip(id: $id) { id owner { email } } }`,
      { id },
      { token: staff.token },
    );
    expect(read.data?.trip).toEqual({ id, owner: { email: captain.email } });
    const list = await t.gql<{ trips: { nodes: { id: string }[] } }>(`{ trips { nodes { id } } }`, {}, { token: staff.token });
    expect(list.data?.trips.nodes.map((n) => n.id)).toContain(id);
    expect(code(await t.gql(`mutation C($input: TripInput!) { createTrip(input: $input) { id } }`, { input: tripForm() }, { token: staff.token }))).toBe(
      "FORBIDDEN",
    );
  });
});

describe("the Premium plan's limit of 350 trips", () => {
  it("refuses the 351st trip with a clear message, and allows one again after a deletion", async () => {
    const captain = await premiumCaptain(t);
    const ids = await seedTrips(t.db, captain.id, 348, t.clock.now());
    // Three creates racing for the last two places: exactly two win.
    const race = await Promise.all([1, 2, 3].map(() => t.rest("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm()) })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    // The refusal comes after the append's statement (which counts): it is rolled back, event and outbox rows too.
    const webhook = await t.gql(
      `mutation { createWebhookEndpoint(input: { url: "https://hooks.example.com/z", events: [TRIP_CREATED] }) { secret } }`,
      {},
      { token: captain.token },
    );
    expect(webhook.errors).toBeUndefined();
    const stored = async () => [await t.db.tripEvent.count(), await t.db.webhookDelivery.count()];
    const before = await stored();
    const refused = await t.rest<{ message: string }>("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm()) });
    expect(refused.status).toBe(409);
    expect(await stored()).toEqual(before);
    expect(refused.body.message).toBe("Osiągnięto limit 350 rejsów w planie Premium. Usuń niepotrzebny rejs, aby dodać nowy.");
    const en = await t.gql(`mutation C($input: TripInput!) { createTrip(input: $input) { id } }`, { input: tripForm() }, { token: captain.token, lang: "en" });
    expect(en.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" }, message: expect.stringContaining("limit of 350 trips") as string });
    expect(await t.db.trip.count({ where: { ownerId: captain.id } })).toBe(350);

    await t.rest("DELETE", `/api/sailing-trips/${ids[0]}`, { token: captain.token });
    expect((await t.rest("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm()) })).status).toBe(201);
    // Restoring the deleted one would make 351: refused as well.
    expect(code(await t.gql(RESTORE, { id: ids[0] }, { token: staff.token }))).toBe("CONFLICT");
  });
});

describe("myReversalFees does not expose staff or deleted trips to captains", () => {
  const MINE = `query { myReversalFees { id staff { id name email } trip { id yachtName captain { firstName } } captain { email } } }`;
  type Mine = { myReversalFees: { staff: { id: string; name: string; email: string | null }; trip: { id: string } | null; captain: { email: string } }[] };

  it("names the staff member without e-mail or phone, and hides the trip once it is deleted again", async () => {
    const { captain, id } = await deletedTrip();
    await t.gql(RESTORE, { id }, { token: staff.token });
    const live = await t.gql<Mine>(MINE, {}, { token: captain.token });
    expect(live.errors).toBeUndefined();
    expect(live.data?.myReversalFees).toEqual([
      {
        id: expect.any(String) as string,
        staff: { id: staff.id, name: "Biuro Żeglog", email: null },
        trip: { id, yachtName: "Do przywrócenia", captain: { firstName: "Jan" } },
        captain: { email: captain.email },
      },
    ]);
    const phone = await t.gql(`query { myReversalFees { staff { phone } } }`, {}, { token: captain.token });
    expect(phone.errors?.[0]?.message).toMatch(/Cannot query field "phone" on type "ReversalFeeStaff"/);

    expect((await t.rest("DELETE", `/api/sailing-trips/${id}`, { token: captain.token })).status).toBe(200);
    const gone = await t.gql<Mine>(MINE, {}, { token: captain.token });
    expect(gone.errors).toBeUndefined();
    expect(gone.data?.myReversalFees[0]?.trip).toBeNull();
    // staff still see the fee's trip and who restored it
    const all = await t.gql<{ reversalFees: { tripId: string; staff: { email: string }; trip: { id: string } | null }[] }>(
      `query { reversalFees { tripId staff { email } trip { id } } }`,
      {},
      { token: staff.token },
    );
    expect(all.data?.reversalFees.find((f) => f.tripId === id)).toEqual({ tripId: id, staff: { email: "biuro@zeglog.test" }, trip: { id } });
  });
});
