// The Content-Security-Policy in a real browser: every screen of the app renders and works under
// it with not one violation (Ant Design's injected styles carry the page's nonce), GraphiQL runs
// from the app's own assets, and the page arrives with the hardening headers.
import type { APIRequestContext, Page } from "@playwright/test";
import { STAFF } from "../playwright.config.ts";
import { CREW_MEMBER, createTrip, createYacht, gql, signInAs, type Captain, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";

/** Every CSP violation of the page, across navigations (the fixture also fails on console errors). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      );
    });
  });
  return violations;
}

async function tripAndYacht(request: APIRequestContext, captain: Captain) {
  const tripId = await createTrip(request, captain, {
    firstName: "Anna",
    lastName: "Morska",
    yachtName: "Zjawa",
    enginePower: "30",
    crewMembers: [CREW_MEMBER],
  });
  const yachtId = await createYacht(request, captain, {
    name: "Zjawa",
    registrationNumber: "POL-1",
    homePort: "Gdynia",
    hullLength: "12",
    enginesCount: "1",
    enginePower: "30",
  });
  return { tripId, yachtId };
}

async function visit(page: Page, path: string, heading?: RegExp) {
  await page.goto(path);
  if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test("the page arrives with a nonce-based policy and the hardening headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // antd's styles are injected with the page's nonce
  await expect(page.locator("h1").first()).toBeVisible();
  const styleNonces = await page.locator("style").evaluateAll((els) => els.map((e) => (e as HTMLStyleElement).nonce));
  expect(styleNonces.length).toBeGreaterThan(1);
  for (const n of styleNonces) expect(n).toBe(nonce);
});

test("every screen renders and works under the Content-Security-Policy without a violation", async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);

  for (const path of [
    "/",
    "/cennik",
    "/contact",
    "/terms-of-service",
    "/privacy-policy",
    "/public-trip-card",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password/zr_x?email=a%40b.pl",
    "/student/login",
    "/student/register",
    "/no-such-page",
  ]) {
    await visit(page, path);
  }
  // a select's dropdown and a date picker's panel inject styles of their own
  await visit(page, "/public-trip-card");
  await page.getByLabel("Rodzaj patentu").first().click();
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await screenshot(page, "csp-public-card");

  const captain = await premiumCaptain(request, "Anna Morska");
  const { tripId, yachtId } = await tripAndYacht(request, captain);
  await signInAs(page, captain);
  await visit(page, "/dashboard", /Witaj/);
  await visit(page, "/sailing-trips", /Rejsy/);
  await visit(page, `/sailing-trips/${tripId}`);
  await page.getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Usunąć rejs?" })).toBeVisible();
  await screenshot(page, "csp-delete-modal");
  await page.getByRole("button", { name: "Anuluj" }).click();
  await visit(page, `/sailing-trips/edit/${tripId}`);
  await visit(page, "/sailing-trips/new");
  await visit(page, "/captain-profile", /Profil kapitana/);
  await visit(page, "/yachts");
  await visit(page, "/yachts/add");
  await visit(page, `/yachts/${yachtId}/edit`);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/sailing-trips", /Rejsy/);
  await screenshot(page, "csp-trips-phone");
  // the phone menu is a drawer, which locks the page's scrolling with a style of its own
  await page.getByRole("button", { name: "Otwórz menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await screenshot(page, "csp-menu-phone");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1366, height: 800 });

  const staff = await gql<{ login: { token: string; user: Record<string, unknown> } }>(
    request,
    "mutation L($input: LoginInput!) { login(input: $input) { token user { id name email phone role } } }",
    { input: STAFF },
  );
  await signInAs(page, { ...captain, token: staff.login.token, user: staff.login.user });
  await visit(page, "/staff");
  await screenshot(page, "csp-staff");

  expect(violations).toEqual([]);
});

test("GraphiQL runs from the app's own assets under its policy", async ({ page }) => {
  const violations = await watchViolations(page);
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) external.push(r.url());
  });
  const response = await page.goto("/graphql");
  expect(response!.headers()["content-security-policy"]).toContain("script-src 'self';");
  await expect(page.locator(".graphiql-query-editor .view-lines").first()).toBeVisible();
  await page.locator(".graphiql-query-editor .view-lines").first().click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("{ __typename");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+Enter");
  await expect(page.locator(".graphiql-response")).toContainText('"__typename": "Query"');
  await page.screenshot({ path: "e2e/.artifacts/csp-graphiql.png" }); // GraphiQL keeps polling: never network-idle
  expect(external).toEqual([]);
  expect(violations).toEqual([]);
});
