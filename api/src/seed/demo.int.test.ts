// npm run db:seed's demo account: a captain who can sign in, with Premium, a logo, a yacht and a
// year of valid trips; a second run creates nothing.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../test/harness.ts";
import { appPerFile } from "../test/app-per-file.ts";
import { checkReadModel } from "../modules/trips/trip.projection.ts";
import { tripHistory } from "../modules/trips/trips.read.ts";
import { DEMO_CAPTAIN, DEMO_TRIPS, seedDemo } from "./demo.ts";
import { must } from "../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

describe("seedDemo", () => {
  it("creates the demo captain with Premium, logo, yacht and a year of trips, once", async () => {
    const seed = () => seedDemo({ db: t.db, clock: t.clock, services: t.app.services });
    const first = await seed();
    expect(first.created).toEqual(["captain", "premium", "profile", "logo", "yacht", `${DEMO_TRIPS} trips`, "1 edit"]);

    const login = await t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email: DEMO_CAPTAIN.email, password: DEMO_CAPTAIN.password } });
    expect(login.status).toBe(200);
    const me = await t.gql<{ hasPremium: boolean }>(`query { hasPremium }`, {}, { token: login.body.token });
    expect(me.data?.hasPremium).toBe(true);
    expect(await t.app.services.profile.logo(first.userId)).not.toBeNull();
    expect(await t.db.yacht.count({ where: { captainId: first.userId } })).toBe(1);

    const trips = await t.db.trip.findMany({ where: { ownerId: first.userId }, orderBy: { embarkationDate: "asc" } });
    expect(trips).toHaveLength(DEMO_TRIPS);
    const now = t.clock.now().getTime();
    expect(now - must(trips[0]).embarkationDate.getTime()).toBeLessThanOrEqual(366 * 86_400_000);
    expect(trips.every((trip) => trip.status === "completed" && trip.disembarkationDate.getTime() < now)).toBe(true);
    expect(new Set(trips.map((trip) => trip.logbookNumber)).size).toBe(DEMO_TRIPS);

    const history = await tripHistory(t.db, { id: first.userId, role: "captain", requestId: "r" }, must(trips[DEMO_TRIPS - 1]).id);
    expect(history.map((h) => h.type)).toEqual(["TripCreated", "TripUpdated"]);
    expect(history[1]?.changes.map((c) => c.field)).toEqual(["disembarkationPort", "sailingHours", "mooringHours", "crewMembers"]);

    const again = await seed();
    expect(again).toEqual({ userId: first.userId, created: [] });
    expect(await t.db.trip.count({ where: { ownerId: first.userId } })).toBe(DEMO_TRIPS);
    expect(await t.db.subscription.count({ where: { userId: first.userId } })).toBe(1);
    expect((await checkReadModel(t.db)).differences).toEqual([]);
  });
});
