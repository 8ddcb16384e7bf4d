import { createCaptain, signInAs, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { AppShell } from "./pages/AppShell.ts";
import { TripWizard } from "./pages/TripWizard.ts";
import { STAFF } from "../playwright.config.ts";

test("a Premium captain logs a trip through the wizard, finds, opens, edits and deletes it; the office restores it", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);
  const wizard = new TripWizard(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Witaj, Jan Maria Kowalski!" })).toBeVisible();
  await page.goto("/sailing-trips");
  await expect(page.getByText("Nie masz jeszcze żadnych rejsów.")).toBeVisible();
  await page.getByRole("link", { name: "+ Dodaj rejs" }).first().click();

  // Step 1 — captain
  await wizard.expectStep(1, "Dane kapitana");
  await expect(page.getByRole("button", { name: "Wstecz" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Dalej" })).toBeDisabled();
  await wizard.fillCaptain("Jachtowy sternik morski (PZŻ)", "JSM-4321");
  await expect(page.getByText("to Twój adres konta")).toBeVisible();
  await screenshot(page, "wizard-1-captain");
  await wizard.next();

  // Step 2 — yacht
  await wizard.expectStep(2, "Jacht");
  await wizard.fillYacht({ name: "Zawisza Czarny", registration: "POL-1234", homePort: "Gdynia", length: "42.7", engines: "1", power: "276" });
  await screenshot(page, "wizard-2-yacht");
  await wizard.next();

  // Step 3 — route: two visited ports kept, one removed
  await wizard.expectStep(3, "Trasa i przebieg rejsu");
  await page.getByLabel("Port zaokrętowania", { exact: true }).fill("Gdynia");
  await page.getByLabel("Port wyokrętowania", { exact: true }).fill("Kilonia");
  await page.getByLabel("Port wyokrętowania jest pływowy").check();
  await wizard.visitedPort(1).getByLabel("Nazwa portu").fill("Bornholm");
  await page.getByRole("button", { name: "Dodaj port" }).click();
  await wizard.visitedPort(2).getByLabel("Nazwa portu").fill("Kopenhaga");
  await wizard.visitedPort(2).getByLabel("Port pływowy").check();
  await page.getByRole("button", { name: "Dodaj port" }).click();
  await wizard.visitedPort(3).getByLabel("Nazwa portu").fill("Port do usunięcia");
  await page.getByRole("button", { name: "Usuń port 3" }).click();
  await expect(wizard.visitedPort(3)).toHaveCount(0);
  await expect(page.getByLabel("Liczba portów pływowych")).toHaveValue("2");
  await wizard.fillVoyage({ miles: "320", start: "2025-06-01", end: "2025-06-08", sail: "70", engine: "6", moored: "90", tidal: "4" });
  await page.getByLabel("Numer dziennika jachtowego").fill("DJ-7/2025");
  await page.getByLabel("Uwagi kapitana").fill("Jeden dzień sztormowy na Bałtyku.");
  await screenshot(page, "wizard-3-route");
  await wizard.next();

  // Step 4 — two crew members
  await wizard.expectStep(4, "Załoga");
  await expect(page.getByText("Załoga jest opcjonalna — możesz zapisać rejs bez członków załogi.")).toBeVisible();
  await wizard.addCrewMember(1, {
    fullName: "Anna Nowak",
    role: "I oficer",
    opinion: "Pozytywna",
    performance: "Bardzo dobrze",
    seasickness: "Nie chorował(a)",
    resistance: "Dobra",
  });
  await wizard.addCrewMember(2, {
    fullName: "Piotr Wiśniewski",
    role: "Inna funkcja",
    otherRole: "Kuk",
    opinion: "Pozytywna",
    performance: "Dobrze",
    seasickness: "Poważna choroba morska",
    resistance: "Dostateczna",
  });
  await screenshot(page, "wizard-4-crew");
  await wizard.next();

  // Step 5 — summary and save
  await wizard.expectStep(5, "Podsumowanie");
  await expect(page.getByText("Bornholm")).toBeVisible();
  await expect(page.getByText("01.06.2025")).toBeVisible();
  await screenshot(page, "wizard-5-summary");
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByText("Rejs został pomyślnie zapisany!")).toBeVisible();
  await expect(page).toHaveURL(/\/sailing-trips$/);

  // find it by search, open it
  await page.getByLabel("Szukaj rejsów").fill("zawisza");
  await page.getByLabel("Szukaj rejsów").press("Enter");
  await expect(page.getByText(/Znaleziono 1 rejs\b/)).toBeVisible();
  await screenshot(page, "trips-list");
  await page.getByRole("link", { name: "Zawisza Czarny" }).first().click();
  await expect(page).toHaveURL(/\/sailing-trips\/[\w-]+$/);
  const tripUrl = page.url();
  await expect(page.getByRole("heading", { name: /Zawisza Czarny/ }).first()).toBeVisible();
  await expect(page.getByText("Kopenhaga")).toBeVisible();
  await expect(page.getByText("Port do usunięcia")).toHaveCount(0);
  await expect(page.getByText("Anna Nowak")).toBeVisible();
  await expect(page.getByText("Piotr Wiśniewski")).toBeVisible();
  await screenshot(page, "trip-detail");

  // edit it
  await page.getByRole("link", { name: "Edytuj" }).click();
  await expect(page.getByText("Edytujesz rejs. Możesz swobodnie przechodzić między krokami formularza.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Kroki formularza" })
    .getByRole("button", { name: /Jacht$/ })
    .click();
  await page.getByLabel("Port macierzysty").fill("Szczecin");
  await page
    .getByRole("navigation", { name: "Kroki formularza" })
    .getByRole("button", { name: /Podsumowanie$/ })
    .click();
  await page.getByRole("button", { name: "Zaktualizuj rejs" }).click();
  await expect(page.getByText("Rejs został pomyślnie zaktualizowany!").first()).toBeVisible();
  await expect(page).toHaveURL(tripUrl);
  await expect(page.getByText("Szczecin", { exact: true })).toBeVisible();

  // delete it (the modal warns about the 10 zł reversal)
  await page.getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByText("Cofnięcie usunięcia kosztuje 10 zł — rejs może przywrócić tylko biuro.")).toBeVisible();
  await screenshot(page, "trip-delete-modal");
  await page.getByRole("button", { name: "Usuń rejs" }).click();
  await expect(page).toHaveURL(/\/sailing-trips$/);
  await expect(page.getByText("Rejs został usunięty")).toBeVisible();
  await expect(page.getByText("Nie masz jeszcze żadnych rejsów.")).toBeVisible();
  await page.goto(tripUrl);
  await expect(page.getByText("Nie znaleziono rejsu")).toBeVisible();
  await new AppShell(page).logout();

  // the office restores it
  await new LoginPage(page).login(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  const row = page.getByRole("row").filter({ hasText: "Zawisza Czarny" }).filter({ hasText: captain.name });
  await row.getByRole("button", { name: /Przywróć/ }).click();
  await expect(page.getByText("Kapitanowi zostanie naliczona opłata 10,00 zł za cofnięcie usunięcia.")).toBeVisible();
  await screenshot(page, "staff-restore-modal");
  await page.getByRole("button", { name: "Przywróć i nalicz opłatę" }).click();
  await expect(page.getByText("Rejs został przywrócony")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: captain.name }).filter({ hasText: "Do zapłaty" })).toBeVisible();
  await screenshot(page, "staff-after-restore");
  await new AppShell(page).logout();

  // the captain (whose earlier session ended with the logout) logs in and sees it again, with its history
  await page.goto(tripUrl);
  await new LoginPage(page).login(captain.email, captain.password);
  await expect(page).toHaveURL(tripUrl);
  await expect(page.getByText("Szczecin", { exact: true })).toBeVisible();
  const history = page
    .getByRole("region", { name: "Historia zmian" })
    .or(page.locator("section", { hasText: "Historia zmian" }))
    .first();
  await expect(history.getByText("Utworzono rejs")).toBeVisible();
  await expect(history.getByText("Zmieniono dane rejsu")).toBeVisible();
  await expect(history.getByText("Usunięto rejs")).toBeVisible();
  await expect(history.getByText("Przywrócono rejs")).toBeVisible();
  await expect(history.getByText(/^Port macierzysty: .+ → Szczecin$/)).toBeVisible();
  await screenshot(page, "trip-history");
});

test("a captain without Premium sees the gated buttons and the premium notice", async ({ page, request }) => {
  const captain = await createCaptain(request, "Ewa Bez Premium");
  await signInAs(page, captain);
  await page.goto("/dashboard");
  await expect(page.getByText(/Premium/).first()).toBeVisible();
  await screenshot(page, "dashboard-no-premium");
  await page.goto("/sailing-trips/new");
  await expect(page).toHaveURL(/\/sailing-trips\?error=premium_required$/);
  await expect(page.getByRole("alert").filter({ hasText: /Premium/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Dodaj rejs.*wymaga Premium|wymaga Premium/ }).first()).toBeDisabled();
  await screenshot(page, "trips-list-no-premium");
});
