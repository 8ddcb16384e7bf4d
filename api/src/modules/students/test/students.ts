// Helpers of the students area's integration tests: accounts, invitations, connections and trips
// made through the real REST calls.
import { randomBytes } from "node:crypto";
import { registerCaptain, someClient, type TestApp } from "../../../test/harness.ts";

export type ErrBody = { success: false; message: string; errors?: Record<string, string[]> };
export type InvitationJson = {
  id: string;
  code: string;
  description: string;
  expires_at: string | null;
  usage_limit: number | null;
  used_count: number;
  is_active: boolean;
  state: string;
  created_at: string;
};
type EnrolmentJson = {
  id: string;
  status: string;
  student: { id: string; first_name: string; last_name: string; email: string };
  student_notes: string | null;
  captain_notes: string | null;
  joined_at: string;
  rejoin_allowed: boolean;
  history: { at: string; from_status: string; to_status: string; by_role: string; by_name: string; note: string | null }[];
};
export type PlannedTripJson = {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  max_crew_members: number | null;
  is_active: boolean;
  accepted_count: number;
  pending_count: number;
  spots_left: number | null;
  enrolments: EnrolmentJson[];
  [k: string]: unknown;
};
export type StudentTripJson = {
  id: string;
  name: string;
  enrolment_status: string;
  spots_left: number | null;
  can_join: boolean;
  can_leave: boolean;
  my_notes: string | null;
  captain: { id: string; first_name: string; last_name: string };
  [k: string]: unknown;
};

export async function registerStudent(t: TestApp, over: Record<string, unknown> = {}, lang?: string) {
  const body = {
    first_name: "Anna",
    last_name: "Nowak",
    email: `anna.${randomBytes(3).toString("hex")}@example.com`,
    phone: "+48 600 200 300",
    password: "password123",
    password_confirmation: "password123",
    ...over,
  };
  const res = await t.rest<{ token: string; student: { id: string } }>("POST", "/api/student/register", { body, ip: someClient(), lang });
  if (res.status !== 201) throw new Error(`student register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, id: res.body.student.id, email: body.email, password: body.password };
}

export { registerCaptain };

/** Signs in again (sessions last a day; tests that move the clock need fresh tokens). */
export async function relogin(t: TestApp, who: { email: string; password: string }, kind: "captain" | "student", lang?: string) {
  const res = await t.rest<{ token: string }>("POST", kind === "captain" ? "/api/auth/login" : "/api/student/login", {
    body: { email: who.email, password: who.password, remember: true },
    ip: someClient(),
    lang,
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export async function createInvitation(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await t.rest<{ invitation: InvitationJson }>("POST", "/api/invitations", {
    token,
    body: { description: "Kurs na sternika 2026", expires_at: null, usage_limit: null, is_active: true, ...over },
  });
  if (res.status !== 201) throw new Error(`invitation failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.invitation;
}

/** A new invitation of the captain, accepted by the student. */
export async function connect(t: TestApp, captainToken: string, studentToken: string) {
  const inv = await createInvitation(t, captainToken);
  const res = await t.rest("POST", "/api/student/invitations/accept", { token: studentToken, body: { code: inv.code } });
  if (res.status !== 200) throw new Error(`accept failed ${res.status}: ${JSON.stringify(res.body)}`);
  return inv;
}

export const tripBody = (over: Record<string, unknown> = {}) => ({
  name: "Rejs szkoleniowy Bałtyk",
  description: "Tydzień na Bałtyku",
  start_date: "2026-07-01",
  end_date: "2026-07-08",
  embarkation_port: "Gdynia",
  disembarkation_port: "Władysławowo",
  yacht_name: "Zawisza",
  yacht_type: "Delphia 40",
  max_crew_members: 6,
  is_active: true,
  ...over,
});

export async function createTrip(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await t.rest<{ planned_sailing_trip: PlannedTripJson }>("POST", "/api/planned-sailing-trips", { token, body: tripBody(over) });
  if (res.status !== 201) throw new Error(`trip failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.planned_sailing_trip;
}

export async function join(t: TestApp, token: string, tripId: string, notes?: string) {
  return t.rest<{ enrolment: { id: string; status: string } } & ErrBody>("POST", `/api/student/planned-sailing-trips/${tripId}/join`, {
    token,
    body: notes === undefined ? {} : { notes },
  });
}

export async function decide(t: TestApp, token: string, tripId: string, enrolmentId: string, body: Record<string, unknown>) {
  return t.rest<{ enrolment: EnrolmentJson } & ErrBody>("PATCH", `/api/planned-sailing-trips/${tripId}/enrolments/${enrolmentId}`, { token, body });
}

export async function getTrip(t: TestApp, token: string, id: string) {
  const res = await t.rest<{ planned_sailing_trip: PlannedTripJson }>("GET", `/api/planned-sailing-trips/${id}`, { token });
  if (res.status !== 200) throw new Error(`get trip failed ${res.status}`);
  return res.body.planned_sailing_trip;
}
