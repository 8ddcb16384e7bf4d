import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { createCaptain, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { AppShell } from "./pages/AppShell.ts";
import { CaptainProfilePage } from "./pages/CaptainProfilePage.ts";
import { LoginPage } from "./pages/LoginPage.ts";

/** A 500×500 PNG of noise (large enough, ~750 kB, for the upload to take a moment on a slow link). */
async function logoFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "zeglog-logo-")), "logo.png");
  await sharp({ create: { width: 500, height: 500, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toFile(path);
  return path;
}

test("a captain fills in the profile, uploads a logo watching the progress, deletes it, changes the password and logs in with it", async ({
  page,
  request,
}) => {
  const captain = await createCaptain(request, "Anna Morska");
  await signInAs(page, captain);
  const profile = new CaptainProfilePage(page);
  await profile.goto();

  // Profile tab: the form starts from the account; the e-mail is read-only.
  await expect(page.getByRole("heading", { level: 1, name: "Profil kapitana" })).toBeVisible();
  await expect(profile.tab("Profil")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Imię", { exact: true }).first()).toHaveValue("Anna");
  await expect(page.getByLabel("Adres e-mail")).toHaveValue(captain.email);
  await expect(page.getByLabel("Adres e-mail")).not.toBeEditable();
  await expect(page.getByText("Brak logo")).toBeVisible();
  await page.getByLabel("Rodzaj patentu").click();
  await page.getByRole("option", { name: "Jachtowy sternik morski (PZŻ)" }).click();
  await page.getByLabel("Numer patentu").fill("JSM-777");
  await page.getByRole("radio", { name: "Firma" }).check();
  await page.getByLabel("Nazwa firmy").fill("Morska Sp. z o.o.");
  await page.getByLabel("NIP").fill("5260001245");
  await page.getByLabel("Kod pocztowy").fill("81300");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByText("Nieprawidłowy NIP (sprawdź cyfry)")).toBeVisible();
  await expect(page.getByText("Kod pocztowy musi mieć format NN-NNN")).toBeVisible();
  await screenshot(page, "profile-invoice-errors");
  const invoice = page.getByRole("region", { name: "Dane do faktury" });
  await page.getByLabel("NIP").fill("526-000-12-46");
  await page.getByLabel("Kod pocztowy").fill("81-300");
  await invoice.getByLabel("Imię").fill("Anna");
  await invoice.getByLabel("Nazwisko").fill("Morska");
  await page.getByLabel("Adres", { exact: true }).fill("ul. Portowa 1");
  await page.getByLabel("Miasto").fill("Gdynia");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByText("Profil kapitana został zaktualizowany")).toBeVisible();

  // Saved invoice data come back from the server and can be saved again (issue 11: the second save
  // used to send the query's __typename back); the result shows where the captain is looking.
  await page.reload();
  await expect(page.getByLabel("Miasto")).toHaveValue("Gdynia");
  await page.getByLabel("Telefon").fill("+48 601 000 999");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Profil kapitana został zaktualizowany" });
  await expect(saved).toBeInViewport();
  await page.reload();
  await expect(page.getByLabel("Telefon")).toHaveValue("+48 601 000 999");
  await expect(page.getByLabel("NIP")).toHaveValue("5260001246");

  // Logo: upload on a slow link, watching the percentage.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
  // The page records every progress text it shows (a poll from here raced the upload's end: a read
  // started while the text was visible waited for it forever once it was gone).
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const text = /Przesyłanie: \d+%/.exec(document.body.textContent ?? "")?.[0];
      if (text) seen.add(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await profile.chooseLogo(await logoFile());
  await expect(profile.uploadProgress()).toBeVisible();
  await page.screenshot({ path: join(import.meta.dirname, ".artifacts", "profile-logo-progress.png"), fullPage: true });
  await expect(page.getByText("Logo zostało zaktualizowane")).toBeVisible();
  const seen = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen]);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(seen.length, `progress texts seen: ${seen.join(", ")}`).toBeGreaterThanOrEqual(2);
  await expect(profile.logoImage()).toBeVisible();
  await screenshot(page, "profile-logo");

  // The logo stays after a reload (the image comes back from the server).
  await page.reload();
  await expect(profile.logoImage()).toBeVisible();

  // Delete, confirmed.
  await profile.deleteLogo();
  await screenshot(page, "profile-logo-delete-confirm");
  await profile.confirmDelete();
  await expect(page.getByText("Logo zostało usunięte")).toBeVisible();
  await expect(page.getByText("Brak logo")).toBeVisible();
  await expect(profile.logoImage()).toHaveCount(0);

  // Password tab.
  await profile.tab("Hasło").click();
  await expect(page).toHaveURL(/\/captain-profile\?tab=password$/);
  await profile.changePassword(captain.password, "nowe-haslo-2026", "inne-haslo-2026");
  await expect(page.getByText("Hasła nie są identyczne")).toBeVisible();
  await profile.changePassword("zle-haslo-123", "nowe-haslo-2026");
  await expect(page.getByText("Obecne hasło jest nieprawidłowe")).toBeVisible();
  await profile.changePassword(captain.password, "nowe-haslo-2026");
  await expect(page.getByText("Hasło zostało zmienione pomyślnie")).toBeVisible();
  await screenshot(page, "profile-password");

  // The premium tab shows the status.
  await profile.tab("Premium").click();
  await expect(page.getByText("Brak aktywnej subskrypcji")).toBeVisible();
  await screenshot(page, "profile-premium");

  // Log out and in with the new password (the old one no longer works).
  await new AppShell(page).logout();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(captain.email, captain.password);
  await expect(login.alert()).toContainText("Nieprawidłowy adres e-mail lub hasło");
  await login.login(captain.email, "nowe-haslo-2026");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Witaj, Anna Morska!" })).toBeVisible();
});
