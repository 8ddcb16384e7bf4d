// The pages rendered at build time (web/src/prerender.tsx): the public ones and the captain's
// dashboard, drawn before their JavaScript runs, then taken over by the app as they are (no console
// error, the same elements), and never shown to someone they were not rendered for (a signed-in user
// on a public page, a visitor, staff member or student on the dashboard, English chosen).
import type { Page } from "@playwright/test";
import { createCaptain, premiumCaptain, signInAs } from "./api.ts";
import { expect, test } from "./fixtures.ts";

const HERO = "Dziennik rejsów dla kapitanów jachtów i motorówek";

/** Holds back every script of the app until `release` is called; answers that function. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {}); // a request of a page since left is gone
  });
  return release;
}

/**
 * Opens `path` with `stored` as the origin's localStorage and the app's scripts held back, checks that
 * the guard after the markup has removed it (the page was not rendered for this visitor), then lets
 * the scripts run.
 */
async function expectMarkupRemovedFor(page: Page, path: string, stored: Record<string, string>) {
  await page.goto("/healthz"); // the origin, to write its storage (no app on this page to act on it)
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  // Parsed (the scripts still held back): the guard after the markup has run, and removed it.
  await page.waitForFunction(() => document.readyState !== "loading");
  expect(await page.evaluate(() => document.getElementById("root")?.childNodes.length), JSON.stringify(stored)).toBe(0);
  release();
  await page.unroute("**/assets/*.js");
}

test("the home page is drawn before its scripts run, then taken over by the app with the same elements", async ({ page }) => {
  const release = await holdScripts(page);
  const answer = await page.goto("/", { waitUntil: "commit" });
  // The heading, the menu and the price are in the page as it arrives, before any script.
  expect(answer?.headers()["content-type"]).toContain("text/html");
  const heading = page.getByRole("heading", { level: 1, name: HERO });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Cennik" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zarejestruj się" }).first()).toBeVisible();
  // Marks the elements as the browser drew them; the app must keep them, not draw its own.
  await page.evaluate(() => {
    const h1 = document.querySelector("h1");
    if (h1) (h1 as HTMLElement & { drawnBeforeScripts?: boolean }).drawnBeforeScripts = true;
  });
  release();
  // Taken over: React has attached itself to the heading the browser drew (a clicked language before
  // that would make the app draw the page anew in English, a test of its own below).
  await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__reactFiber")));
  // The language switch answers (a click handled by React), in place.
  const switchTo = (name: string) => page.getByRole("radiogroup", { name: "Język / Language" }).getByRole("radio", { name }).click();
  await switchTo("EN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A sailing logbook for yacht and motorboat captains");
  await switchTo("PL");
  await expect(heading).toBeVisible();
  // The heading the page arrived with is still there (kept by the hydration, re-rendered in place).
  expect(await page.evaluate(() => (document.querySelector("h1") as HTMLElement & { drawnBeforeScripts?: boolean }).drawnBeforeScripts)).toBe(true);
});

test("the price list and the terms arrive drawn too, with the company's details; a page not prerendered arrives empty", async ({ page }) => {
  const release = await holdScripts(page);
  for (const [path, heading] of [
    ["/cennik", "Cennik"],
    ["/terms-of-service", "Regulamin"],
  ] as const) {
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    // The footer's company line is in the page as served (the server filled in COMPANY_*).
    await expect(page.getByRole("contentinfo")).toContainText("Żeglog sp. z o.o. · ul. Portowa 1, 80-000 Gdańsk · NIP 1234563218");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+48 58 000 00 00" })).toHaveAttribute("href", "tel:+48580000000");
  }
  await page.goto("/register", { waitUntil: "commit" });
  await expect(page.locator("#root")).toBeEmpty();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Rejestracja" })).toBeVisible();
});

test("the sign-in page arrives drawn: what is typed and sent before the app is in is kept, and sent once it is", async ({ page, request }) => {
  const captain = await createCaptain(request);
  const release = await holdScripts(page);
  await page.goto("/login?redirect=%2Fyachts", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Logowanie" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("NIP 1234563218");
  // Typed into the page as drawn, and sent with Enter: held (a native submit would put the password
  // in the address), nothing sent, nothing lost.
  await page.getByLabel("Adres e-mail").fill(captain.email);
  await page.getByLabel("Hasło", { exact: true }).fill(captain.password);
  await page.getByLabel("Hasło", { exact: true }).press("Enter");
  await page.waitForFunction(() => document.readyState !== "loading");
  expect(new URL(page.url()).search).toBe("?redirect=%2Fyachts");
  expect(await page.getByLabel("Hasło", { exact: true }).inputValue()).toBe(captain.password);
  release();
  // The app takes the form over with what was typed and sends it: signed in, on to `redirect`.
  await page.waitForURL((url) => url.pathname === "/yachts");
  expect(page.url()).not.toContain(encodeURIComponent(captain.password));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a language chosen on the sign-in page before the app is in is kept: the app then draws the page in English", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByRole("radiogroup", { name: "Język / Language" }).getByRole("radio", { name: "EN" }).click();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
});

test("the sign-in page typed into before the app is in, not sent: the form keeps the values and validates them", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Adres e-mail").fill("not-an-address");
  release();
  const email = page.getByLabel("Adres e-mail");
  // Taken over: the field still holds what was typed, and the form's own validation judges it.
  await expect(async () => {
    await page.getByRole("button", { name: "Zaloguj się" }).last().click();
    await expect(page.getByText("Podaj prawidłowy adres e-mail")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(email).toHaveValue("not-an-address");
});

test("on a phone the prerendered page fits the screen before the app is in: the wide header's menu and buttons wait hidden", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  await expect(page.getByRole("heading", { level: 1, name: "Logowanie" })).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Zarejestruj się" })).toBeHidden();
  await expect(header.getByRole("navigation")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  release();
  // Taken over: the phone's header (its menu button), still no sideways scrolling.
  await expect(header.getByRole("button", { name: "Otwórz menu" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a sign-in page whose first view depends on its address (an expired session) is drawn by the app", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login?expired=1", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  await expect(page.locator("#root")).toBeEmpty();
  release();
  await expect(page.getByText("Sesja wygasła — zaloguj się ponownie")).toBeVisible();
});

test("someone the page was not rendered for never sees it: a signed-in captain, a student, English chosen", async ({ page }) => {
  const visitors: Record<string, string>[] = [
    { token: "t", user: JSON.stringify({ id: "u", name: "Anna" }) },
    { studentToken: "t", student: JSON.stringify({ id: "s", firstName: "Ola" }) },
    { language: "en" },
  ];
  for (const stored of visitors) {
    await expectMarkupRemovedFor(page, "/", stored);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/healthz");
  await page.evaluate(() => localStorage.clear());
});

test("signed in after the guard ran (in another tab): the page is drawn by the app, not hydrated with the visitor's markup", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  expect(await page.evaluate(() => document.getElementById("root")?.childNodes.length)).toBeGreaterThan(0);
  await page.evaluate(() => localStorage.setItem("language", "en"));
  release();
  // No hydration error (the fixture fails on one); the app draws the page in English.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A sailing logbook for yacht and motorboat captains");
  await page.evaluate(() => localStorage.clear());
});

/** Marks the page's h1 as drawn before the scripts; after the takeover, whether React kept that very element. */
const markHeading = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector("h1") as (HTMLElement & { drawnBeforeScripts?: boolean }) | null;
    if (h1) h1.drawnBeforeScripts = true;
  });
const headingTakenOver = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector("h1") as (HTMLElement & { drawnBeforeScripts?: boolean }) | null;
    return h1?.drawnBeforeScripts === true && Object.keys(h1).some((key) => key.startsWith("__reactFiber"));
  });

test("the dashboard arrives drawn for a captain with Premium: the stored name filled in as text, then taken over as it is", async ({ page, request }) => {
  const captain = await premiumCaptain(request, "Ola <b>Nowak</b> & $& Syn");
  await signInAs(page, captain);
  await page.evaluate(() => localStorage.setItem("hasPremium", "true"));
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  // Before any script: the greeting with the name (as text, not markup), the header's menu, the quick actions.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Witaj, Ola <b>Nowak</b> & $& Syn!");
  expect(await page.locator("#root b").count()).toBe(0);
  expect(await page.locator("#root").innerHTML()).not.toContain("%USER_NAME%");
  await expect(page.getByRole("link", { name: "Utwórz rejs" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Ola <b>Nowak</b> & $& Syn")).toBeVisible();
  await markHeading(page);
  release();
  // Taken over with the same elements and no hydration error (the fixture fails on a console error);
  // the page then asks its data: no trips yet.
  await headingTakenOver(page);
  await expect(page.getByText("Nie masz jeszcze żadnych rejsów.")).toBeVisible();
  await page.getByRole("link", { name: "Utwórz rejs" }).last().click(); // the quick action (the empty list has one too)
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);
});

test("the dashboard of a captain without Premium arrives as its own variant: the Premium actions greyed, then the offer", async ({ page, request }) => {
  const captain = await createCaptain(request, "Piotr Bez Premium");
  await signInAs(page, captain); // as after a sign-in: hasPremium not yet "true"
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Witaj, Piotr Bez Premium!");
  await expect(page.getByRole("button", { name: "Utwórz rejs (wymaga Premium)" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Utwórz rejs" })).toHaveCount(0);
  expect(await page.locator("template").count()).toBe(0); // the other variant is gone
  await markHeading(page);
  release();
  await headingTakenOver(page);
  // The server's answer: no Premium, so the offer appears (drawn by the app after the takeover); once the
  // trips are in, the empty list's own "Utwórz rejs" is greyed as the quick action is.
  await expect(page.getByRole("link", { name: /Premium/ }).first()).toBeVisible();
  await expect(page.getByText("Nie masz jeszcze żadnych rejsów.")).toBeVisible();
  const locked = page.getByRole("button", { name: "Utwórz rejs (wymaga Premium)" });
  await expect(locked).toHaveCount(2);
  for (const button of await locked.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole("link", { name: "Utwórz rejs" })).toHaveCount(0);
});

test("the dashboard is never shown to someone it was not rendered for: a visitor, staff, a student, English chosen", async ({ page }) => {
  const visitors: { stored: Record<string, string>; then: RegExp }[] = [
    { stored: {}, then: /\/login\?redirect=%2Fdashboard$/ },
    { stored: { token: "t", user: JSON.stringify({ id: "u", name: "Kasia", role: "staff" }) }, then: /\/(staff|login)/ },
    { stored: { token: "t" }, then: /\/login/ }, // a token without its record: no session
    { stored: { studentToken: "t", student: JSON.stringify({ id: "s", firstName: "Ola" }) }, then: /\/login/ },
    { stored: { language: "en" }, then: /\/login/ },
  ];
  for (const { stored, then } of visitors) {
    await expectMarkupRemovedFor(page, "/dashboard", stored);
    await page.waitForURL(then);
  }
  await page.goto("/healthz");
  await page.evaluate(() => localStorage.clear());
});

test("Premium stored by another tab after the guard ran: the dashboard is drawn by the app, not hydrated with the other variant", async ({ page, request }) => {
  const captain = await premiumCaptain(request, "Ewa Druga Karta");
  await signInAs(page, captain);
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Utwórz rejs (wymaga Premium)" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("hasPremium", "true"));
  release();
  // No hydration error (the fixture fails on one); the app's own render has the Premium actions.
  await expect(page.getByRole("link", { name: "Utwórz rejs" }).last()).toBeVisible();
  await expect(page.getByRole("button", { name: "Utwórz rejs (wymaga Premium)" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Witaj, Ewa Druga Karta!");
});
