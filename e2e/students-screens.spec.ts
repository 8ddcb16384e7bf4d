// The students area's screens on a desktop (1366×800) and a phone (390×844), with data in every
// state, for people to look at (e2e/.artifacts/students-screen-*.png). Set up through the public API.
import type { APIRequestContext, Page } from "@playwright/test";
import { createCaptain, gql } from "./api.ts";
import { expect, screenshot, test, uniqueEmail } from "./fixtures.ts";

type Student = { token: string; student: Record<string, unknown> };
async function registerStudent(request: APIRequestContext, firstName: string, lastName: string): Promise<Student> {
  const password = "haslo-kursanta";
  const res = await request.post("/graphql", {
    data: {
      query: `mutation R($input: StudentRegisterInput!) { studentRegister(input: $input) { token student { id firstName lastName email phone } } }`,
      variables: { input: { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), phone: "600200300", password, passwordConfirmation: password } },
    },
  });
  const body = (await res.json()) as { data: { studentRegister: Student } };
  return body.data.studentRegister;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const tripInput = (name: string, start: number, end: number, maxCrewMembers: number | null) => ({
  name,
  description: "Rejs szkoleniowy po Zatoce Gdańskiej z nocnymi wachtami.",
  startDate: day(start),
  endDate: day(end),
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  yachtName: "Zawisza Czarny",
  yachtType: "szkuner",
  maxCrewMembers,
  isActive: true,
});

/** Screenshots of the page at desktop and phone size; on the phone nothing may stick out sideways. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ["desktop", { width: 1366, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `students-screen-${name}-${size}`);
    if (size === "phone") {
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${name}: nothing wider than the phone's screen`).toBeLessThanOrEqual(viewport.width);
    }
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

test("the students area's screens on a desktop and a phone", async ({ page, request }) => {
  const captain = await createCaptain(request);
  const invite = `mutation C($input: InvitationInput!) { createInvitation(input: $input) { id code } }`;
  const { createInvitation: used } = await gql<{ createInvitation: { code: string } }>(
    request,
    invite,
    { input: { description: "Kurs żeglarza jachtowego — lato 2026", usageLimit: 10, isActive: true } },
    captain.token,
  );
  await gql(request, invite, { input: { description: "Kurs motorowodny — jesień", expiresAt: day(60), isActive: false } }, captain.token);
  const plan = `mutation P($input: PlannedTripInput!) { createPlannedTrip(input: $input) { id } }`;
  const { createPlannedTrip: trip } = await gql<{ createPlannedTrip: { id: string } }>(
    request,
    plan,
    { input: tripInput("Bałtyk — rejs szkoleniowy", 30, 37, 4) },
    captain.token,
  );
  await gql(request, plan, { input: tripInput("Mazury — weekend", 60, 62, null) }, captain.token);
  await gql(request, plan, { input: tripInput("Majówka na Zatoce", -30, -27, 6) }, captain.token);

  const students = [
    await registerStudent(request, "Ola", "Wiśniewska"),
    await registerStudent(request, "Piotr", "Zieliński"),
    await registerStudent(request, "Ewa", "Lis"),
  ];
  for (const [i, s] of students.entries()) {
    await gql(request, `mutation A($code: String!) { acceptInvitation(code: $code) { id } }`, { code: used.code }, s.token);
    await gql(
      request,
      `mutation J($id: ID!, $notes: String) { joinPlannedTrip(id: $id, notes: $notes) { id } }`,
      { id: trip.id, notes: i === 0 ? "Mam patent żeglarza jachtowego." : null },
      s.token,
    );
  }
  const { plannedTrip } = await gql<{ plannedTrip: { enrolments: { id: string; student: { firstName: string } }[] } }>(
    request,
    `query T($id: ID!) { plannedTrip(id: $id) { enrolments { id student { firstName } } } }`,
    { id: trip.id },
    captain.token,
  );
  const enrolmentOf = (firstName: string) => plannedTrip.enrolments.find((e) => e.student.firstName === firstName)!.id;
  const decide = `mutation D($id: ID!, $input: DecideEnrolmentInput!) { decideEnrolment(id: $id, input: $input) { id } }`;
  await gql(request, decide, { id: enrolmentOf("Ola"), input: { status: "ACCEPTED", captainNotes: "Dobry sternik" } }, captain.token);
  await gql(request, decide, { id: enrolmentOf("Piotr"), input: { status: "REJECTED" } }, captain.token);

  // both sessions in this browser: the captain's screens use the captain's, /student the student's
  // (stored on a page that runs no app, as sessions stored before the next page loads)
  await page.goto("/healthz");
  await page.evaluate(
    ([token, user, studentToken, student]) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
      localStorage.setItem("studentToken", studentToken as string);
      localStorage.setItem("student", JSON.stringify(student));
    },
    [captain.token, captain.user, students[0]?.token, students[0]?.student] as const,
  );

  const captainScreens: [string, string, string][] = [
    ["invitations", "/invitations", "2 zaproszenia"],
    ["invitations-students", "/invitations?tab=students", "3 kursantów"],
    ["my-students", "/my-students", "3 kursantów"],
    ["student-management", "/student-management", "3 kursantów"],
    ["planned-trips", "/planned-sailing-trips", "2 rejsy"],
    ["planned-trip", `/planned-sailing-trips/${trip.id}`, "Zaakceptowani (1)"],
    ["planned-trip-edit", `/planned-sailing-trips/edit/${trip.id}`, "Edycja planowanego rejsu"],
    ["planned-trip-new", "/planned-sailing-trips/new", "Zaplanuj rejs"],
  ];
  const studentScreens: [string, string, string][] = [
    ["student-dashboard", "/student/dashboard", "Bałtyk — rejs szkoleniowy"],
    ["student-invitations", "/student/invitations", "Kod zaproszenia"],
    ["student-captains", "/student/captains", "1 kapitan"],
    ["student-trips", "/student/planned-sailing-trips", "2 rejsy"],
    ["student-trip", `/student/planned-sailing-trips/${trip.id}`, "Moje uwagi dla kapitana"],
    ["student-enrolled", "/student/enrolled-trips", "1 rejs"],
  ];
  for (const [name, url, text] of [...captainScreens, ...studentScreens]) {
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await shoot(page, name);
  }
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  await page.goto("/student/forgot-password");
  await expect(page.getByRole("heading", { name: "Reset hasła kursanta" })).toBeVisible();
  await shoot(page, "student-forgot-password");
});
