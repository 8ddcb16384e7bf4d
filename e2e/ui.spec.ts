// Phones first, unsaved changes and slow page loads: the wizard's first field on the first phone screen,
// leaving a form with unsaved changes asks first (in the app and when the tab is closed), and a bar shows
// while the next page's code loads (Apollo Client included: the dashboard does without it).
import { APOLLO_CHUNK, expect, requestsTo, screenshot, test } from "./fixtures.ts";
import { signInAs, premiumCaptain } from "./api.ts";
import { AppShell } from "./pages/AppShell.ts";

test.describe("on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the public generator shows 'Krok 1 / 5' and its first field without scrolling", async ({ page }) => {
    await page.goto("/public-trip-card");
    const first = page.getByLabel("Imię", { exact: true });
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText("1 / 5", { exact: true })).toBeVisible();
    // the vertical list of five steps is not there on a phone
    await expect(page.locator(".ant-steps")).toHaveCount(0);
    await screenshot(page, "phone-public-generator");
  });

  test("the wizard for a signed-in captain too", async ({ page, request }) => {
    const captain = await premiumCaptain(request);
    await signInAs(page, captain);
    await new AppShell(page).open("/sailing-trips/new", "Nowy rejs");
    await expect(page.getByLabel("Imię", { exact: true })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, "phone-wizard");
  });
});

test("leaving a form with unsaved changes asks first: in the app and when closing the tab", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);

  // nothing typed: leaving is free
  await new AppShell(page).open("/yachts/add", "Dodaj jacht");
  await page.getByRole("link", { name: "← Powrót do listy jachtów" }).click();
  await expect(page).toHaveURL(/\/yachts$/);

  // typed: the dialog, with the focus on the safe choice
  await page.goto("/yachts/add");
  await page.getByLabel("Nazwa jachtu").fill("Zjawa");
  await page.getByRole("link", { name: "← Powrót do listy jachtów" }).click();
  const dialog = page.getByRole("dialog", { name: "Masz niezapisane zmiany" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Zostań" })).toBeFocused();
  await screenshot(page, "unsaved-dialog");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/yachts\/add$/);
  await expect(page.getByLabel("Nazwa jachtu")).toHaveValue("Zjawa");

  // this time the captain leaves
  await page.getByRole("link", { name: "← Powrót do listy jachtów" }).click();
  await dialog.getByRole("button", { name: "Opuść stronę" }).click();
  await expect(page).toHaveURL(/\/yachts$/);

  // the browser's back button is asked about too
  await page.getByRole("link", { name: "+ Dodaj jacht" }).first().click();
  await page.getByLabel("Nazwa jachtu").fill("Zjawa");
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Zostań" }).click();
  await expect(page).toHaveURL(/\/yachts\/add$/);
  await expect(page.getByLabel("Nazwa jachtu")).toHaveValue("Zjawa");

  // the profile
  await page.goto("/captain-profile");
  await page.getByLabel("Telefon", { exact: true }).fill("+48 600 999 888");
  await page
    .getByRole("navigation", { name: /Nawigacja główna/ })
    .getByRole("link", { name: "Rejsy", exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Masz niezapisane zmiany" })).toBeVisible();
  await page.getByRole("button", { name: "Opuść stronę" }).click();
  await expect(page).toHaveURL(/\/sailing-trips$/);

  // the wizard: closing the tab asks the browser's question
  await page.goto("/sailing-trips/new");
  await page.getByLabel("Imię", { exact: true }).fill("Anna");
  const question = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const shown = await question;
  expect(shown.type()).toBe("beforeunload");
  await shown.accept();
});

test("while the next page's code loads, the old page stays and a bar says the click was taken", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Witaj/ })).toBeVisible();

  // The yacht list's chunk is held back, as on a slow connection, until the bar has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/YachtListPage-[\w-]+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await new AppShell(page).nav().getByRole("link", { name: "Jachty" }).click();
  await expect(page.getByRole("progressbar", { name: "Wczytywanie strony…" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Witaj/ })).toBeVisible();

  release();
  await expect(page.getByRole("heading", { level: 1, name: "Jachty" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("the dashboard does without Apollo Client; pointing at a link to a page using it starts loading it", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);
  const asked = requestsTo(page, APOLLO_CHUNK);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APOLLO_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Witaj/ })).toBeVisible();
  // The dashboard's own data (sea time this year, the latest trips, Premium) arrived without it.
  const stats = page.getByRole("region", { name: "Statystyki" });
  await expect(stats.getByText(`Rejsy w ${new Date().getFullYear()}`)).toBeVisible();
  await expect(stats.getByText("Dni Premium do końca")).toBeVisible();
  await expect(page.getByText("Nie masz jeszcze żadnych rejsów")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  // Pointing at a link to a page that uses it starts loading it, before the click.
  const yachts = new AppShell(page).nav().getByRole("link", { name: "Jachty" });
  await yachts.hover();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page).toHaveURL(/\/dashboard$/);
  await yachts.click();
  await expect(page.getByRole("progressbar", { name: "Wczytywanie strony…" })).toBeVisible();
  expect(asked).toHaveLength(1);
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Jachty" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
