// The students area through GraphQL (the contract the web screens use), its scopes, and the
// students' password reset (GraphQL and REST), on the real database.
import { describe, expect, it } from "vitest";
import { someClient, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { registerCaptain, registerStudent, relogin } from "./test/students.ts";
import { hashToken } from "../auth/tokens.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type Id = { id: string };
type Enrolment = Id & { student: Id; history: unknown };
type PlannedTrip = Id & { name: string; pendingCount: number; enrolments: Enrolment[] };
function enrolmentOf(trip: PlannedTrip, studentId: string): Enrolment {
  const enrolment = trip.enrolments.find((e) => e.student.id === studentId);
  if (!enrolment) throw new Error(`no enrolment of ${studentId} in ${JSON.stringify(trip.enrolments)}`);
  return enrolment;
}
type Err = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };
async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token: string, lang?: string): Promise<T> {
  const res = await t.gql<T>(query, variables, { token, lang });
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}
const fail = async (query: string, variables: Record<string, unknown>, token?: string, lang?: string) => {
  const res = await t.gql(query, variables, { token, lang });
  expect(res.errors?.length).toBeGreaterThan(0);
  return res.errors![0] as Err;
};

const TRIP_FIELDS = `id name description startDate endDate embarkationPort disembarkationPort yachtId yachtName yachtType
  maxCrewMembers isActive createdAt acceptedCount pendingCount spotsLeft
  enrolments { id status studentNotes captainNotes joinedAt rejoinAllowed student { id firstName lastName email phone }
    history { at fromStatus toStatus byRole byName note } plannedTrip { id name startDate endDate } }`;
const STUDENT_TRIP = `id name description startDate endDate embarkationPort disembarkationPort yachtName yachtType maxCrewMembers isActive
  spotsLeft enrolmentStatus canJoin myNotes joinedAt captain { id firstName lastName email phone connectedAt }`;
const tripInput = (over: Record<string, unknown> = {}) => ({
  name: "Rejs GraphQL",
  description: "Opis",
  startDate: "2026-07-01",
  endDate: "2026-07-05",
  embarkationPort: "Gdańsk",
  disembarkationPort: "Hel",
  yachtName: "Orion",
  yachtType: "Antila 27",
  maxCrewMembers: 1,
  isActive: true,
  ...over,
});

describe("the contract, end to end", () => {
  it("invitation → connection → planned trip → join → decision → notes → leave → log draft → disconnect", async () => {
    const c = await registerCaptain(t, { name: "Anna Kapitan" });
    const s = await registerStudent(t, { first_name: "Piotr", last_name: "Zieliński" });
    const s2 = await registerStudent(t);

    const { createInvitation: inv } = await ok<{ createInvitation: Id & { code: string } }>(
      `mutation($input: InvitationInput!) { createInvitation(input: $input) { id code description expiresAt usageLimit usedCount isActive createdAt state } }`,
      { input: { description: "Kurs", expiresAt: "2026-12-31", usageLimit: 5, isActive: true } },
      c.token,
    );
    expect(inv).toMatchObject({ description: "Kurs", expiresAt: "2026-12-31", usageLimit: 5, usedCount: 0, isActive: true, state: "ACTIVE" });
    const bad = await fail(
      `mutation($input: InvitationInput!) { createInvitation(input: $input) { id } }`,
      { input: { description: "", usageLimit: -3 } },
      c.token,
    );
    expect(bad.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { description: "Opis zaproszenia jest wymagany", usageLimit: "Limit użyć musi wynosić co najmniej 1 (puste pole = bez limitu)" },
    });
    const { updateInvitation } = await ok(
      `mutation($id: ID!, $input: InvitationInput!) { updateInvitation(id: $id, input: $input) { usageLimit state } }`,
      { id: inv.id, input: { description: "Kurs", usageLimit: null, isActive: true } },
      c.token,
    );
    expect(updateInvitation).toEqual({ usageLimit: null, state: "ACTIVE" });

    const ACCEPT = `mutation($code: String!) { acceptInvitation(code: $code) { id firstName lastName email phone connectedAt } }`;
    const wrong = await fail(ACCEPT, { code: "22222222" }, s.token);
    expect(wrong.extensions).toMatchObject({ code: "VALIDATION_FAILED", fields: { code: "Nieprawidłowy kod zaproszenia" } });
    const { acceptInvitation } = await ok(ACCEPT, { code: inv.code.toLowerCase() }, s.token);
    expect(acceptInvitation).toMatchObject({ id: c.id, firstName: "Anna", lastName: "Kapitan", email: c.email });
    await ok(ACCEPT, { code: inv.code }, s2.token);
    expect((await ok(`{ myCaptains { id connectedAt } }`, {}, s.token)).myCaptains).toEqual([{ id: c.id, connectedAt: t.clock.now().toISOString() }]);
    const alreadyUsed = await fail(`mutation($id: ID!) { deleteInvitation(id: $id) }`, { id: inv.id }, c.token, "en");
    expect(alreadyUsed).toMatchObject({ message: "A used invitation cannot be deleted", extensions: { code: "CONFLICT" } });

    const { createPlannedTrip: trip } = await ok<{ createPlannedTrip: Id }>(
      `mutation($input: PlannedTripInput!) { createPlannedTrip(input: $input) { ${TRIP_FIELDS} } }`,
      { input: tripInput() },
      c.token,
    );
    expect(trip).toMatchObject({
      name: "Rejs GraphQL",
      startDate: "2026-07-01",
      endDate: "2026-07-05",
      maxCrewMembers: 1,
      spotsLeft: 1,
      acceptedCount: 0,
      enrolments: [],
    });
    const wrongDates = await fail(
      `mutation($input: PlannedTripInput!) { createPlannedTrip(input: $input) { id } }`,
      { input: tripInput({ startDate: "2026-07-05", endDate: "2026-07-01", maxCrewMembers: -1 }) },
      c.token,
    );
    expect(wrongDates.extensions?.fields).toEqual({
      endDate: "Data zakończenia nie może być wcześniejsza niż data rozpoczęcia",
      maxCrewMembers: "Maksymalna liczba załogi musi wynosić co najmniej 1 (puste pole = bez limitu)",
    });
    const { updatePlannedTrip } = await ok<{ updatePlannedTrip: { name: string } }>(
      `mutation($id: ID!, $input: PlannedTripInput!) { updatePlannedTrip(id: $id, input: $input) { name } }`,
      { id: trip.id, input: tripInput({ name: "Rejs GraphQL 2" }) },
      c.token,
    );
    expect(updatePlannedTrip.name).toBe("Rejs GraphQL 2");

    const { studentPlannedTrips } = await ok(`{ studentPlannedTrips { ${STUDENT_TRIP} } }`, {}, s.token);
    expect(studentPlannedTrips).toEqual([
      expect.objectContaining({ id: trip.id, enrolmentStatus: "NOT_JOINED", canJoin: true, spotsLeft: 1, myNotes: null, joinedAt: null }),
    ]);
    const JOIN = `mutation($id: ID!, $notes: String) { joinPlannedTrip(id: $id, notes: $notes) { enrolmentStatus canJoin myNotes joinedAt } }`;
    expect((await ok(JOIN, { id: trip.id, notes: "Hej" }, s.token)).joinPlannedTrip).toMatchObject({
      enrolmentStatus: "PENDING",
      canJoin: false,
      myNotes: "Hej",
    });
    await ok(JOIN, { id: trip.id }, s2.token);

    const { plannedTrip } = await ok<{ plannedTrip: PlannedTrip }>(`query($id: ID!) { plannedTrip(id: $id) { ${TRIP_FIELDS} } }`, { id: trip.id }, c.token);
    expect(plannedTrip.pendingCount).toBe(2);
    const mine = enrolmentOf(plannedTrip, s.id);
    const theirs = enrolmentOf(plannedTrip, s2.id);
    expect(mine).toMatchObject({ status: "PENDING", studentNotes: "Hej", plannedTrip: { id: trip.id, name: "Rejs GraphQL 2" } });
    expect(mine.history).toEqual([expect.objectContaining({ fromStatus: "NOT_JOINED", toStatus: "PENDING", byRole: "STUDENT", byName: "Piotr Zieliński" })]);

    const DECIDE = `mutation($id: ID!, $input: DecideEnrolmentInput!) { decideEnrolment(id: $id, input: $input) { status captainNotes rejoinAllowed history { toStatus byRole } } }`;
    const { decideEnrolment } = await ok(DECIDE, { id: mine.id, input: { status: "ACCEPTED", captainNotes: "OK" } }, c.token);
    expect(decideEnrolment).toMatchObject({
      status: "ACCEPTED",
      captainNotes: "OK",
      history: [
        { toStatus: "PENDING", byRole: "STUDENT" },
        { toStatus: "ACCEPTED", byRole: "CAPTAIN" },
      ],
    });
    const full = await fail(DECIDE, { id: theirs.id, input: { status: "ACCEPTED" } }, c.token, "en");
    expect(full).toMatchObject({ message: "No spots available", extensions: { code: "CONFLICT" } });
    const { decideEnrolment: rejected } = await ok(DECIDE, { id: theirs.id, input: { status: "REJECTED", allowRejoin: true } }, c.token);
    expect(rejected).toMatchObject({ status: "REJECTED", rejoinAllowed: true });

    const { myStudents } = await ok<{ myStudents: (Id & { enrolments: unknown })[] }>(
      `{ myStudents { id firstName connectedAt enrolments { status plannedTrip { id } } } }`,
      {},
      c.token,
    );
    expect(myStudents.find((x) => x.id === s.id)?.enrolments).toEqual([{ status: "ACCEPTED", plannedTrip: { id: trip.id } }]);

    const NOTES = `mutation($id: ID!, $notes: String!) { updateEnrolmentNotes(id: $id, notes: $notes) { myNotes enrolmentStatus } }`;
    expect((await ok(NOTES, { id: trip.id, notes: "Nowe" }, s.token)).updateEnrolmentNotes).toEqual({ myNotes: "Nowe", enrolmentStatus: "ACCEPTED" });
    const ENROLLED = `query($status: EnrolmentStatus) { enrolledTrips(status: $status) { id enrolmentStatus } }`;
    expect((await ok(ENROLLED, { status: "ACCEPTED" }, s.token)).enrolledTrips).toEqual([{ id: trip.id, enrolmentStatus: "ACCEPTED" }]);
    expect((await ok(ENROLLED, { status: "PENDING" }, s.token)).enrolledTrips).toEqual([]);
    expect((await ok(ENROLLED, {}, s2.token)).enrolledTrips).toEqual([{ id: trip.id, enrolmentStatus: "REJECTED" }]);
    expect((await ok(`query($id: ID!) { studentPlannedTrip(id: $id) { canJoin enrolmentStatus } }`, { id: trip.id }, s2.token)).studentPlannedTrip).toEqual({
      canJoin: false,
      enrolmentStatus: "REJECTED",
    }); // rejoin allowed, but the only spot is taken

    const LEAVE = `mutation($id: ID!) { leavePlannedTrip(id: $id) { enrolmentStatus canJoin } }`;
    expect((await ok(LEAVE, { id: trip.id }, s.token)).leavePlannedTrip).toEqual({ enrolmentStatus: "NOT_JOINED", canJoin: true });
    await ok(JOIN, { id: trip.id }, s.token);
    const again = enrolmentOf(
      (await ok<{ plannedTrip: PlannedTrip }>(`query($id: ID!) { plannedTrip(id: $id) { enrolments { id student { id } } } }`, { id: trip.id }, c.token))
        .plannedTrip,
      s.id,
    );
    await ok(DECIDE, { id: again.id, input: { status: "ACCEPTED" } }, c.token);

    const DRAFT = `query($id: ID!) { plannedTripLogDraft(id: $id) { embarkationDate disembarkationDate embarkationPort disembarkationPort yachtName yachtType yachtId crewMembers { firstName lastName email phone } } }`;
    expect((await fail(DRAFT, { id: trip.id }, c.token)).extensions?.code).toBe("CONFLICT");
    t.clock.advance(35 * 86_400_000); // 2026-07-06: the trip ended yesterday
    const token = await relogin(t, c, "captain");
    expect((await ok(DRAFT, { id: trip.id }, token)).plannedTripLogDraft).toEqual({
      embarkationDate: "2026-07-01",
      disembarkationDate: "2026-07-05",
      embarkationPort: "Gdańsk",
      disembarkationPort: "Hel",
      yachtName: "Orion",
      yachtType: "Antila 27",
      yachtId: null,
      crewMembers: [{ firstName: "Piotr", lastName: "Zieliński", email: s.email, phone: "+48 600 200 300" }],
    });
    expect((await ok(`query($f: PlannedTripFilter) { plannedTrips(filter: $f) { id } }`, { f: { past: true } }, token)).plannedTrips).toEqual([
      { id: trip.id },
    ]);
    expect((await ok(`query($f: PlannedTripFilter) { plannedTrips(filter: $f) { id } }`, { f: { upcoming: true } }, token)).plannedTrips).toEqual([]);
    t.clock.advance(-35 * 86_400_000);

    expect((await ok(`mutation($id: ID!) { disconnectStudent(id: $id) }`, { id: s2.id }, c.token)).disconnectStudent).toBe(s2.id);
    expect((await ok(`mutation($id: ID!) { disconnectCaptain(id: $id) }`, { id: c.id }, s.token)).disconnectCaptain).toBe(c.id);
    expect((await ok(`{ myStudents { id } }`, {}, c.token)).myStudents).toEqual([]);
    expect((await ok(`mutation($id: ID!) { deletePlannedTrip(id: $id) }`, { id: trip.id }, c.token)).deletePlannedTrip).toBe(trip.id);
    const { createInvitation: unused } = await ok<{ createInvitation: Id }>(
      `mutation { createInvitation(input: { description: "x" }) { id usageLimit isActive } }`,
      {},
      c.token,
    );
    expect(unused).toMatchObject({ usageLimit: null, isActive: true });
    expect((await ok(`mutation($id: ID!) { deleteInvitation(id: $id) }`, { id: unused.id }, c.token)).deleteInvitation).toBe(unused.id);
  });

  it("keeps the scopes: students cannot call captain fields and the other way round; another captain's trip is NOT_FOUND", async () => {
    const c = await registerCaptain(t);
    const other = await registerCaptain(t);
    const s = await registerStudent(t);
    expect((await fail(`{ invitations { id } }`, {}, s.token)).extensions?.code).toBe("FORBIDDEN");
    expect((await fail(`{ plannedTrips { id } }`, {}, undefined)).extensions?.code).toBe("UNAUTHENTICATED");
    expect((await fail(`{ studentPlannedTrips { id } }`, {}, c.token)).extensions?.code).toBe("FORBIDDEN");
    expect((await fail(`mutation { acceptInvitation(code: "ABCDEFGH") { id } }`, {}, c.token)).extensions?.code).toBe("FORBIDDEN");
    const { createPlannedTrip } = await ok<{ createPlannedTrip: Id }>(
      `mutation($input: PlannedTripInput!) { createPlannedTrip(input: $input) { id } }`,
      { input: tripInput() },
      c.token,
    );
    expect((await fail(`query($id: ID!) { plannedTrip(id: $id) { id } }`, { id: createPlannedTrip.id }, other.token)).extensions?.code).toBe("NOT_FOUND");
    expect((await fail(`query($id: ID!) { studentPlannedTrip(id: $id) { id } }`, { id: createPlannedTrip.id }, s.token)).extensions?.code).toBe("NOT_FOUND");
    expect((await fail(`mutation($id: ID!) { joinPlannedTrip(id: $id) { id } }`, { id: createPlannedTrip.id }, s.token)).extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the student's session lookup", () => {
  it("resolves a token with one hand-written query that equals Prisma's session + student, and sees a logout or expiry at once", async () => {
    const s = await registerStudent(t);
    const auth = t.app.services.studentAuth;
    const viaPrisma = await t.db.studentSession.findUniqueOrThrow({ where: { tokenHash: hashToken(s.token) }, include: { student: true } });
    const found = await auth.authenticate(s.token);
    // Every column of the Student model, with Prisma's own types (dates as Date).
    // It holds until the session expires.
    expect(found).toEqual({ student: viaPrisma.student, sessionId: viaPrisma.id, until: viaPrisma.expiresAt.getTime() });
    expect(Object.keys(found!.student).sort()).toEqual(Object.keys(viaPrisma.student).sort());
    expect(found!.student.createdAt).toBeInstanceOf(Date);

    expect(await auth.authenticate(`${s.token}x`)).toBeNull();
    await t.db.studentSession.update({ where: { id: viaPrisma.id }, data: { expiresAt: t.clock.now() } });
    expect(await auth.authenticate(s.token)).toBeNull();
    await t.db.studentSession.update({
      where: { id: viaPrisma.id },
      data: { expiresAt: new Date(t.clock.now().getTime() + 60_000), revokedAt: t.clock.now() },
    });
    expect(await auth.authenticate(s.token)).toBeNull();
  });
});

describe("students' password reset", () => {
  const requestLink = async (email: string, via: "rest" | "graphql" = "rest", ip = someClient()) => {
    if (via === "rest") {
      const res = await t.rest<{ success: boolean; message: string }>("POST", "/api/student/forgot-password", { body: { email }, ip });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zresetowania hasła.");
    } else {
      const res = await t.gql<{ studentForgotPassword: { success: boolean } }>(
        `mutation($e: String!) { studentForgotPassword(input: { email: $e }) { success message } }`,
        { e: email },
        { ip },
      );
      expect(res.data?.studentForgotPassword.success).toBe(true);
    }
    await t.app.services.studentAuth.settled();
    const mail = t.mailer.sent.at(-1);
    const link = mail?.text.match(/https:\/\/zeglog\.test\/student\/reset-password\/(zr_[\w-]+)\?email=([^\s]+)/);
    return { mail, token: link?.[1], email: link?.[2] === undefined ? undefined : decodeURIComponent(link[2]) };
  };
  const reset = (email: string, token: string | undefined, password = "nowe-haslo-77") =>
    t.rest<{ success: boolean; message: string; errors?: Record<string, string[]> }>("POST", "/api/student/reset-password", {
      body: { email, token, password, password_confirmation: password },
    });
  const studentLogin = (email: string, password: string) => t.rest("POST", "/api/student/login", { body: { email, password }, ip: someClient() });

  it("mails a single-use /student/reset-password link that sets a new password and ends every session", async () => {
    const s = await registerStudent(t);
    t.mailer.sent.length = 0;
    const { mail, token, email } = await requestLink(s.email);
    expect(mail?.to).toBe(s.email);
    expect(mail?.subject).toBe("Żeglog — resetowanie hasła");
    expect(email).toBe(s.email);
    const res = await reset(s.email, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Hasło zostało zresetowane. Możesz się teraz zalogować.");
    expect((await t.rest("GET", "/api/student/profile", { token: s.token })).status).toBe(401);
    expect((await studentLogin(s.email, "password123")).status).toBe(401);
    expect((await studentLogin(s.email, "nowe-haslo-77")).status).toBe(200);
    const reused = await reset(s.email, token, "trzecie-haslo");
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: ["Link do resetowania hasła jest nieprawidłowy lub wygasł"] });
  });

  it("works through GraphQL; a link expires after 60 minutes; a captain's link is not a student's", async () => {
    const s = await registerStudent(t);
    const { token } = await requestLink(s.email, "graphql");
    const RESET = `mutation($i: ResetPasswordInput!) { studentResetPassword(input: $i) { success message } }`;
    const good = await t.gql<{ studentResetPassword: { success: boolean } }>(RESET, {
      i: { token, email: s.email, password: "haslo-graphql", passwordConfirmation: "haslo-graphql" },
    });
    expect(good.data?.studentResetPassword.success).toBe(true);
    expect((await studentLogin(s.email, "haslo-graphql")).status).toBe(200);

    const late = await requestLink(s.email);
    t.clock.advance(61 * 60_000);
    expect((await reset(s.email, late.token)).status).toBe(422);
    t.clock.advance(-61 * 60_000);

    // a captain with the same e-mail: the captain's link does not reset the student's password
    const c = await registerCaptain(t, { email: s.email });
    await t.rest("POST", "/api/auth/forgot-password", { body: { email: c.email }, ip: someClient() });
    await t.app.services.auth.settled();
    const captainToken = t.mailer.sent.at(-1)?.text.match(/reset-password\/(zr_[\w-]+)/)?.[1];
    expect(t.mailer.sent.at(-1)?.text).not.toContain("/student/reset-password/");
    expect((await reset(s.email, captainToken)).status).toBe(422);
  });

  it("answers the same for an unknown e-mail without mailing, and keeps the captains' limits", async () => {
    t.mailer.sent.length = 0;
    await requestLink("nikt@example.com");
    expect(t.mailer.sent).toHaveLength(0);
    const s = await registerStudent(t);
    for (let i = 0; i < 3; i++) await requestLink(s.email);
    expect(t.mailer.sent).toHaveLength(3);
    await requestLink(s.email); // over the per-address limit: the same answer, no e-mail
    expect(t.mailer.sent).toHaveLength(3);
    const ip = someClient();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await t.rest("POST", "/api/student/forgot-password", { body: { email: `x${i}@example.com` }, ip })).status;
    expect(last).toBe(429);
  });
});
