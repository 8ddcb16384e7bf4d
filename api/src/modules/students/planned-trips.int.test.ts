// The captain's planned trips and decisions (issue 13): every REST call and rule, the max crew under
// 20 parallel accepts and joins, the history, the e-mails (with the .ics) and 'Zaloguj rejs'.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { premiumCaptain } from "../../test/trips.ts";
import {
  connect,
  createTrip,
  decide,
  getTrip,
  join,
  registerCaptain,
  registerStudent,
  relogin,
  tripBody,
  type ErrBody,
  type PlannedTripJson,
} from "./test/students.ts";
import { first, must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

/** A captain with `n` connected students. */
async function school(n: number, captainOver: Record<string, unknown> = {}) {
  const captain = await registerCaptain(t, captainOver);
  const students = await Promise.all(Array.from({ length: n }, (_, i) => registerStudent(t, { first_name: `Kursant${i}` })));
  for (const s of students) await connect(t, captain.token, s.token);
  return { captain, students };
}

describe("captain: /api/planned-sailing-trips", () => {
  it("creates, reads, lists, edits and deletes a planned trip", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<{ success: boolean; message: string; planned_sailing_trip: PlannedTripJson }>("POST", "/api/planned-sailing-trips", {
      token: c.token,
      body: tripBody({ max_crew_members: "" }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Planowany rejs został utworzony",
      // What was sent, the blank max crew read as no limit.
      planned_sailing_trip: {
        ...tripBody({ max_crew_members: null }),
        yacht_id: null,
        accepted_count: 0,
        pending_count: 0,
        spots_left: null,
        enrolments: [],
      },
    });
    const id = res.body.planned_sailing_trip.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getTrip(t, c.token, id)).name).toBe("Rejs szkoleniowy Bałtyk");

    const put = await t.rest<{ planned_sailing_trip: PlannedTripJson }>("PUT", `/api/planned-sailing-trips/${id}`, {
      token: c.token,
      body: tripBody({ name: "Rejs po Zatoce", max_crew_members: 4, is_active: false, description: "" }),
    });
    expect(put.status).toBe(200);
    expect(put.body.planned_sailing_trip).toMatchObject({
      id,
      name: "Rejs po Zatoce",
      max_crew_members: 4,
      spots_left: 4,
      is_active: false,
      description: null,
    });

    const later = await createTrip(t, c.token, { name: "Później", start_date: "2026-08-01", end_date: "2026-08-02" });
    const past = await createTrip(t, c.token, { name: "Dawno", start_date: "2026-05-01", end_date: "2026-05-03" });
    const list = await t.rest<{ planned_sailing_trips: PlannedTripJson[] }>("GET", "/api/planned-sailing-trips", { token: c.token });
    expect(list.body.planned_sailing_trips.map((p) => p.name)).toEqual(["Dawno", "Rejs po Zatoce", "Później"]);
    const upcoming = await t.rest<{ planned_sailing_trips: PlannedTripJson[] }>("GET", "/api/planned-sailing-trips?upcoming=true", { token: c.token });
    expect(upcoming.body.planned_sailing_trips.map((p) => p.id)).toEqual([id, later.id]);
    const pastOnly = await t.rest<{ planned_sailing_trips: PlannedTripJson[] }>("GET", "/api/planned-sailing-trips?past=1", { token: c.token });
    expect(pastOnly.body.planned_sailing_trips.map((p) => p.id)).toEqual([past.id]);
    const active = await t.rest<{ planned_sailing_trips: PlannedTripJson[] }>("GET", "/api/planned-sailing-trips?active=true", { token: c.token });
    expect(active.body.planned_sailing_trips.map((p) => p.id)).toEqual([past.id, later.id]);

    const del = await t.rest<{ message: string }>("DELETE", `/api/planned-sailing-trips/${id}`, { token: c.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Planowany rejs został usunięty");
    expect((await t.rest("GET", `/api/planned-sailing-trips/${id}`, { token: c.token })).status).toBe(404);
  });

  it("answers 422 with field errors and saves nothing: dates in the wrong order, negative max crew, missing fields", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ErrBody>("POST", "/api/planned-sailing-trips", {
      token: c.token,
      body: tripBody({ start_date: "2026-07-10", end_date: "2026-07-01", max_crew_members: -2, name: " ", embarkation_port: "" }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ["Nazwa rejsu jest wymagana"],
      end_date: ["Data zakończenia nie może być wcześniejsza niż data rozpoczęcia"],
      embarkation_port: ["Port zaokrętowania jest wymagany"],
      max_crew_members: ["Maksymalna liczba załogi musi wynosić co najmniej 1 (puste pole = bez limitu)"],
    });
    const en = await t.rest<ErrBody>("POST", "/api/planned-sailing-trips", {
      token: c.token,
      lang: "en",
      body: tripBody({ start_date: "2026-07-10", end_date: "2026-07-09", max_crew_members: "0", yacht_name: "" }),
    });
    expect(en.body.errors).toEqual({
      end_date: ["The end date cannot be earlier than the start date"],
      max_crew_members: ["The maximum crew must be at least 1 (empty = no limit)"],
      yacht_name: ["The yacht is required"],
    });
    const sameDay = await t.rest("POST", "/api/planned-sailing-trips", {
      token: c.token,
      body: tripBody({ start_date: "2026-07-10", end_date: "2026-07-10" }),
    });
    expect(sameDay.status).toBe(201);
    const control = await t.rest<ErrBody>("POST", "/api/planned-sailing-trips", { token: c.token, body: tripBody({ name: "Rejs\u202e" }) });
    expect(control.status).toBe(422);
    expect(Object.keys(control.body.errors ?? {})).toEqual(["name"]);
    expect(await t.db.plannedTrip.count({ where: { captainId: c.id } })).toBe(1);
  });

  it("takes a yacht from the captain's own yacht database only", async () => {
    const c = await premiumCaptain(t);
    const other = await premiumCaptain(t);
    const yacht = await t.rest<{ data: { id: string } }>("POST", "/api/yachts", {
      token: c.token,
      body: { name: "Omega", registration_number: "POL 1", home_port: "Gdynia", hull_length: "12", engines_count: "1", engine_power: "20" },
    });
    const trip = await createTrip(t, c.token, { yacht_id: yacht.body.data.id, yacht_name: "Omega" });
    expect(trip.yacht_id).toBe(yacht.body.data.id);
    const stolen = await t.rest<ErrBody>("POST", "/api/planned-sailing-trips", { token: other.token, body: tripBody({ yacht_id: yacht.body.data.id }) });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ yacht_id: ["Wybierz jacht z bazy jachtów"] });
  });

  it("keeps trips apart: another captain's trip or enrolment is 404; students and nobody cannot call", async () => {
    const { captain, students } = await school(1);
    const other = await registerCaptain(t);
    const trip = await createTrip(t, captain.token);
    await join(t, must(students[0]).token, trip.id);
    const enrolmentId = must((await getTrip(t, captain.token, trip.id)).enrolments[0]?.id);
    for (const [method, path] of [
      ["GET", `/api/planned-sailing-trips/${trip.id}`],
      ["PUT", `/api/planned-sailing-trips/${trip.id}`],
      ["DELETE", `/api/planned-sailing-trips/${trip.id}`],
      ["PATCH", `/api/planned-sailing-trips/${trip.id}/enrolments/${enrolmentId}`],
      ["GET", `/api/planned-sailing-trips/${trip.id}/log-draft`],
    ] as const) {
      expect(
        (await t.rest(method, path, { token: other.token, body: method === "PATCH" ? { status: "accepted" } : method === "PUT" ? tripBody() : undefined }))
          .status,
      ).toBe(404);
    }
    expect(
      (await t.rest<{ planned_sailing_trips: unknown[] }>("GET", "/api/planned-sailing-trips", { token: other.token })).body.planned_sailing_trips,
    ).toEqual([]);
    // an enrolment of another trip of the same captain through the wrong URL
    const second = await createTrip(t, captain.token);
    expect((await decide(t, captain.token, second.id, enrolmentId, { status: "accepted" })).status).toBe(404);
    expect((await t.rest("GET", "/api/planned-sailing-trips", { token: students[0]?.token })).status).toBe(403);
    expect((await t.rest("GET", "/api/planned-sailing-trips", {})).status).toBe(401);
    expect((await getTrip(t, captain.token, trip.id)).enrolments[0]?.status).toBe("pending");
  });
});

describe("decisions: PATCH /api/planned-sailing-trips/{id}/enrolments/{enrolmentId}", () => {
  it("accepts and rejects with notes, records the history, and 'allow to rejoin' lets a rejected student join again", async () => {
    const { captain, students } = await school(2, { name: "Jan Kowalski" });
    const [s1, s2] = first(students, 2);
    const trip = await createTrip(t, captain.token, { max_crew_members: 3 });
    expect((await join(t, s1.token, trip.id, "Mam patent")).body.enrolment.status).toBe("pending");
    await join(t, s2.token, trip.id);
    const detail = await getTrip(t, captain.token, trip.id);
    expect(detail).toMatchObject({ pending_count: 2, accepted_count: 0, spots_left: 3 });
    const e1 = detail.enrolments.find((e) => e.student.id === s1.id)!;
    const e2 = detail.enrolments.find((e) => e.student.id === s2.id)!;
    expect(e1).toMatchObject({ status: "pending", student_notes: "Mam patent", captain_notes: null, joined_at: t.clock.now().toISOString() });
    expect(Object.keys(e1.student).sort()).toEqual(["email", "first_name", "id", "last_name", "phone"]);

    const acc = await decide(t, captain.token, trip.id, e1.id, { status: "accepted", captain_notes: "Zabierz sztormiak" });
    expect(acc.status).toBe(200);
    expect(acc.body.enrolment).toMatchObject({ status: "accepted", captain_notes: "Zabierz sztormiak" });
    const rej = await decide(t, captain.token, trip.id, e2.id, { status: "rejected" });
    expect(rej.body.enrolment.status).toBe("rejected");
    expect(rej.body.enrolment.history.map((h) => [h.from_status, h.to_status, h.by_role])).toEqual([
      ["not_joined", "pending", "student"],
      ["pending", "rejected", "captain"],
    ]);
    expect(rej.body.enrolment.history[1]?.by_name).toBe("Jan Kowalski");
    const after = await getTrip(t, captain.token, trip.id);
    expect(after).toMatchObject({ accepted_count: 1, pending_count: 0, spots_left: 2 });

    // rejected: joining again is refused until the captain allows it
    const again = await join(t, s2.token, trip.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Kapitan odrzucił Twoje zgłoszenie; ponowne zapisanie wymaga jego zgody");
    const allow = await decide(t, captain.token, trip.id, e2.id, { allow_rejoin: true });
    expect(allow.body.enrolment).toMatchObject({ status: "rejected", rejoin_allowed: true });
    const view = await t.rest<{ planned_sailing_trip: { can_join: boolean; enrolment_status: string } }>(
      "GET",
      `/api/student/planned-sailing-trips/${trip.id}`,
      { token: s2.token },
    );
    expect(view.body.planned_sailing_trip).toMatchObject({ can_join: true, enrolment_status: "rejected" });
    const rejoined = await join(t, s2.token, trip.id, "Poprawiłem się");
    expect(rejoined.status).toBe(201);
    expect(rejoined.body.enrolment.status).toBe("pending");
    const final = (await getTrip(t, captain.token, trip.id)).enrolments.find((e) => e.id === e2.id)!;
    expect(final).toMatchObject({ status: "pending", rejoin_allowed: false, student_notes: "Poprawiłem się" });
    expect(final.history.map((h) => h.to_status)).toEqual(["pending", "rejected", "rejected", "pending"]);
    expect(final.history[2]?.note).toBe("rejoin_allowed");
  });

  it("refuses an accept over the max crew with 409 'No spots available', and a bad status with 422", async () => {
    const { captain, students } = await school(2);
    const trip = await createTrip(t, captain.token, { max_crew_members: 1 });
    for (const s of students) await join(t, s.token, trip.id);
    const [a, b] = first((await getTrip(t, captain.token, trip.id)).enrolments, 2);
    expect((await decide(t, captain.token, trip.id, a.id, { status: "accepted" })).status).toBe(200);
    const full = await decide(t, captain.token, trip.id, b.id, { status: "accepted" });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Brak wolnych miejsc");
    expect(
      (
        await decide(t, captain.token, trip.id, b.id, { status: "accepted" }).then(() =>
          t.rest<ErrBody>("PATCH", `/api/planned-sailing-trips/${trip.id}/enrolments/${b.id}`, {
            token: captain.token,
            lang: "en",
            body: { status: "accepted" },
          }),
        )
      ).body.message,
    ).toBe("No spots available");
    const bad = await decide(t, captain.token, trip.id, b.id, { status: "maybe" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["status"]);
    expect((await getTrip(t, captain.token, trip.id)).enrolments.find((e) => e.id === b.id)!.status).toBe("pending");
    // a decision can change: a rejected spot is free again
    await decide(t, captain.token, trip.id, a.id, { status: "rejected" });
    expect((await decide(t, captain.token, trip.id, b.id, { status: "accepted" })).status).toBe(200);
  });

  it("never accepts more than the max crew under 20 parallel accepts", async () => {
    const { captain, students } = await school(20);
    const trip = await createTrip(t, captain.token, { max_crew_members: 5 });
    for (const s of students) expect((await join(t, s.token, trip.id)).status).toBe(201);
    const enrolments = (await getTrip(t, captain.token, trip.id)).enrolments;
    expect(enrolments).toHaveLength(20);
    const results = await Promise.all(enrolments.map((e) => decide(t, captain.token, trip.id, e.id, { status: "accepted" })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    expect(await t.db.enrolment.count({ where: { plannedTripId: trip.id, status: "accepted" } })).toBe(5);
    expect((await getTrip(t, captain.token, trip.id)).spots_left).toBe(0);
    // the max crew cannot go below the accepted students
    const lower = await t.rest<ErrBody>("PUT", `/api/planned-sailing-trips/${trip.id}`, { token: captain.token, body: tripBody({ max_crew_members: 4 }) });
    expect(lower.status).toBe(422);
    expect(lower.body.errors).toEqual({ max_crew_members: ["Limit nie może być mniejszy niż liczba już zaakceptowanych kursantów"] });
    expect((await getTrip(t, captain.token, trip.id)).max_crew_members).toBe(5);
  });

  it("never exceeds the max crew when 20 joins race 20 accepts", async () => {
    const { captain, students } = await school(20);
    const trip = await createTrip(t, captain.token, { max_crew_members: 3 });
    // 10 already pending; 10 more join while the captain accepts everybody seen
    for (const s of students.slice(0, 10)) await join(t, s.token, trip.id);
    const seen = (await getTrip(t, captain.token, trip.id)).enrolments;
    const results = await Promise.all([
      ...students.slice(10).map((s) => join(t, s.token, trip.id)),
      ...seen.map((e) => decide(t, captain.token, trip.id, e.id, { status: "accepted" })),
    ]);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    const now = await getTrip(t, captain.token, trip.id);
    for (const e of now.enrolments.filter((x) => x.status === "pending")) await decide(t, captain.token, trip.id, e.id, { status: "accepted" });
    expect(await t.db.enrolment.count({ where: { plannedTripId: trip.id, status: "accepted" } })).toBe(3);
    // a full trip refuses new joins
    const late = await registerStudent(t);
    await connect(t, captain.token, late.token);
    const refused = await join(t, late.token, trip.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Brak wolnych miejsc");
  });
});

describe("e-mails", () => {
  it("tells the captain of a join request and the student of the decision in their languages, the acceptance with an .ics", async () => {
    const captain = await registerCaptain(t, { name: "Jan Kowalski" });
    const s = await registerStudent(t, { first_name: "Emma", last_name: "Smith" }, "en");
    const pl = await registerStudent(t, { first_name: "Ola", last_name: "Wiśniewska" });
    await connect(t, captain.token, s.token);
    await connect(t, captain.token, pl.token);
    const trip = await createTrip(t, captain.token, { name: "Rejs; Hel, Jastarnia", start_date: "2026-07-01", end_date: "2026-07-08" });
    t.mailer.sent.length = 0;
    await join(t, s.token, trip.id, "I have a VHF licence");
    expect(t.mailer.sent).toHaveLength(1);
    const toCaptain = must(t.mailer.sent[0]);
    expect(toCaptain.to).toBe(captain.email);
    expect(toCaptain.subject).toBe("Żeglog — nowe zgłoszenie na rejs „Rejs; Hel, Jastarnia”");
    expect(toCaptain.text).toContain("Emma Smith");
    expect(toCaptain.text).toContain("I have a VHF licence");
    expect(toCaptain.text).toContain(`https://zeglog.test/planned-sailing-trips/${trip.id}`);

    const enrolment = must((await getTrip(t, captain.token, trip.id)).enrolments[0]);
    t.mailer.sent.length = 0;
    await decide(t, captain.token, trip.id, enrolment.id, { status: "accepted" });
    expect(t.mailer.sent).toHaveLength(1);
    const accepted = must(t.mailer.sent[0]);
    expect(accepted.to).toBe(s.email);
    expect(accepted.subject).toBe("Żeglog — you are accepted on “Rejs; Hel, Jastarnia”");
    expect(accepted.text).toContain("captain Jan Kowalski accepted");
    expect(accepted.attachments).toHaveLength(1);
    const ics = must(accepted.attachments![0]);
    expect(ics.filename).toMatch(/\.ics$/);
    expect(ics.contentType).toContain("text/calendar");
    expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.content).toContain("DTSTART;VALUE=DATE:20260701\r\n");
    expect(ics.content).toContain("DTEND;VALUE=DATE:20260709\r\n");
    expect(ics.content).toContain("SUMMARY:Rejs\\; Hel\\, Jastarnia\r\n");
    expect(ics.content).toContain("LOCATION:Gdynia\r\n");
    expect(ics.content.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(ics.content.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // the Polish student is rejected in Polish, without an attachment
    await join(t, pl.token, trip.id);
    const plEnrolment = (await getTrip(t, captain.token, trip.id)).enrolments.find((e) => e.student.id === pl.id)!;
    t.mailer.sent.length = 0;
    await decide(t, captain.token, trip.id, plEnrolment.id, { status: "rejected" });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]).toMatchObject({ to: pl.email, subject: "Żeglog — zgłoszenie na rejs „Rejs; Hel, Jastarnia” odrzucone" });
    expect(t.mailer.sent[0]?.attachments).toBeUndefined();
    // notes only: no e-mail, but the history records the change
    t.mailer.sent.length = 0;
    const noted = await decide(t, captain.token, trip.id, plEnrolment.id, { captain_notes: "Może następnym razem" });
    expect(t.mailer.sent).toHaveLength(0);
    expect(noted.body.enrolment.history.at(-1)).toMatchObject({ from_status: "rejected", to_status: "rejected", by_role: "captain", note: "captain_notes" });
  });

  it("tells enrolled students (pending or accepted) that a deleted trip is cancelled, in their languages; not after the trip", async () => {
    const captain = await registerCaptain(t, { name: "Jan Kowalski" });
    const [emma, ola, piotr, idle] = [
      await registerStudent(t, { first_name: "Emma", last_name: "Smith" }, "en"),
      await registerStudent(t, { first_name: "Ola", last_name: "Wiśniewska" }),
      await registerStudent(t, { first_name: "Piotr", last_name: "Zieliński" }),
      await registerStudent(t, { first_name: "Idalia", last_name: "Nowak" }),
    ];
    for (const s of [emma, ola, piotr, idle]) await connect(t, captain.token, s.token);
    const trip = await createTrip(t, captain.token, { name: "Hel 2026" });
    for (const s of [emma, ola, piotr]) await join(t, s.token, trip.id);
    const enrolments = (await getTrip(t, captain.token, trip.id)).enrolments;
    const of = (id: string) => enrolments.find((e) => e.student.id === id)?.id ?? "";
    await decide(t, captain.token, trip.id, of(emma.id), { status: "accepted" });
    await decide(t, captain.token, trip.id, of(piotr.id), { status: "rejected" });
    t.mailer.sent.length = 0;
    expect((await t.rest("DELETE", `/api/planned-sailing-trips/${trip.id}`, { token: captain.token })).status).toBe(200);
    expect(t.mailer.sent.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [emma.email, "Żeglog — the trip “Hel 2026” was cancelled"],
        [ola.email, "Żeglog — rejs „Hel 2026” został odwołany"],
      ].sort(),
    );
    expect(t.mailer.sent.find((m) => m.to === ola.email)?.text).toContain("kapitan Jan Kowalski odwołał(a) rejs „Hel 2026” (2026-07-01 – 2026-07-08)");

    // A trip that has ended is cleaned up quietly.
    const past = await createTrip(t, captain.token, { name: "Zatoka" });
    await join(t, ola.token, past.id);
    t.clock.advance(40 * 86_400_000); // 2026-07-11
    try {
      const token = await relogin(t, captain, "captain");
      t.mailer.sent.length = 0;
      expect((await t.rest("DELETE", `/api/planned-sailing-trips/${past.id}`, { token })).status).toBe(200);
      expect(t.mailer.sent).toHaveLength(0);
    } finally {
      t.clock.advance(-40 * 86_400_000);
    }
  });

  it("writes the captain's e-mail in English after an English sign-in", async () => {
    const captain = await registerCaptain(t);
    const s = await registerStudent(t);
    await relogin(t, captain, "captain", "en");
    await connect(t, captain.token, s.token);
    const trip = await createTrip(t, captain.token, { name: "Solent" });
    t.mailer.sent.length = 0;
    await join(t, s.token, trip.id);
    expect(t.mailer.sent[0]?.subject).toBe("Żeglog — a new request to join “Solent”");
  });
});

describe("'Zaloguj rejs': GET /api/planned-sailing-trips/{id}/log-draft", () => {
  it("prefills the wizard from a past trip with the accepted students as crew; refuses before the end date", async () => {
    const { captain, students } = await school(3);
    const trip = await createTrip(t, captain.token, { start_date: "2026-06-10", end_date: "2026-06-12", yacht_type: "Sasanka 660" });
    for (const s of students) await join(t, s.token, trip.id);
    const [a, b, c] = first((await getTrip(t, captain.token, trip.id)).enrolments, 3);
    await decide(t, captain.token, trip.id, a.id, { status: "accepted" });
    await decide(t, captain.token, trip.id, b.id, { status: "accepted" });
    await decide(t, captain.token, trip.id, c.id, { status: "rejected" });
    const early = await t.rest<ErrBody>("GET", `/api/planned-sailing-trips/${trip.id}/log-draft`, { token: captain.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Rejs można zalogować dopiero po dacie jego zakończenia");

    t.clock.advance(12 * 86_400_000); // 2026-06-13
    const token = await relogin(t, captain, "captain");
    const res = await t.rest<{ draft: Record<string, unknown> }>("GET", `/api/planned-sailing-trips/${trip.id}/log-draft`, { token });
    expect(res.status).toBe(200);
    expect(res.body.draft).toEqual({
      embarkation_date: "2026-06-10",
      disembarkation_date: "2026-06-12",
      embarkation_port: "Gdynia",
      disembarkation_port: "Władysławowo",
      yacht_name: "Zawisza",
      yacht_type: "Sasanka 660",
      yacht_id: null,
      crew_members: [a, b].map((e) => ({ first_name: e.student.first_name, last_name: e.student.last_name, email: e.student.email, phone: "+48 600 200 300" })),
    });
    t.clock.advance(-12 * 86_400_000);
  });
});
