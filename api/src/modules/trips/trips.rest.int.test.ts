// The REST shim of /api/sailing-trips (spec §7): given a captain (and events), when a request,
// then the answer and the new events.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { savePayload } from "../../test/save-payload.ts";
import { premiumCaptain, staffToken, tripForm, unknownTripId, type SailingTrip } from "../../test/trips.ts";
import { first, must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type TripBody = { success: boolean; message: string; sailing_trip: SailingTrip };
type ListBody = { success: boolean; sailing_trips: SailingTrip[]; total: number };
type ErrBody = { success: false; message: string; errors?: Record<string, string[]> };

const events = (streamId: string) => t.db.tripEvent.findMany({ where: { streamId }, orderBy: { version: "asc" } });

async function create(token: string, body: unknown = savePayload(tripForm())) {
  const res = await t.rest<TripBody>("POST", "/api/sailing-trips", { token, body });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.sailing_trip;
}

describe("POST /api/sailing-trips", () => {
  it("saves the spec's save payload as TripCreated and answers 'Trip (server)' in snake_case", async () => {
    const { token, id: userId } = await premiumCaptain(t);
    const payload = savePayload(
      tripForm({
        crewMembers: [{ ...must(tripForm().crewMembers[0]), role: "_other", otherRole: "Kucharz", licenseType: "_other", otherLicense: "IYT" }],
        visitedPorts: [
          { name: "Bornholm", isTidalPort: true },
          { name: " ", isTidalPort: true },
        ],
      }),
    );
    const res = await t.rest<TripBody & { data: { id: string } }>("POST", "/api/sailing-trips", { token, body: payload });
    expect(res.status).toBe(201);
    const trip = res.body.sailing_trip;
    expect(res.body).toMatchObject({ success: true, message: "Rejs został pomyślnie zapisany!", data: { id: trip.id } });
    expect(trip).toMatchObject({
      status: "planned",
      version: 1,
      yacht_name: "Zawisza",
      hull_length: "12.5",
      tidal_ports_count: 2,
      cruise_days: 7,
      embarkation_date: "2026-07-01",
      is_disembarkation_tidal_port: true,
      captain: {
        first_name: "Jan",
        last_name: "Kowalski",
        email: "jan.kowalski@example.com",
        license_type: "pzz-jsm",
        license_number: "JSM/123/2020",
        other_license: null,
      },
    });
    expect(trip.visited_ports).toEqual([{ id: expect.any(String) as string, name: "Bornholm", is_tidal: true, arrival_date: null, departure_date: null }]);
    expect(trip.crew_members[0]).toMatchObject({
      id: expect.any(String) as string,
      name: "Anna Nowak",
      role: "Kucharz",
      other_role: "Kucharz",
      license: "IYT",
      license_type: "_other",
    });
    const [event] = first(await events(trip.id), 1);
    expect(event).toMatchObject({ type: "TripCreated", version: 1 });
    expect(event.metadata).toMatchObject({
      actorId: userId,
      actorRole: "captain",
      occurredAt: "2026-06-01T10:00:00.000Z",
      requestId: expect.any(String) as string,
    });
  });

  it("starts a trip that has already ended as completed", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token, savePayload(tripForm({ embarkationDate: "2025-08-01", disembarkationDate: "2025-08-10" })));
    expect(trip.status).toBe("completed");
  });

  it("refuses without Premium (403 PREMIUM_REQUIRED, in the caller's language) and without a token (401)", async () => {
    const { token } = await registerCaptain(t);
    const pl = await t.rest<ErrBody>("POST", "/api/sailing-trips", { token, body: savePayload(tripForm()) });
    expect(pl.status).toBe(403);
    expect(pl.body).toEqual({ success: false, message: "Ta funkcja wymaga konta Premium" });
    const en = await t.rest<ErrBody>("POST", "/api/sailing-trips", { token, body: {}, lang: "en" });
    expect(en.body.message).toBe("This feature requires a Premium account");
    expect((await t.rest("POST", "/api/sailing-trips", { body: {} })).status).toBe(401);
  });

  it("answers 422 with the wizard's Polish field messages", async () => {
    const { token } = await premiumCaptain(t);
    const res = await t.rest<ErrBody>("POST", "/api/sailing-trips", {
      token,
      body: { ...savePayload(tripForm()), yachtName: "", registrationNumber: " ", homePort: "", distance: "-3", disembarkationDate: "2026-06-30" },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Formularz zawiera błędy");
    expect(res.body.errors).toEqual({
      yacht_name: ["Nazwa jachtu jest wymagana"],
      registration_number: ["Numer rejestracyjny jest wymagany"],
      home_port: ["Port macierzysty jest wymagany"],
      distance: ["Wartość nie może być ujemna"],
      disembarkation_date: ["Data wyokrętowania nie może być wcześniejsza niż data zaokrętowania"],
    });
    const crew = await t.rest<ErrBody>("POST", "/api/sailing-trips", {
      token,
      body: { ...savePayload(tripForm()), crewMembers: [{ name: "Ala", role: "crew" }] },
      lang: "en",
    });
    expect(crew.body.errors).toMatchObject({ "crew_members.0.captain_opinion": ["The captain's opinion is required"] });
  });

  it("refuses a student token (403)", async () => {
    const reg = await t.rest<{ token: string }>("POST", "/api/student/register", {
      body: {
        first_name: "Ola",
        last_name: "K",
        email: "ola.rest@example.com",
        phone: "600 100 300",
        password: "password123",
        password_confirmation: "password123",
      },
    });
    expect((await t.rest("GET", "/api/sailing-trips", { token: reg.body.token })).status).toBe(403);
  });
});

describe("GET /api/sailing-trips and /api/sailing-trips/{id}", () => {
  it("lists only the captain's live trips, newest embarkation first; searches case-insensitively", async () => {
    const { token } = await premiumCaptain(t);
    const other = await premiumCaptain(t);
    await create(other.token);
    const a = await create(token, savePayload(tripForm({ yachtName: "Żbik", embarkationDate: "2026-07-01" })));
    const b = await create(
      token,
      savePayload(
        tripForm({
          yachtName: "Orion",
          lastName: "Żeglarski",
          embarkationDate: "2026-08-01",
          disembarkationDate: "2026-08-02",
          sailingHours: "30",
          engineHours: "6",
          mooringHours: "10",
        }),
      ),
    );
    const list = await t.rest<ListBody>("GET", "/api/sailing-trips", { token });
    expect(list.body.sailing_trips.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(list.body.total).toBe(2);
    const asc = await t.rest<ListBody>("GET", "/api/sailing-trips?sort=embarkation_date&order=asc", { token });
    expect(asc.body.sailing_trips.map((x) => x.id)).toEqual([a.id, b.id]);
    const search = async (q: string) =>
      (await t.rest<ListBody>("GET", `/api/sailing-trips?search=${encodeURIComponent(q)}`, { token })).body.sailing_trips.map((x) => x.id);
    expect(await search("ŻBIK")).toEqual([a.id]);
    expect(await search("żeglarsk")).toEqual([b.id]);
    expect(await search("pol-12")).toEqual([b.id, a.id]);
    expect(await search("kilonia")).toHaveLength(2);
    expect(await search("%")).toEqual([]);
    const literal = await create(
      token,
      savePayload(
        tripForm({
          yachtName: "Ala_Ma 100%",
          embarkationDate: "2026-06-05",
          disembarkationDate: "2026-06-06",
          sailingHours: "30",
          engineHours: "6",
          mooringHours: "10",
        }),
      ),
    );
    expect(await search("a_m")).toEqual([literal.id]);
    expect(await search("100%")).toEqual([literal.id]);
    expect(await search("a%m")).toEqual([]);
    expect(await search("nic takiego")).toEqual([]);
  });

  it("shows a trip to its captain and to staff; another captain's or an unknown id is 404", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    expect((await t.rest<TripBody>("GET", `/api/sailing-trips/${trip.id}`, { token })).body.sailing_trip.id).toBe(trip.id);
    const stranger = await registerCaptain(t);
    const res = await t.rest<ErrBody>("GET", `/api/sailing-trips/${trip.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Nie znaleziono");
    expect((await t.rest("GET", `/api/sailing-trips/${unknownTripId()}`, { token })).status).toBe(404);
    expect((await t.rest("GET", "/api/sailing-trips/not-a-uuid", { token })).status).toBe(404);
    const staff = await staffToken(t);
    expect((await t.rest<TripBody>("GET", `/api/sailing-trips/${trip.id}`, { token: staff.token })).body.sailing_trip.id).toBe(trip.id);
  });
});

describe("PUT /api/sailing-trips/{id}", () => {
  it("takes the camelCase form data, keeps crew and port ids sent back, and appends TripUpdated", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    const [crew] = first(trip.crew_members, 1);
    const form = tripForm({
      yachtName: "Dar Młodzieży",
      visitedPorts: [{ id: trip.visited_ports[0]?.id, name: "Rønne", isTidalPort: false }],
      crewMembers: [
        { ...must(tripForm().crewMembers[0]), id: crew.id, fullName: "Anna Nowak-Kowalska" },
        { ...must(tripForm().crewMembers[0]), fullName: "Nowy" },
      ],
    });
    const res = await t.rest<TripBody>("PUT", `/api/sailing-trips/${trip.id}`, { token, body: form });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Rejs został pomyślnie zaktualizowany!");
    const updated = res.body.sailing_trip;
    expect(updated).toMatchObject({ yacht_name: "Dar Młodzieży", version: 2 });
    expect(updated.visited_ports[0]).toMatchObject({ id: trip.visited_ports[0]?.id, name: "Rønne" });
    expect(updated.crew_members.map((m) => m.id)[0]).toBe(crew.id);
    expect(updated.crew_members[1]?.id).not.toBe(crew.id);
    expect((await events(trip.id)).map((e) => e.type)).toEqual(["TripCreated", "TripUpdated"]);
  });

  it("records nothing for an unchanged save, and 409 for a stale expected_version", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    const same = await t.rest<TripBody>("PUT", `/api/sailing-trips/${trip.id}`, { token, body: savePayload(tripForm()) });
    expect(same.status).toBe(200);
    expect(same.body.sailing_trip.version).toBe(1);
    const body = { ...savePayload(tripForm({ distance: "250" })), expected_version: 1 };
    expect((await t.rest("PUT", `/api/sailing-trips/${trip.id}`, { token, body })).status).toBe(200);
    const stale = await t.rest<ErrBody>("PUT", `/api/sailing-trips/${trip.id}`, { token, body: { ...body, distance: "260" } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Rejs został w międzyczasie zmieniony. Odśwież dane i spróbuj ponownie.");
    expect(await events(trip.id)).toHaveLength(2);
  });

  it("404s another captain's trip (even with Premium) and 403s without Premium", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    const other = await premiumCaptain(t);
    expect((await t.rest("PUT", `/api/sailing-trips/${trip.id}`, { token: other.token, body: savePayload(tripForm()) })).status).toBe(404);
    const poor = await registerCaptain(t);
    expect((await t.rest("PUT", `/api/sailing-trips/${trip.id}`, { token: poor.token, body: savePayload(tripForm()) })).status).toBe(403);
  });
});

describe("PATCH /api/sailing-trips/{id}/status and DELETE", () => {
  it("moves planned → in_progress → completed; the same status adds no event; a bad move is 409 with the allowed ones", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    const patch = (status: unknown, lang?: string) =>
      t.rest<TripBody & ErrBody>("PATCH", `/api/sailing-trips/${trip.id}/status`, { token, body: { status }, lang });
    expect((await patch("in_progress")).body).toMatchObject({
      success: true,
      message: "Status rejsu został zmieniony",
      sailing_trip: { status: "in_progress", version: 2 },
    });
    expect((await patch("in_progress")).body.sailing_trip.version).toBe(2);
    const bad = await patch("planned");
    expect(bad.status).toBe(409);
    expect(bad.body.message).toBe("Niedozwolona zmiana statusu. Rejs w trakcie można tylko zakończyć albo anulować.");
    expect((await patch("planned", "en")).body.message).toBe("Status change not allowed. A trip in progress can only be completed or cancelled.");
    const unknown = await patch("sunk");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.status).toHaveLength(1);
    expect((await patch("completed")).body.sailing_trip.status).toBe("completed");
    expect((await events(trip.id)).map((e) => e.type)).toEqual(["TripCreated", "TripStatusChanged", "TripStatusChanged"]);
  });

  it("deletes: the trip leaves the list and its GET is 404; the event stays in the log", async () => {
    const { token } = await premiumCaptain(t);
    const trip = await create(token);
    const del = await t.rest<ErrBody>("DELETE", `/api/sailing-trips/${trip.id}`, { token });
    expect(del.body).toEqual({ success: true, message: "Rejs został usunięty" });
    expect((await t.rest("GET", `/api/sailing-trips/${trip.id}`, { token })).status).toBe(404);
    expect((await t.rest<ListBody>("GET", "/api/sailing-trips", { token })).body.sailing_trips).toEqual([]);
    expect((await t.rest("DELETE", `/api/sailing-trips/${trip.id}`, { token })).status).toBe(404);
    expect((await events(trip.id)).map((e) => e.type)).toEqual(["TripCreated", "TripDeleted"]);
    expect((await t.db.trip.findUniqueOrThrow({ where: { id: trip.id } })).deletedAt).not.toBeNull();
  });
});
