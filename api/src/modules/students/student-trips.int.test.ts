// The student's planned trips (issue 13): visibility, join / leave / notes, full, inactive and
// started trips, rejected students, the enrolled-trips filter — every REST call on the real database.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { connect, createTrip, decide, getTrip, join, registerCaptain, registerStudent, relogin, type ErrBody, type StudentTripJson } from "./test/students.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type ListBody = { planned_sailing_trips: (StudentTripJson & { enrolment?: { id: string; status: string } | null })[] };
const list = (token: string) => t.rest<ListBody>("GET", "/api/student/planned-sailing-trips", { token });
const detail = (token: string, id: string) =>
  t.rest<{ planned_sailing_trip: StudentTripJson } & ErrBody>("GET", `/api/student/planned-sailing-trips/${id}`, { token });
const enrolled = (token: string, status?: string) =>
  t.rest<ListBody & ErrBody>("GET", `/api/student/enrolled-trips${status ? `?status=${status}` : ""}`, { token });

describe("GET /api/student/planned-sailing-trips", () => {
  it("lists the active future trips of connected captains only, with status and spots left", async () => {
    const captain = await registerCaptain(t, { name: "Jan Kowalski" });
    const stranger = await registerCaptain(t);
    const s = await registerStudent(t);
    await connect(t, captain.token, s.token);
    const open = await createTrip(t, captain.token, { name: "Otwarty", max_crew_members: 4, start_date: "2026-07-01" });
    const unlimited = await createTrip(t, captain.token, { name: "Bez limitu", max_crew_members: null, start_date: "2026-06-15", end_date: "2026-06-20" });
    const today = await createTrip(t, captain.token, { name: "Dziś", start_date: "2026-06-01", end_date: "2026-06-03" });
    await createTrip(t, captain.token, { name: "Nieaktywny", is_active: false });
    await createTrip(t, captain.token, { name: "Trwa", start_date: "2026-05-30", end_date: "2026-06-05" });
    const foreign = await createTrip(t, stranger.token, { name: "Obcy" });

    const res = await list(s.token);
    expect(res.status).toBe(200);
    expect(res.body.planned_sailing_trips.map((p) => p.name)).toEqual(["Dziś", "Bez limitu", "Otwarty"]);
    const first = res.body.planned_sailing_trips.find((p) => p.id === open.id)!;
    expect(first).toMatchObject({
      enrolment_status: "not_joined",
      spots_left: 4,
      can_join: true,
      my_notes: null,
      max_crew_members: 4,
      start_date: "2026-07-01",
      embarkation_port: "Gdynia",
      captain: { id: captain.id, first_name: "Jan", last_name: "Kowalski" },
    });
    expect(res.body.planned_sailing_trips.find((p) => p.id === unlimited.id)!.spots_left).toBeNull();
    expect(res.body.planned_sailing_trips.find((p) => p.id === today.id)!.can_join).toBe(true);
    // another captain's trip is not found, and so is nonsense
    expect((await detail(s.token, foreign.id)).status).toBe(404);
    expect((await detail(s.token, "x")).status).toBe(404);
    expect((await join(t, s.token, foreign.id)).status).toBe(404);
    expect((await t.rest("GET", "/api/student/planned-sailing-trips", { token: captain.token })).status).toBe(403);
    expect((await t.rest("GET", "/api/student/planned-sailing-trips", {})).status).toBe(401);
    // a student without captains sees nothing
    expect((await list((await registerStudent(t)).token)).body.planned_sailing_trips).toEqual([]);
  });
});

describe("join, leave and notes", () => {
  it("joins (pending, 201), edits the notes, leaves (not joined) and joins again", async () => {
    const captain = await registerCaptain(t);
    const s = await registerStudent(t);
    await connect(t, captain.token, s.token);
    const trip = await createTrip(t, captain.token, { max_crew_members: 2 });

    const joined = await join(t, s.token, trip.id, "  Pierwszy rejs  ");
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      success: true,
      message: "Wysłano zgłoszenie na rejs",
      enrolment: { status: "pending", student_notes: "Pierwszy rejs" },
    });
    const view = await detail(s.token, trip.id);
    expect(view.body.planned_sailing_trip).toMatchObject({ enrolment_status: "pending", can_join: false, can_leave: true, my_notes: "Pierwszy rejs" });
    const twice = await join(t, s.token, trip.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Jesteś już zapisany na ten rejs");

    const notes = await t.rest<{ planned_sailing_trip: StudentTripJson }>("PUT", `/api/student/planned-sailing-trips/${trip.id}/notes`, {
      token: s.token,
      body: { notes: "Mam chorobę morską\nbiorę aviomarin" },
    });
    expect(notes.status).toBe(200);
    expect(notes.body.planned_sailing_trip.my_notes).toBe("Mam chorobę morską\nbiorę aviomarin");
    expect((await getTrip(t, captain.token, trip.id)).enrolments[0]?.student_notes).toBe("Mam chorobę morską\nbiorę aviomarin");
    const tooLong = await t.rest<ErrBody>("PUT", `/api/student/planned-sailing-trips/${trip.id}/notes`, { token: s.token, body: { notes: "x".repeat(2001) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ notes: ["Tekst jest zbyt długi"] });

    const left = await t.rest<{ message: string; planned_sailing_trip: StudentTripJson }>("POST", `/api/student/planned-sailing-trips/${trip.id}/leave`, {
      token: s.token,
    });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe("Wypisano z rejsu");
    expect(left.body.planned_sailing_trip).toMatchObject({ enrolment_status: "not_joined", can_join: true, my_notes: null });
    expect((await getTrip(t, captain.token, trip.id)).enrolments).toEqual([]);
    const leaveAgain = await t.rest<ErrBody>("POST", `/api/student/planned-sailing-trips/${trip.id}/leave`, { token: s.token });
    expect(leaveAgain.status).toBe(409);
    expect(leaveAgain.body.message).toBe("Nie jesteś zapisany na ten rejs");
    expect((await t.rest("PUT", `/api/student/planned-sailing-trips/${trip.id}/notes`, { token: s.token, body: { notes: "a" } })).status).toBe(409);

    expect((await join(t, s.token, trip.id)).status).toBe(201);
    const e = must((await getTrip(t, captain.token, trip.id)).enrolments[0]);
    await decide(t, captain.token, trip.id, e.id, { status: "accepted" });
    // accepted → leave frees the spot
    expect((await t.rest("POST", `/api/student/planned-sailing-trips/${trip.id}/leave`, { token: s.token })).status).toBe(200);
    expect((await getTrip(t, captain.token, trip.id)).spots_left).toBe(2);
    const history = await t.db.enrolmentChange.findMany({ where: { enrolmentId: e.id }, orderBy: { seq: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.byRole])).toEqual([
      [null, "pending", "STUDENT"],
      ["pending", "pending", "STUDENT"], // the notes
      ["pending", "withdrawn", "STUDENT"],
      ["withdrawn", "pending", "STUDENT"],
      ["pending", "accepted", "CAPTAIN"],
      ["accepted", "withdrawn", "STUDENT"],
    ]);
  });

  it("lets nobody leave a trip that has started (409); the crew under way is the captain's to log", async () => {
    const captain = await registerCaptain(t);
    const s = await registerStudent(t);
    await connect(t, captain.token, s.token);
    const trip = await createTrip(t, captain.token, { start_date: "2026-06-01", end_date: "2026-06-09" }); // starts today
    expect((await join(t, s.token, trip.id)).status).toBe(201);
    t.clock.advance(86_400_000); // 2026-06-02: under way
    try {
      const token = await relogin(t, s, "student");
      expect((await detail(token, trip.id)).body.planned_sailing_trip).toMatchObject({ enrolment_status: "pending", can_leave: false });
      const refused = await t.rest<ErrBody>("POST", `/api/student/planned-sailing-trips/${trip.id}/leave`, { token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Ten rejs już się rozpoczął — nie można się z niego wypisać");
      expect((await getTrip(t, await relogin(t, captain, "captain"), trip.id)).enrolments.map((e) => e.status)).toEqual(["pending"]);
    } finally {
      t.clock.advance(-86_400_000);
    }
  });

  it("refuses full, inactive and started trips with clear messages, saving nothing", async () => {
    const captain = await registerCaptain(t);
    const [a, b] = [await registerStudent(t), await registerStudent(t)];
    await connect(t, captain.token, a.token);
    await connect(t, captain.token, b.token);
    const trip = await createTrip(t, captain.token, { max_crew_members: 1 });
    await join(t, a.token, trip.id);
    await decide(t, captain.token, trip.id, must((await getTrip(t, captain.token, trip.id)).enrolments[0]).id, { status: "accepted" });
    const view = await detail(b.token, trip.id);
    expect(view.body.planned_sailing_trip).toMatchObject({ spots_left: 0, can_join: false, enrolment_status: "not_joined" });
    const full = await join(t, b.token, trip.id);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Brak wolnych miejsc");
    const fullEn = await t.rest<ErrBody>("POST", `/api/student/planned-sailing-trips/${trip.id}/join`, { token: b.token, lang: "en", body: {} });
    expect(fullEn.body.message).toBe("No spots available");

    const inactive = await createTrip(t, captain.token, { is_active: false });
    const refused = await join(t, b.token, inactive.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Ten rejs jest nieaktywny — nie można się na niego zapisać");
    expect((await detail(b.token, inactive.id)).body.planned_sailing_trip).toMatchObject({ is_active: false, can_join: false });

    const started = await createTrip(t, captain.token, { start_date: "2026-05-31", end_date: "2026-06-04" });
    const late = await join(t, b.token, started.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Ten rejs już się rozpoczął — nie można się na niego zapisać");

    const badNotes = await join(t, b.token, (await createTrip(t, captain.token)).id, "zła\u0000notatka");
    expect(badNotes.status).toBe(422);
    expect(Object.keys(badNotes.body.errors ?? {})).toEqual(["notes"]);
    expect(await t.db.enrolment.count({ where: { studentId: b.id } })).toBe(0);
  });
});

describe("GET /api/student/enrolled-trips", () => {
  it("lists the student's own enrolments, filtered by status", async () => {
    const captain = await registerCaptain(t);
    const s = await registerStudent(t);
    const other = await registerStudent(t);
    await connect(t, captain.token, s.token);
    await connect(t, captain.token, other.token);
    const [p, a, r, l] = [
      await createTrip(t, captain.token, { name: "P", start_date: "2026-07-01" }),
      await createTrip(t, captain.token, { name: "A", start_date: "2026-07-02", end_date: "2026-07-09" }),
      await createTrip(t, captain.token, { name: "R", start_date: "2026-07-03", end_date: "2026-07-09" }),
      await createTrip(t, captain.token, { name: "L", start_date: "2026-07-04", end_date: "2026-07-09" }),
    ];
    for (const trip of [p, a, r, l]) await join(t, s.token, trip.id);
    await join(t, other.token, p.id);
    await decide(t, captain.token, a.id, must((await getTrip(t, captain.token, a.id)).enrolments[0]).id, { status: "accepted" });
    await decide(t, captain.token, r.id, must((await getTrip(t, captain.token, r.id)).enrolments[0]).id, { status: "rejected" });
    await t.rest("POST", `/api/student/planned-sailing-trips/${l.id}/leave`, { token: s.token });

    const all = await enrolled(s.token);
    expect(all.status).toBe(200);
    expect(all.body.planned_sailing_trips.map((x) => [x.name, x.enrolment_status])).toEqual([
      ["P", "pending"],
      ["A", "accepted"],
      ["R", "rejected"],
    ]);
    expect(all.body.planned_sailing_trips[0]?.enrolment).toMatchObject({ status: "pending" });
    expect((await enrolled(s.token, "all")).body.planned_sailing_trips).toHaveLength(3);
    for (const [status, name] of [
      ["pending", "P"],
      ["accepted", "A"],
      ["rejected", "R"],
    ]) {
      expect((await enrolled(s.token, status)).body.planned_sailing_trips.map((x) => x.name)).toEqual([name]);
    }
    const bad = await enrolled(s.token, "withdrawn");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: ["Wybierz: all, pending, accepted albo rejected"] });
    expect((await enrolled(other.token)).body.planned_sailing_trips.map((x) => x.name)).toEqual(["P"]);
  });
});
