// Every route of the app, for the accessibility walk (e2e/a11y.spec.ts): who opens it, and the
// document title it must set in each language. Add a row per new route.
import type { APIRequestContext, Page } from "@playwright/test";
import { STAFF } from "../playwright.config.ts";
import { CREW_MEMBER, createTrip, createYacht, gql, type Captain, premiumCaptain } from "./api.ts";
import { uniqueEmail } from "./fixtures.ts";

export type Viewer = "guest" | "captain" | "staff" | "student";

/** What the set-up created, for routes with ids in them. */
export type RouteContext = { tripId: string; yachtId: string; plannedTripId: string };

export type RouteCase = {
  path: string | ((c: RouteContext) => string);
  as: Viewer;
  /** document.title in Polish and in English */
  title: { pl: string; en: string };
  /** waits until the page shows its content (default: the <h1>) */
  ready?: (page: Page) => Promise<void>;
};

const t = (pl: string, en: string) => ({ pl: `${pl} — Żeglog`, en: `${en} — Żeglog` });

export const YACHT_NAME = "Zawisza Ł";
export const PLANNED_NAME = "Bałtyk — rejs szkoleniowy";

export const ROUTES: RouteCase[] = [
  { path: "/", as: "guest", title: { pl: "Żeglog — dziennik rejsów żeglarskich", en: "Żeglog — the sailing logbook" } },
  { path: "/cennik", as: "guest", title: t("Cennik", "Pricing") },
  { path: "/pricing", as: "guest", title: t("Cennik", "Pricing") },
  { path: "/contact", as: "guest", title: t("Kontakt", "Contact") },
  { path: "/terms-of-service", as: "guest", title: t("Regulamin", "Terms of service") },
  { path: "/privacy-policy", as: "guest", title: t("Polityka prywatności", "Privacy policy") },
  { path: "/public-trip-card", as: "guest", title: t("Generator karty rejsu", "Trip card generator") },
  { path: "/login", as: "guest", title: t("Logowanie", "Log in") },
  { path: "/register", as: "guest", title: t("Rejestracja", "Sign up") },
  { path: "/forgot-password", as: "guest", title: t("Nie pamiętasz hasła?", "Forgot your password?") },
  { path: "/reset-password/abc", as: "guest", title: t("Ustaw nowe hasło", "Set a new password") },
  { path: "/student/login", as: "guest", title: t("Logowanie kursanta", "Student login") },
  { path: "/student/register", as: "guest", title: t("Rejestracja kursanta", "Student sign-up") },
  { path: "/nie-ma-takiej-strony", as: "guest", title: t("Nie znaleziono strony", "Page not found") },
  { path: "/dashboard", as: "captain", title: t("Pulpit", "Dashboard") },
  { path: "/sailing-trips", as: "captain", title: t("Rejsy", "Trips") },
  { path: "/sailing-trips/new", as: "captain", title: t("Nowy rejs", "New trip") },
  { path: (c) => `/sailing-trips/${c.tripId}`, as: "captain", title: t(`Rejs ${YACHT_NAME}`, `Trip ${YACHT_NAME}`) },
  { path: (c) => `/sailing-trips/edit/${c.tripId}`, as: "captain", title: t(`Edycja rejsu ${YACHT_NAME}`, `Edit trip ${YACHT_NAME}`) },
  { path: "/sailing-trips/import", as: "captain", title: t("Import rejsów", "Import trips") },
  { path: "/yachts", as: "captain", title: t("Jachty", "Yachts") },
  { path: "/yachts/add", as: "captain", title: t("Nowy jacht", "New yacht") },
  { path: (c) => `/yachts/${c.yachtId}/edit`, as: "captain", title: t(`Edycja jachtu ${YACHT_NAME}`, `Edit yacht ${YACHT_NAME}`) },
  { path: "/captain-profile", as: "captain", title: t("Profil kapitana", "Captain profile") },
  { path: "/sea-time", as: "captain", title: t("Staż morski", "Sea time") },
  { path: "/payment/success", as: "captain", title: t("Płatność", "Payment") },
  { path: "/payment/cancelled", as: "captain", title: t("Płatność anulowana", "Payment cancelled") },
  { path: "/staff", as: "staff", title: t("Biuro", "Office") },
  { path: "/staff", as: "captain", title: t("Brak dostępu", "No access") },
  { path: "/student/dashboard", as: "student", title: t("Panel kursanta", "Student dashboard") },
  { path: "/developers", as: "guest", title: t("API dla programistów", "API for developers") },
  {
    path: "/developers/rest",
    as: "guest",
    title: t("Dokumentacja REST API", "REST API reference"),
    ready: async (page) => {
      await page.locator("#tag-trips").waitFor();
    },
  },
  { path: "/student/forgot-password", as: "guest", title: t("Reset hasła kursanta", "Student password reset") },
  { path: "/student/reset-password/abc", as: "guest", title: t("Ustaw nowe hasło", "Set a new password") },
  { path: "/invitations", as: "captain", title: t("Kursanci", "Students") },
  { path: "/my-students", as: "captain", title: t("Moi kursanci", "My students") },
  { path: "/student-management", as: "captain", title: t("Zarządzanie kursantami", "Student management") },
  { path: "/planned-sailing-trips", as: "captain", title: t("Planowane rejsy", "Planned trips") },
  { path: "/planned-trips", as: "captain", title: t("Planowane rejsy", "Planned trips") },
  { path: "/planned-sailing-trips/new", as: "captain", title: t("Zaplanuj rejs", "Plan a trip") },
  { path: (c) => `/planned-sailing-trips/${c.plannedTripId}`, as: "captain", title: t(`Rejs planowany ${PLANNED_NAME}`, `Planned trip ${PLANNED_NAME}`) },
  { path: (c) => `/planned-sailing-trips/edit/${c.plannedTripId}`, as: "captain", title: t("Edycja planowanego rejsu", "Edit planned trip") },
  { path: "/student/invitations", as: "student", title: t("Zaproszenia", "Invitations") },
  { path: "/student/captains", as: "student", title: t("Kapitanowie", "Captains") },
  { path: "/student/planned-sailing-trips", as: "student", title: t("Planowane rejsy", "Planned trips") },
  {
    path: (c) => `/student/planned-sailing-trips/${c.plannedTripId}`,
    as: "student",
    title: t(`Rejs planowany ${PLANNED_NAME}`, `Planned trip ${PLANNED_NAME}`),
  },
  { path: "/student/enrolled-trips", as: "student", title: t("Moje zapisy", "My enrolments") },
];

const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

export type Sessions = { captain: Captain; context: RouteContext; staff: { token: string; user: unknown }; student: { token: string; student: unknown } };

/** A Premium captain with a yacht and a trip, the office and a student. */
export async function createSessions(request: APIRequestContext): Promise<Sessions> {
  const captain = await premiumCaptain(request, "Jan Maria Kowalski");
  const tripId = await createTrip(request, captain, {
    yachtName: YACHT_NAME,
    hullLength: "12.45",
    enginePower: "40.5",
    crewMembers: [CREW_MEMBER],
  });
  const yachtId = await createYacht(request, captain, {
    name: YACHT_NAME,
    registrationNumber: "POL-1",
    homePort: "Gdynia",
    hullLength: "12.45",
    enginesCount: "1",
    enginePower: "40.5",
  });
  const staff = await gql<{ login: { token: string; user: unknown } }>(
    request,
    "mutation L($input: LoginInput!) { login(input: $input) { token user { id name email phone role } } }",
    { input: { email: STAFF.email, password: STAFF.password } },
  );
  const password = "bezpieczne-haslo-1";
  const student = await gql<{ studentRegister: { token: string; student: unknown } }>(
    request,
    "mutation S($input: StudentRegisterInput!) { studentRegister(input: $input) { token student { id firstName lastName email phone } } }",
    { input: { firstName: "Ola", lastName: "Nowak", email: uniqueEmail("uczen"), phone: "+48 600 200 300", password, passwordConfirmation: password } },
  );
  // The student joins the captain's school and the captain plans a trip the student can see.
  const invitation = await gql<{ createInvitation: { code: string } }>(
    request,
    "mutation I($input: InvitationInput!) { createInvitation(input: $input) { code } }",
    { input: { description: "Kurs żeglarza jachtowego", usageLimit: 10, isActive: true } },
    captain.token,
  );
  await gql(
    request,
    "mutation StudentAccept($code: String!) { acceptInvitation(code: $code) { id } }",
    { code: invitation.createInvitation.code },
    student.studentRegister.token,
  );
  const planned = await gql<{ createPlannedTrip: { id: string } }>(
    request,
    "mutation P($input: PlannedTripInput!) { createPlannedTrip(input: $input) { id } }",
    {
      input: {
        name: PLANNED_NAME,
        description: "Rejs szkoleniowy po Zatoce Gdańskiej.",
        startDate: isoDay(30),
        endDate: isoDay(37),
        embarkationPort: "Gdynia",
        disembarkationPort: "Hel",
        yachtName: YACHT_NAME,
        yachtType: "jacht żaglowy",
        maxCrewMembers: 6,
        isActive: true,
      },
    },
    captain.token,
  );
  return {
    captain,
    context: { tripId, yachtId, plannedTripId: planned.createPlannedTrip.id },
    staff: staff.login,
    student: student.studentRegister,
  };
}

/** Stores the viewer's session and the language like the app does, before the page loads. */
export async function prepareBrowser(page: Page, s: Sessions, as: Viewer, language: "pl" | "en") {
  const storage: Record<string, string> = { language };
  if (as === "captain") Object.assign(storage, { token: s.captain.token, user: JSON.stringify(s.captain.user) });
  if (as === "staff") Object.assign(storage, { token: s.staff.token, user: JSON.stringify(s.staff.user) });
  if (as === "student") Object.assign(storage, { studentToken: s.student.token, student: JSON.stringify(s.student.student) });
  await page.addInitScript((items) => {
    if (sessionStorage.getItem("e2e-prepared")) return; // only on the first load: the app may change it later
    sessionStorage.setItem("e2e-prepared", "1");
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
}
