// Test fixtures of the trip log: a valid wizard form, Premium for a captain, a staff session.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/db.ts";
import { emptyTripForm, tripSchema, type TripFormData } from "../../../validation/trip.ts";
import { sampleCrewMember, sampleTripForm } from "../../../validation/sample-trip-form.ts";
import { decide } from "../modules/trips/trip.decider.ts";
import { foldEvents } from "../modules/trips/trip.events.ts";
import { project } from "../modules/trips/trip.projection.ts";
import { appendToStream } from "../modules/trips/trip.store.ts";
import { assignIds, type Actor } from "../modules/trips/trips.service.ts";
import { registerCaptain, type TestApp } from "./harness.ts";

/**
 * A complete, valid trip form (spec §3 "Trip form data"), dated after the test clock's today: the
 * shared sample made a week to Kilonia (tidal) past Bornholm, with a logbook, notes and one crew
 * member. Without the wizard's derived tidal ports count, as a client's body comes.
 */
export const tripForm = (over: Partial<TripFormData> = {}): TripFormData => {
  const { tidalPortsCount: _derived, ...form } = sampleTripForm({
    email: "jan.kowalski@example.com",
    licenseNumber: "JSM/123/2020",
    registrationNumber: "POL-1234",
    hullLength: "12.5",
    disembarkationPort: "Kilonia",
    isDisembarkationTidalPort: true,
    // Bornholm, then the blank row the wizard always shows (tripSchema drops it).
    visitedPorts: [{ name: "Bornholm", isTidalPort: false }, ...emptyTripForm().visitedPorts],
    distance: "220",
    disembarkationDate: "2026-07-08",
    sailingHours: "60",
    engineHours: "12",
    mooringHours: "96",
    logbookNumber: "LOG-7",
    captainNotes: "Dobra załoga",
    crewMembers: [
      {
        ...sampleCrewMember,
        email: "anna@example.com",
        phone: "+48 600 000 001",
        role: "first_officer",
        licenseType: "pzz-zj",
        licenseNumber: "ZJ-1",
        performance: "very_good",
      },
    ],
  });
  return { ...form, ...over };
};

/** Gives a captain an active subscription directly in the database (ends in `days` days). */
export async function givePremium(t: TestApp, userId: string, days = 30) {
  const now = t.clock.now();
  await t.db.subscription.create({
    data: { userId, status: "active", provider: "payu", startsAt: now, endsAt: new Date(now.getTime() + days * 86_400_000), createdAt: now },
  });
}

/** A registered captain with Premium. */
export async function premiumCaptain(t: TestApp, over: Record<string, unknown> = {}) {
  const captain = await registerCaptain(t, over);
  await givePremium(t, captain.id);
  return captain;
}

/** Signs the office staff account in (created on first use). */
export async function staffToken(t: TestApp): Promise<{ token: string; id: string }> {
  const staff = { email: "biuro@zeglog.test", password: "biuro12345" };
  await t.app.services.auth.ensureStaff(staff);
  const res = await t.rest<{ token: string; user: { id: string } }>("POST", "/api/auth/login", {
    body: staff,
    ip: `10.9.${Math.floor(Math.random() * 250)}.1`,
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, id: res.body.user.id };
}

/** A Premium captain and the signed-in office staff, each with the actor that the trips service's commands take. */
export async function captainAndStaff(t: TestApp) {
  const captain = await premiumCaptain(t);
  const staff = await staffToken(t);
  const asCaptain: Actor = { id: captain.id, role: "captain", requestId: "c" };
  const asStaff: Actor = { id: staff.id, role: "staff", requestId: "s" };
  return { captain, staff, asCaptain, asStaff };
}

export const unknownTripId = () => randomUUID();

export type SailingTrip = {
  id: string;
  status: string;
  version: number;
  yacht_name: string;
  visited_ports: { id: string; name: string; is_tidal: boolean; arrival_date: string | null; departure_date: string | null }[];
  crew_members: ({ id: string; name: string; role: string; other_role: string | null; license: string | null } & Record<string, unknown>)[];
  captain: Record<string, unknown>;
  tidal_ports_count: number;
  cruise_days: number;
} & Record<string, unknown>;

/**
 * Appends TripCreated events for `count` trips of one captain and projects them, in one
 * transaction — the same code path as the API, without HTTP (for big fixtures).
 */
export async function seedTrips(
  db: Db,
  ownerId: string,
  count: number,
  at: Date,
  form: (i: number) => TripFormData = (i) => tripForm({ yachtName: `Jacht ${i}` }),
) {
  const ids: string[] = [];
  await db.$transaction(
    async (tx) => {
      for (let i = 0; i < count; i++) {
        const tripId = randomUUID();
        const trip = assignIds(tripSchema.parse(form(i)), null, randomUUID);
        const metadata = { actorId: ownerId, actorRole: "captain" as const, requestId: "seed", occurredAt: at.toISOString() };
        const events = decide({ type: "CreateTrip", data: { tripId, trip }, metadata }, null);
        await appendToStream(tx, tripId, 0, events);
        await project(tx, null, foldEvents(events)!, events);
        ids.push(tripId);
      }
    },
    { timeout: 120_000 },
  );
  return ids;
}
