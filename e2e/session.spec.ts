import { createCaptain, revokeSession, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { LoginPage } from "./pages/LoginPage.ts";

test("a revoked session sends the captain to the login page with 'Sesja wygasła' and back to where they were", async ({ page, request }) => {
  const captain = await createCaptain(request, "Ewa Wygasła");
  await signInAs(page, captain);
  await page.goto("/captain-profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await revokeSession(request, captain.token); // logged out on another device
  await page.getByRole("navigation", { name: "Nawigacja główna" }).getByRole("link", { name: "Jachty" }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fyachts&expired=1$/);
  await expect(page.getByRole("alert")).toContainText("Sesja wygasła — zaloguj się ponownie");
  await screenshot(page, "session-expired");
  await new LoginPage(page).login(captain.email, captain.password);
  await expect(page).toHaveURL(/\/yachts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jachty" })).toBeVisible();
});

test("saving while offline says there is no connection and keeps what was typed", async ({ page, request, context, consoleErrors }) => {
  const captain = await createCaptain(request, "Olek Offline");
  await signInAs(page, captain);
  await page.goto("/captain-profile");
  const name = page.getByLabel("Imię", { exact: true });
  await expect(name).toHaveValue("Olek");
  await name.fill("Olgierd");
  await page.getByLabel("Rodzaj patentu").click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Numer patentu").fill("PL/123/2020");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByText("Brak połączenia z internetem — zmiany nie zostały zapisane")).toBeVisible();
  await expect(name).toHaveValue("Olgierd");
  await expect(page.getByLabel("Numer patentu")).toHaveValue("PL/123/2020");
  await context.setOffline(false);
  // the browser logs the failed request itself; that one is expected, nothing else may be there
  const offlineLogs = consoleErrors.filter((e) => e.includes("ERR_INTERNET_DISCONNECTED"));
  expect(offlineLogs.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offlineLogs.includes(e)));
});
