// GET /api/openapi.json through the real app, and real answers checked against the document's
// schemas: what the server sends is what the document says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { must } from "../../../validation/must.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { answerValidator, componentValidator } from "../test/openapi-ajv.ts";
import { connect, createTrip, registerCaptain, registerStudent } from "../modules/students/test/students.ts";
import { savePayload } from "../test/save-payload.ts";
import { premiumCaptain, staffToken, tripForm } from "../test/trips.ts";
import { png, uploadLogo } from "../modules/profile/test/images.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = { openapi: string; paths: Record<string, Record<string, unknown>>; components: Record<string, unknown> };

const validatorFor = (doc: Doc, component: string) => componentValidator(doc.components)(component);

describe("GET /api/openapi.json", () => {
  it("is public, cacheable, rate-limited like the rest, and answers 304 to its ETag", async () => {
    const res = await t.rest<Doc>("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("ratelimit-limit")).toMatch(/^\d+$/);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/sailing-trips", "/api/openapi.json", "/api/yachts/{id}"]));
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await t.rest("GET", "/api/openapi.json", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("describes the trips the server really answers, and the errors it really sends", async () => {
    const { body: doc } = await t.rest<Doc>("GET", "/api/openapi.json");
    const { token } = await premiumCaptain(t);
    const created = await t.rest<{ sailing_trip: unknown }>("POST", "/api/sailing-trips", { token, body: savePayload(tripForm()) });
    expect(created.status).toBe(201);
    const isTrip = validatorFor(doc, "SailingTrip");
    expect(isTrip(created.body.sailing_trip), JSON.stringify(isTrip.errors)).toBe(true);

    const wrong = await t.rest<{ errors: Record<string, string[]> }>("POST", "/api/sailing-trips", {
      token,
      lang: "en",
      body: { ...savePayload(tripForm()), crew_members: "Ewa", hull_length: { metres: 12 } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({ crew_members: ["Wrong type of value"], hull_length: ["Wrong type of value"] });
    const isValidationError = validatorFor(doc, "ValidationError");
    expect(isValidationError(wrong.body)).toBe(true);

    // the document's own request examples are accepted by the server
    const example = (name: string) => (doc.components as { schemas: Record<string, { example?: unknown }> }).schemas[name]?.example;
    const fromExample = await t.rest("POST", "/api/sailing-trips", { token, body: example("SailingTripBody") });
    expect(fromExample.status, JSON.stringify(fromExample.body)).toBe(201);
    const yacht = await t.rest<{ data: unknown }>("POST", "/api/yachts", { token, body: example("YachtBody") });
    expect(yacht.status, JSON.stringify(yacht.body)).toBe(201);
    const isYacht = validatorFor(doc, "Yacht");
    expect(isYacht(yacht.body.data), JSON.stringify(isYacht.errors)).toBe(true);
    const me = await t.rest<{ user: unknown }>("GET", "/api/auth/user", { token });
    expect(validatorFor(doc, "User")(me.body.user)).toBe(true);

    // the captain's profile as the server answers it: none yet, then with a company invoice
    const isProfile = validatorFor(doc, "CaptainProfile");
    expect((await t.rest<{ captain_profile: unknown }>("GET", "/api/captain-profile", { token })).body.captain_profile).toBeNull();
    const profileBody = {
      first_name: "Anna",
      last_name: "Morska",
      phone: "+48 601 222 333",
      license_type: "pzz-jsm",
      license_number: "JSM/77/2019",
      invoice: {
        invoice_type: "company",
        first_name: "Anna",
        last_name: "Morska",
        company_name: "Żagle sp. z o.o.",
        nip: "5260250274",
        address: "ul. Portowa 1",
        postal_code: "81-001",
        city: "Gdynia",
      },
    };
    const savedProfile = await t.rest<{ captain_profile: unknown }>("POST", "/api/captain-profile", { token, body: profileBody });
    expect(savedProfile.status, JSON.stringify(savedProfile.body)).toBe(200);
    expect(isProfile(savedProfile.body.captain_profile), JSON.stringify(isProfile.errors)).toBe(true);
    const readProfile = await t.rest<{ captain_profile: { invoice: unknown } }>("GET", "/api/captain-profile", { token });
    expect(isProfile(readProfile.body.captain_profile), JSON.stringify(isProfile.errors)).toBe(true);
    expect(readProfile.body.captain_profile.invoice).not.toBeNull();

    // plans and the subscription with its history, as really answered
    const plans = await t.rest<{ plans: unknown[] }>("GET", "/api/subscriptions/plans");
    const isPlan = validatorFor(doc, "Plan");
    expect(plans.body.plans.length).toBeGreaterThan(0);
    for (const plan of plans.body.plans) expect(isPlan(plan), JSON.stringify(isPlan.errors)).toBe(true);
    const subs = await t.rest<{ active_subscription: unknown; subscription_history: unknown[] }>("GET", "/api/subscriptions", { token });
    const isSubscription = validatorFor(doc, "Subscription");
    expect(isSubscription(subs.body.active_subscription), JSON.stringify(isSubscription.errors)).toBe(true);
    const isHistory = validatorFor(doc, "SubscriptionHistoryEntry");
    expect(subs.body.subscription_history.length).toBeGreaterThan(0);
    for (const entry of subs.body.subscription_history) expect(isHistory(entry), JSON.stringify(isHistory.errors)).toBe(true);

    const missing = await t.rest("GET", "/api/sailing-trips/00000000-0000-4000-8000-000000000000", { token });
    expect(missing.status).toBe(404);
    expect(validatorFor(doc, "Error")(missing.body)).toBe(true);
  });

  it("describes the students area's answers exactly as the server sends them, for the captain and the student", async () => {
    const { body: doc } = await t.rest<Doc>("GET", "/api/openapi.json");
    const answerIs = answerValidator(doc);
    const captain = await registerCaptain(t);
    const student = await registerStudent(t);
    await connect(t, captain.token, student.token);
    const trip = await createTrip(t, captain.token);
    /** Each real answer, with the document's path of its operation and the status the document gives. */
    const answers: { op: string; status: number; res: { status: number; body: unknown } }[] = [];
    const call = async (method: "GET" | "PUT" | "POST" | "PATCH", docPath: string, url: string, token: string, status = 200, body?: unknown) => {
      const res = await t.rest(method, url, { token, ...(body === undefined ? {} : { body }) });
      answers.push({ op: `${method} ${docPath}`, status, res });
      return res;
    };
    await call("POST", "/api/student/planned-sailing-trips/{id}/join", `/api/student/planned-sailing-trips/${trip.id}/join`, student.token, 201, {
      notes: "Zabiorę sztormiak.",
    });
    const detail = await t.rest<{ planned_sailing_trip: { enrolments: { id: string }[] } }>("GET", `/api/planned-sailing-trips/${trip.id}`, {
      token: captain.token,
    });
    const enrolmentId = must(detail.body.planned_sailing_trip.enrolments[0]).id;
    await call(
      "PATCH",
      "/api/planned-sailing-trips/{id}/enrolments/{enrolmentId}",
      `/api/planned-sailing-trips/${trip.id}/enrolments/${enrolmentId}`,
      captain.token,
      200,
      { status: "accepted", captain_notes: "Do zobaczenia w Gdyni" },
    );
    const second = await createTrip(t, captain.token, { name: "Drugi rejs" });
    await call("POST", "/api/student/planned-sailing-trips/{id}/join", `/api/student/planned-sailing-trips/${second.id}/join`, student.token, 201, {});
    await call("GET", "/api/invitations", "/api/invitations", captain.token);
    await call("GET", "/api/students", "/api/students", captain.token);
    await call("GET", "/api/planned-sailing-trips", "/api/planned-sailing-trips", captain.token);
    await call("GET", "/api/planned-sailing-trips/{id}", `/api/planned-sailing-trips/${trip.id}`, captain.token);
    await call("GET", "/api/student/captains", "/api/student/captains", student.token);
    await call("GET", "/api/student/planned-sailing-trips", "/api/student/planned-sailing-trips", student.token);
    await call("GET", "/api/student/planned-sailing-trips/{id}", `/api/student/planned-sailing-trips/${trip.id}`, student.token);
    await call("PUT", "/api/student/planned-sailing-trips/{id}/notes", `/api/student/planned-sailing-trips/${trip.id}/notes`, student.token, 200, {
      notes: "Mam patent",
    });
    await call("GET", "/api/student/enrolled-trips", "/api/student/enrolled-trips", student.token);
    await call("POST", "/api/student/planned-sailing-trips/{id}/leave", `/api/student/planned-sailing-trips/${second.id}/leave`, student.token);
    for (const { op, status, res } of answers) {
      expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBe(status);
      const [method = "", path = ""] = op.split(" ");
      const isAnswer = answerIs(method, path, status);
      expect(isAnswer(res.body), `${op}: ${JSON.stringify(isAnswer.errors)}`).toBe(true);
    }
  });

  it("describes sea time, the marks, the logo upload and the import preview and result exactly as the server sends them", async () => {
    const { body: doc } = await t.rest<Doc>("GET", "/api/openapi.json");
    const answerIs = answerValidator(doc);
    const expectAnswer = (op: string, status: number, res: { status: number; body: unknown }) => {
      expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBe(status);
      const [method = "", path = ""] = op.split(" ");
      const isAnswer = answerIs(method, path, status);
      expect(isAnswer(res.body), `${op}: ${JSON.stringify(isAnswer.errors)}`).toBe(true);
    };
    const { token } = await premiumCaptain(t);
    // a past trip (counted), marked, and a second one never marked
    const trip = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", {
      token,
      body: savePayload(tripForm({ embarkationDate: "2025-07-01", disembarkationDate: "2025-07-08" })),
    });
    expect(trip.status).toBe(201);
    const unmarked = await t.rest("POST", "/api/sailing-trips", {
      token,
      body: savePayload(tripForm({ embarkationDate: "2024-05-01", disembarkationDate: "2024-05-10", registrationNumber: "GDY-7" })),
    });
    expect(unmarked.status, JSON.stringify(unmarked.body)).toBe(201);
    const marks = await t.rest("PUT", `/api/sea-time/marks/${trip.body.sailing_trip.id}`, {
      token,
      body: { sea_voyage: true, in_command: true, night_hours: "2,5", passages_over_60: 1 },
    });
    expectAnswer("PUT /api/sea-time/marks/{tripId}", 200, marks);
    const seaTime = await t.rest<{ trips: unknown[]; licences: unknown[]; totals: { largest_yacht: unknown } }>("GET", "/api/sea-time", { token });
    expectAnswer("GET /api/sea-time", 200, seaTime);
    expect(seaTime.body.trips).toHaveLength(2);
    expect(seaTime.body.licences.length).toBeGreaterThan(0);
    expect(seaTime.body.totals.largest_yacht).not.toBeNull();
    expectAnswer("GET /api/sea-time", 200, await t.rest("GET", "/api/sea-time?year=2024", { token }));

    // a square logo, then a narrow one (with the recommendation)
    expectAnswer("POST /api/captain-profile/logo", 200, await uploadLogo(t, { bytes: await png(400, 400), name: "logo.png", type: "image/png" }, { token }));
    const narrow = await uploadLogo(t, { bytes: await png(1000, 600), name: "logo.png", type: "image/png" }, { token });
    expectAnswer("POST /api/captain-profile/logo", 200, narrow);
    expect(narrow.body.recommendation).toEqual(expect.any(String));

    // the export, previewed back (both rows are duplicates) with one invalid row, then imported
    const exported = await t.app.fetch(new Request("http://test/api/sailing-trips/export?format=json", { headers: { authorization: `Bearer ${token}` } }));
    expect(exported.status).toBe(200);
    const archive = (await exported.json()) as { sailing_trips: unknown[] };
    const file = JSON.stringify({ ...archive, sailing_trips: [...archive.sailing_trips, { yacht_name: "" }] });
    const upload = async (dryRun: boolean) => {
      const form = new FormData();
      form.append("file", new Blob([file], { type: "application/json" }), "trips.json");
      const res = await t.app.fetch(
        new Request(`http://test/api/sailing-trips/import${dryRun ? "?dry_run=true" : ""}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
      );
      return { status: res.status, body: (await res.json()) as { summary: Record<string, number>; rows: { status: string }[] } };
    };
    const preview = await upload(true);
    expectAnswer("POST /api/sailing-trips/import", 200, preview);
    expect(preview.body.summary).toMatchObject({ total: 3, duplicates: 2, invalid: 1, to_import: 0 });
    const imported = await upload(false);
    expectAnswer("POST /api/sailing-trips/import", 200, imported);
    expect(imported.body.summary).toMatchObject({ total: 3, imported: 0, duplicates: 2, invalid: 1 });
  });

  it("describes the account's data export exactly as the server sends it: profile, logo, yacht, marks, a fee, and every event type", async () => {
    const { body: doc } = await t.rest<Doc>("GET", "/api/openapi.json");
    const { token } = await premiumCaptain(t);
    const ok = async <B>(res: Promise<{ status: number; body: B }>, status = 200) => {
      const answer = await res;
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      return answer;
    };
    await ok(
      t.rest("POST", "/api/captain-profile", {
        token,
        body: {
          first_name: "Anna",
          last_name: "Nowak",
          phone: "600100200",
          license_type: "pzz-jsm",
          license_number: "JSM/1/2020",
          invoice: {
            invoice_type: "company",
            first_name: "Anna",
            last_name: "Nowak",
            company_name: "Żagle sp. z o.o.",
            nip: "5260250274",
            address: "Morska 1",
            postal_code: "81-001",
            city: "Gdynia",
          },
        },
      }),
    );
    await ok(uploadLogo(t, { bytes: await png(400, 400), name: "logo.png", type: "image/png" }, { token }));
    await ok(
      t.rest("POST", "/api/yachts", {
        token,
        body: { name: "Zjawa", registration_number: "POL-9", home_port: "Gdynia", hull_length: "9.5", engines_count: "1", engine_power: "20" },
      }),
      201,
    );
    const created = await ok(
      t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", {
        token,
        body: savePayload(tripForm({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-08" })),
      }),
      201,
    );
    const id = created.body.sailing_trip.id;
    const edited = tripForm({
      embarkationDate: "2026-07-01",
      disembarkationDate: "2026-07-08",
      distance: "321.5",
      visitedPorts: [{ name: "Visby", isTidalPort: false }],
    });
    await ok(t.rest("PUT", `/api/sailing-trips/${id}`, { token, body: savePayload(edited) }));
    await ok(t.rest("PATCH", `/api/sailing-trips/${id}/status`, { token, body: { status: "cancelled" } }));
    await ok(t.rest("PUT", `/api/sea-time/marks/${id}`, { token, body: { sea_voyage: true, in_command: true, night_hours: "2,5", passages_over_60: 1 } }));
    await ok(t.rest("DELETE", `/api/sailing-trips/${id}`, { token }));
    const staff = await staffToken(t);
    const restored = await t.gql(`mutation Restore($id: ID!) { restoreTrip(id: $id) { trip { id } } }`, { id }, { token: staff.token });
    expect(restored.errors).toBeUndefined();

    const res = await t.app.fetch(new Request("http://test/api/account/export", { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    type Archive = {
      captain_profile: { logo: { base64: string } | null; invoice: { company_name: string } | null };
      yachts: unknown[];
      sea_time_marks: unknown[];
      reversal_fees: { trip_id: string }[];
      trips: { events: { type: string; data: { changes?: { path: string; before: unknown; after: unknown }[] } }[] }[];
    };
    const archive = (await res.json()) as Archive;
    const isArchive = answerValidator(doc)("GET", "/api/account/export", 200);
    expect(isArchive(archive), JSON.stringify(isArchive.errors)).toBe(true);
    expect(archive.captain_profile.invoice?.company_name).toBe("Żagle sp. z o.o.");
    expect(archive.captain_profile.logo?.base64).toMatch(/^iVBORw0KGgo/); // a PNG's first bytes
    expect([archive.yachts.length, archive.sea_time_marks.length, archive.reversal_fees.map((f) => f.trip_id)]).toEqual([1, 1, [id]]);
    const events = must(archive.trips[0]).events;
    expect(events.map((e) => e.type)).toEqual(["TripCreated", "TripUpdated", "TripStatusChanged", "TripDeleted", "TripRestored"]);
    expect(events[1]?.data.changes?.find((c) => c.path === "distance")).toMatchObject({ after: "321.5" });
    // the document is closed: a field it does not describe fails, at any depth
    const withExtra = structuredClone(archive) as unknown as { trips: { events: Record<string, unknown>[] }[] };
    Object.assign(must(withExtra.trips[0]?.events[3]), { data: { why: "?" } });
    expect(isArchive(withExtra)).toBe(false);
  });

  it("our own routes read their bodies with the very schemas the document shows: the examples pass, a wrong type is a 422 naming the field", async () => {
    const { body: doc } = await t.rest<Doc>("GET", "/api/openapi.json");
    const schemas = (doc.components as { schemas: Record<string, { example?: unknown; properties?: Record<string, unknown> }> }).schemas;
    const example = (name: string) => must(schemas[name]?.example, `${name} has an example`);
    const { token } = await premiumCaptain(t);
    const trip = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", {
      token,
      body: savePayload(tripForm({ embarkationDate: "2025-07-01", disembarkationDate: "2025-07-08" })),
    });
    const cases: { name: string; method: "POST" | "PUT"; path: string; ok: number; wrong: Record<string, unknown>; field: string }[] = [
      { name: "ProfileBody", method: "POST", path: "/api/captain-profile", ok: 200, wrong: { first_name: 7 }, field: "first_name" },
      {
        name: "SeaTimeMarkBody",
        method: "PUT",
        path: `/api/sea-time/marks/${trip.body.sailing_trip.id}`,
        ok: 200,
        wrong: { sea_voyage: 7 },
        field: "sea_voyage",
      },
      { name: "InvitationBody", method: "POST", path: "/api/invitations", ok: 201, wrong: { usage_limit: { n: 1 } }, field: "usage_limit" },
      { name: "PlannedTripBody", method: "POST", path: "/api/planned-sailing-trips", ok: 201, wrong: { max_crew_members: [6] }, field: "max_crew_members" },
    ];
    const isValidationError = validatorFor(doc, "ValidationError");
    for (const c of cases) {
      expect(Object.keys(schemas[c.name]?.properties ?? {}), c.name).toContain(c.field);
      const good = await t.rest(c.method, c.path, { token, body: example(c.name) });
      expect(good.status, `${c.name}: ${JSON.stringify(good.body)}`).toBe(c.ok);
      const wrong = await t.rest<{ errors: Record<string, string[]> }>(c.method, c.path, {
        token,
        lang: "en",
        body: { ...(example(c.name) as object), ...c.wrong },
      });
      expect(wrong.status, `${c.name}: ${JSON.stringify(wrong.body)}`).toBe(422);
      expect(isValidationError(wrong.body)).toBe(true);
      expect(Object.keys(wrong.body.errors), c.name).toEqual([c.field]);
    }
    // camelCase names are still taken, as before
    const camel = await t.rest<{ planned_sailing_trip: { start_date: string; max_crew_members: number } }>("POST", "/api/planned-sailing-trips", {
      token,
      body: {
        name: "Zatoka",
        startDate: "2026-08-01",
        endDate: "2026-08-03",
        embarkationPort: "Gdynia",
        disembarkationPort: "Hel",
        yachtName: "Zawisza",
        maxCrewMembers: "4",
      },
    });
    expect(camel.status, JSON.stringify(camel.body)).toBe(201);
    expect(camel.body.planned_sailing_trip).toMatchObject({ start_date: "2026-08-01", max_crew_members: 4 });
    const marks = await t.rest<{ marks: unknown }>("PUT", `/api/sea-time/marks/${trip.body.sailing_trip.id}`, {
      token,
      body: { seaVoyage: "false", passagesOver60: 2 },
    });
    expect(marks.body.marks).toEqual({ sea_voyage: false, in_command: null, night_hours: null, passages_over_60: 2 });
  });
});
