// Invitations and connections (issue 13): every REST call and rule on the real database.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { INVITATION_CODE_ALPHABET } from "../../../../validation/students.ts";
import {
  connect,
  createInvitation,
  createTrip,
  decide,
  getTrip,
  join,
  registerCaptain,
  registerStudent,
  relogin,
  type ErrBody,
  type InvitationJson,
  type StudentTripJson,
} from "./test/students.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const accept = (token: string, code: unknown, lang?: string) =>
  t.rest<ErrBody & { captain: { id: string; first_name: string; connected_at: string } }>("POST", "/api/student/invitations/accept", {
    token,
    body: { code },
    lang,
  });

describe("captain: /api/invitations", () => {
  it("creates an invitation with a generated unambiguous code, lists, edits and deletes it", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<{ success: boolean; message: string; invitation: InvitationJson }>("POST", "/api/invitations", {
      token: c.token,
      body: { description: "  Kurs JSM  ", expires_at: "2026-12-31", usage_limit: 10, is_active: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Zaproszenie zostało utworzone",
      invitation: { description: "Kurs JSM", expires_at: "2026-12-31", usage_limit: 10, used_count: 0, is_active: true, state: "active" },
    });
    const inv = res.body.invitation;
    expect(inv.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect([...inv.code].every((ch) => INVITATION_CODE_ALPHABET.includes(ch))).toBe(true);

    const second = await createInvitation(t, c.token, { usage_limit: "", expires_at: undefined, expiration_date: "2027-01-31" });
    expect(second.usage_limit).toBeNull();
    expect(second.expires_at).toBe("2027-01-31");
    expect(second.code).not.toBe(inv.code);

    const list = await t.rest<{ invitations: InvitationJson[] }>("GET", "/api/invitations", { token: c.token });
    expect(list.status).toBe(200);
    expect(list.body.invitations.map((i) => i.id).sort()).toEqual([inv.id, second.id].sort());
    expect(Object.keys(must(list.body.invitations[0])).sort()).toEqual(
      ["code", "created_at", "description", "expires_at", "id", "is_active", "state", "usage_limit", "used_count"].sort(),
    );

    const put = await t.rest<{ invitation: InvitationJson }>("PUT", `/api/invitations/${inv.id}`, {
      token: c.token,
      body: { description: "Kurs KJ", expires_at: "", usage_limit: null, is_active: false },
    });
    expect(put.status).toBe(200);
    expect(put.body.invitation).toMatchObject({
      id: inv.id,
      code: inv.code,
      description: "Kurs KJ",
      expires_at: null,
      usage_limit: null,
      is_active: false,
      state: "inactive",
    });

    const del = await t.rest("DELETE", `/api/invitations/${inv.id}`, { token: c.token });
    expect(del.status).toBe(200);
    expect(await t.db.invitation.findUnique({ where: { id: inv.id } })).toBeNull();
  });

  it("answers 422 with field errors: description required, usage limit below 1, a wrong date, a control character", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ErrBody>("POST", "/api/invitations", {
      token: c.token,
      body: { description: "  ", expires_at: "2026-02-30", usage_limit: -1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      description: ["Opis zaproszenia jest wymagany"],
      expires_at: ["Podaj prawidłową datę (RRRR-MM-DD)"],
      usage_limit: ["Limit użyć musi wynosić co najmniej 1 (puste pole = bez limitu)"],
    });
    const zero = await t.rest<ErrBody>("POST", "/api/invitations", { token: c.token, body: { description: "x\u0007", usage_limit: 0 }, lang: "en" });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toMatchObject({ usage_limit: ["The usage limit must be at least 1 (empty = unlimited)"] });
    expect(zero.body.errors?.description?.[0]).toBeTruthy();
    expect(await t.db.invitation.count({ where: { captainId: c.id } })).toBe(0);
  });

  it("keeps invitations apart: another captain's is 404, a student or nobody cannot call", async () => {
    const a = await registerCaptain(t);
    const b = await registerCaptain(t);
    const s = await registerStudent(t);
    const inv = await createInvitation(t, a.token);
    expect((await t.rest("PUT", `/api/invitations/${inv.id}`, { token: b.token, body: { description: "x" } })).status).toBe(404);
    expect((await t.rest("DELETE", `/api/invitations/${inv.id}`, { token: b.token })).status).toBe(404);
    expect((await t.rest("DELETE", `/api/invitations/not-a-uuid`, { token: a.token })).status).toBe(404);
    expect((await t.rest<{ invitations: unknown[] }>("GET", "/api/invitations", { token: b.token })).body.invitations).toEqual([]);
    expect((await t.rest("GET", "/api/invitations", { token: s.token })).status).toBe(403);
    expect((await t.rest("GET", "/api/invitations", {})).status).toBe(401);
  });

  it("refuses to delete a used invitation with 409", async () => {
    const c = await registerCaptain(t);
    const s = await registerStudent(t);
    const inv = await createInvitation(t, c.token);
    expect((await accept(s.token, inv.code)).status).toBe(200);
    const del = await t.rest<ErrBody>("DELETE", `/api/invitations/${inv.id}`, { token: c.token });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe("Nie można usunąć wykorzystanego zaproszenia");
    const en = await t.rest<ErrBody>("DELETE", `/api/invitations/${inv.id}`, { token: c.token, lang: "en" });
    expect(en.body.message).toBe("A used invitation cannot be deleted");
    expect(await t.db.invitation.findUnique({ where: { id: inv.id } })).not.toBeNull();
  });
});

describe("student: POST /api/student/invitations/accept", () => {
  it("normalises the code (spaces, lower case), connects and answers the captain", async () => {
    const c = await registerCaptain(t, { name: "Jan Kowalski" });
    const s = await registerStudent(t);
    const inv = await createInvitation(t, c.token);
    const typed = ` ${inv.code.slice(0, 4).toLowerCase()} ${inv.code.slice(4)} `;
    const res = await accept(s.token, typed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Połączono z kapitanem Jan Kowalski",
      captain: { id: c.id, first_name: "Jan", last_name: "Kowalski" },
    });
    expect(res.body.captain.connected_at).toBe(t.clock.now().toISOString());
    const row = await t.db.invitation.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row.usedCount).toBe(1);

    const captains = await t.rest<{ captains: { id: string; email: string; connected_at: string }[] }>("GET", "/api/student/captains", { token: s.token });
    expect(captains.body.captains).toEqual([expect.objectContaining({ id: c.id, email: c.email })]);
    const students = await t.rest<{ students: Record<string, unknown>[] }>("GET", "/api/students", { token: c.token });
    expect(students.body.students).toEqual([
      expect.objectContaining({
        id: s.id,
        first_name: "Anna",
        last_name: "Nowak",
        email: s.email,
        phone: "+48 600 200 300",
        connected_at: t.clock.now().toISOString(),
        enrolments: [],
      }),
    ]);
  });

  it("has distinct messages: unknown, malformed, expired, inactive, used up, already connected", async () => {
    const c = await registerCaptain(t);
    const s = await registerStudent(t);
    const other = await registerStudent(t);
    const unknown = await accept(s.token, "ZZZZZZZZ");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ code: ["Nieprawidłowy kod zaproszenia"] });
    expect((await accept(s.token, "abc")).body.errors).toEqual({ code: ["Nieprawidłowy kod zaproszenia"] });
    expect((await accept(s.token, "")).body.errors).toEqual({ code: ["Wpisz kod zaproszenia"] });
    expect((await accept(s.token, "ZZZZZZZZ", "en")).body.errors).toEqual({ code: ["Invalid invitation code"] });

    const expired = await createInvitation(t, c.token, { expires_at: "2026-05-31" }); // the test clock is 2026-06-01
    expect((await accept(s.token, expired.code)).body.errors).toEqual({ code: ["Ten kod zaproszenia wygasł"] });
    const today = await createInvitation(t, c.token, { expires_at: "2026-06-01" });
    const inactive = await createInvitation(t, c.token, { is_active: false });
    expect((await accept(s.token, inactive.code)).body.errors).toEqual({ code: ["Ten kod zaproszenia jest nieaktywny"] });
    const once = await createInvitation(t, c.token, { usage_limit: 1 });
    expect((await accept(other.token, once.code)).status).toBe(200);
    expect((await accept(s.token, once.code)).body.errors).toEqual({ code: ["Limit użyć tego kodu zaproszenia został wyczerpany"] });
    expect((await accept(s.token, today.code)).status).toBe(200); // valid through its day
    const again = await accept(s.token, (await createInvitation(t, c.token)).code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ["Jesteś już połączony z tym kapitanem"] });
    const states = (await t.rest<{ invitations: InvitationJson[] }>("GET", "/api/invitations", { token: c.token })).body.invitations;
    expect(Object.fromEntries(states.map((i) => [i.id, i.state]))).toMatchObject({
      [expired.id]: "expired",
      [inactive.id]: "inactive",
      [once.id]: "used_up",
      [today.id]: "active",
    });
    // nothing half-saved: the refused uses did not count
    expect((await t.db.invitation.findUniqueOrThrow({ where: { id: inactive.id } })).usedCount).toBe(0);
  });

  it("holds the usage limit when 20 students accept one code at once", async () => {
    const c = await registerCaptain(t);
    const inv = await createInvitation(t, c.token, { usage_limit: 5 });
    const students = await Promise.all(Array.from({ length: 20 }, () => registerStudent(t)));
    const results = await Promise.all(students.map((s) => accept(s.token, inv.code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.errors?.code?.[0] === "Limit użyć tego kodu zaproszenia został wyczerpany")).toBe(true);
    expect((await t.db.invitation.findUniqueOrThrow({ where: { id: inv.id } })).usedCount).toBe(5);
    expect(await t.db.studentCaptain.count({ where: { captainId: c.id } })).toBe(5);
  });

  it("allows a student 30 code attempts an hour, then answers 429 with Retry-After", async () => {
    const s = await registerStudent(t);
    for (let i = 0; i < 30; i++) expect((await accept(s.token, "ZZZZZZZZ")).status).toBe(422);
    const over = await accept(s.token, "ZZZZZZZZ");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    t.clock.advance(61 * 60_000);
    const token = await relogin(t, s, "student");
    expect((await accept(token, "ZZZZZZZZ")).status).toBe(422);
    t.clock.advance(-61 * 60_000);
  });

  it("is for students only", async () => {
    const c = await registerCaptain(t);
    const inv = await createInvitation(t, c.token);
    expect((await accept(c.token, inv.code)).status).toBe(403);
    expect((await t.rest("POST", "/api/student/invitations/accept", { body: { code: inv.code } })).status).toBe(401);
  });
});

describe("disconnecting", () => {
  it("by the captain withdraws pending and accepted enrolments in future trips only; reconnecting needs a new invitation", async () => {
    const c = await registerCaptain(t);
    const s = await registerStudent(t);
    const inv = await connect(t, c.token, s.token);
    const future = await createTrip(t, c.token, { name: "Przyszły" });
    const accepted = await createTrip(t, c.token, { name: "Zaakceptowany" });
    const rejected = await createTrip(t, c.token, { name: "Odrzucony" });
    for (const trip of [future, accepted, rejected]) expect((await join(t, s.token, trip.id)).status).toBe(201);
    const accEnrol = must((await getTrip(t, c.token, accepted.id)).enrolments[0]);
    expect((await decide(t, c.token, accepted.id, accEnrol.id, { status: "accepted" })).status).toBe(200);
    const rejEnrol = must((await getTrip(t, c.token, rejected.id)).enrolments[0]);
    expect((await decide(t, c.token, rejected.id, rejEnrol.id, { status: "rejected" })).status).toBe(200);
    // a trip that has already started (its enrolment made directly) keeps its accepted student
    const started = await t.db.plannedTrip.create({
      data: {
        captainId: c.id,
        name: "Trwający",
        description: "",
        startDate: new Date("2026-05-30"),
        endDate: new Date("2026-06-05"),
        embarkationPort: "Gdynia",
        disembarkationPort: "Gdynia",
        yachtName: "Y",
        yachtType: "",
        maxCrewMembers: null,
      },
    });
    await t.db.enrolment.create({ data: { plannedTripId: started.id, studentId: s.id, status: "accepted", joinedAt: new Date() } });

    const res = await t.rest<{ success: boolean; message: string }>("DELETE", `/api/students/${s.id}`, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Kursant został odłączony");
    const rows = await t.db.enrolment.findMany({ where: { studentId: s.id }, include: { plannedTrip: true, changes: true } });
    const byName = Object.fromEntries(rows.map((r) => [r.plannedTrip.name, r]));
    expect(byName["Przyszły"]?.status).toBe("withdrawn");
    expect(byName["Zaakceptowany"]?.status).toBe("withdrawn");
    expect(byName["Odrzucony"]?.status).toBe("rejected");
    expect(byName["Trwający"]?.status).toBe("accepted");
    // a disconnected student's remaining (rejected) enrolment cannot be accepted
    const late = await decide(t, c.token, rejected.id, rejEnrol.id, { status: "accepted" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Ten kursant nie jest już z Tobą połączony — nie można go zaakceptować");
    expect(byName["Zaakceptowany"]?.changes.at(-1)).toMatchObject({ fromStatus: "accepted", toStatus: "withdrawn", byRole: "CAPTAIN", note: "disconnected" });

    expect((await t.rest<{ students: unknown[] }>("GET", "/api/students", { token: c.token })).body.students).toEqual([]);
    expect((await t.rest<{ captains: unknown[] }>("GET", "/api/student/captains", { token: s.token })).body.captains).toEqual([]);
    // the student no longer sees the captain's trips
    expect((await t.rest("GET", `/api/student/planned-sailing-trips/${future.id}`, { token: s.token })).status).toBe(404);
    expect((await join(t, s.token, future.id)).status).toBe(404);
    // the old (still active, unlimited) invitation does not connect again; a new one does
    const old = await accept(s.token, inv.code);
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual({ code: ["Połączenie z tym kapitanem zostało zakończone — do ponownego połączenia potrzebne jest nowe zaproszenie"] });
    t.clock.advance(1000);
    const fresh = await createInvitation(t, c.token);
    const re = await accept(s.token, fresh.code);
    expect(re.status).toBe(200);
    expect(re.body.captain.connected_at).toBe(t.clock.now().toISOString());
    expect((await t.rest<{ students: { id: string }[] }>("GET", "/api/students", { token: c.token })).body.students.map((x) => x.id)).toEqual([s.id]);
    // the withdrawn enrolments stay withdrawn
    expect((await t.db.enrolment.findFirstOrThrow({ where: { plannedTripId: future.id } })).status).toBe("withdrawn");
    expect((await t.rest("DELETE", `/api/students/${s.id}`, { token: c.token })).status).toBe(200);
    expect((await t.rest("DELETE", `/api/students/${s.id}`, { token: c.token })).status).toBe(404);
  });

  it("by the student; another captain's student or an unknown id is 404", async () => {
    const c = await registerCaptain(t);
    const other = await registerCaptain(t);
    const s = await registerStudent(t);
    await connect(t, c.token, s.token);
    const trip = await createTrip(t, c.token);
    expect((await join(t, s.token, trip.id)).status).toBe(201);
    expect((await t.rest("DELETE", `/api/students/${s.id}`, { token: other.token })).status).toBe(404);
    expect((await t.rest("DELETE", `/api/student/captains/${other.id}`, { token: s.token })).status).toBe(404);
    const res = await t.rest<{ message: string }>("DELETE", `/api/student/captains/${c.id}`, { token: s.token, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Disconnected from the captain");
    const e = await t.db.enrolment.findFirstOrThrow({ where: { studentId: s.id }, include: { changes: true } });
    expect(e.status).toBe("withdrawn");
    expect(e.changes.at(-1)).toMatchObject({ byRole: "STUDENT", byName: "Anna Nowak" });
    const list = await t.rest<{ planned_sailing_trips: StudentTripJson[] }>("GET", "/api/student/planned-sailing-trips", { token: s.token });
    expect(list.body.planned_sailing_trips).toEqual([]);
  });

  it("the captain's student list carries their enrolments in this captain's trips only", async () => {
    const a = await registerCaptain(t);
    const b = await registerCaptain(t);
    const s = await registerStudent(t);
    await connect(t, a.token, s.token);
    await connect(t, b.token, s.token);
    const ta = await createTrip(t, a.token, { name: "A" });
    const tb = await createTrip(t, b.token, { name: "B" });
    await join(t, s.token, ta.id, "Mam patent żeglarza");
    await join(t, s.token, tb.id);
    const res = await t.rest<{ students: { enrolments: { status: string; student_notes: string; planned_trip: { id: string; name: string } }[] }[] }>(
      "GET",
      "/api/students",
      { token: a.token },
    );
    expect(res.body.students[0]?.enrolments).toEqual([
      expect.objectContaining({
        status: "pending",
        student_notes: "Mam patent żeglarza",
        planned_trip: expect.objectContaining({ id: ta.id, name: "A" }) as unknown,
      }),
    ]);
  });
});
