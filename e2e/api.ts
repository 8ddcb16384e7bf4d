// Test set-up through the public GraphQL API (what a user could do), used to prepare accounts.
import type { APIRequestContext, Page } from "@playwright/test";
import { STAFF } from "../playwright.config.ts";
import { uniqueEmail } from "./fixtures.ts";
import { sampleTripForm } from "../validation/sample-trip-form.ts";

/** Sends one GraphQL operation, as the session of `token` when given; a GraphQL error fails the set-up. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export type Captain = { name: string; email: string; password: string; token: string; user: Record<string, unknown> };

export async function createCaptain(request: APIRequestContext, name = "Jan Maria Kowalski"): Promise<Captain> {
  const email = uniqueEmail("kapitan");
  const password = "bezpieczne-haslo-1";
  const data = await gql<{ register: { token: string; user: Record<string, unknown> } }>(
    request,
    `mutation Register($input: RegisterInput!) { register(input: $input) { token user { id name email phone role } } }`,
    { input: { name, email, phone: "+48 600 100 200", password, passwordConfirmation: password } },
  );
  return { name, email, password, token: data.register.token, user: data.register.user };
}

/** Office staff give a captain Premium, as they do for complimentary access. */
export async function grantPremium(request: APIRequestContext, email: string, days = 365) {
  const staff = await gql<{ login: { token: string } }>(request, `mutation Login($input: LoginInput!) { login(input: $input) { token } }`, {
    input: { email: STAFF.email, password: STAFF.password },
  });
  await gql(
    request,
    `mutation Grant($email: String!, $days: Int!, $reason: String!) { grantPremium(email: $email, days: $days, reason: $reason) { id } }`,
    { email, days, reason: "Konto testowe (e2e)" },
    staff.login.token,
  );
}

/**
 * Signs the browser in as the captain by storing the session like the login page does: on a page of
 * the origin that runs no app (`/healthz`), as a session stored before the next page loads.
 */
export async function signInAs(page: Page, captain: Captain) {
  await page.goto("/healthz");
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    },
    [captain.token, captain.user] as const,
  );
}

/** Ends a session on the server (as logging out on another device does); its token stops working. */
export async function revokeSession(request: APIRequestContext, token: string) {
  await gql(request, `mutation Logout { logout { success } }`, {}, token);
}

/** Ola Nowak, a crew member the captain rates well. */
export const CREW_MEMBER = { fullName: "Ola Nowak", role: "crew", captainOpinion: "positive", performance: "good", seasickness: "none", resistance: "good" };

/**
 * A trip as the logbook form sends it: the shared sample voyage made a day to Hel in July 2025, with
 * no visited port and no crew; `changes` set what a test needs.
 */
function tripInput(captain: Captain, changes: Record<string, unknown>) {
  return {
    ...sampleTripForm({
      firstName: "Jan Maria",
      email: captain.email,
      licenseNumber: "JSM-1",
      visitedPorts: [],
      distance: "20",
      embarkationDate: "2025-07-01",
      disembarkationDate: "2025-07-02",
      sailingHours: "6",
      engineHours: "1",
      mooringHours: "12",
    }),
    ...changes,
  };
}

/** Saves a trip through the API as the captain (tripInput with `changes`); returns its id. */
export async function createTrip(request: APIRequestContext, captain: Captain, changes: Record<string, unknown> = {}): Promise<string> {
  const data = await gql<{ createTrip: { id: string } }>(
    request,
    "mutation C($input: TripInput!) { createTrip(input: $input) { id } }",
    { input: tripInput(captain, changes) },
    captain.token,
  );
  return data.createTrip.id;
}

/** Saves a yacht through the API as the captain; returns its id. */
export async function createYacht(request: APIRequestContext, captain: Captain, input: Record<string, unknown>): Promise<string> {
  const data = await gql<{ createYacht: { id: string } }>(
    request,
    "mutation Y($input: YachtInput!) { createYacht(input: $input) { id } }",
    { input },
    captain.token,
  );
  return data.createYacht.id;
}

/** A new captain with Premium, as most journeys start. */
export async function premiumCaptain(request: APIRequestContext, name?: string): Promise<Captain> {
  const captain = await createCaptain(request, name);
  await grantPremium(request, captain.email);
  return captain;
}
