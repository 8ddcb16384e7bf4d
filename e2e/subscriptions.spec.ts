// Premium bought by the captain: ordering through the app's test payment page (no provider is
// configured in e2e), then creating a trip; and a discount code made by the office.
import { createCaptain, premiumCaptain, signInAs } from "./api.ts";
import { expect, screenshot, test, uniqueEmail } from "./fixtures.ts";
import { AppShell } from "./pages/AppShell.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { PremiumPages } from "./pages/PremiumPages.ts";
import { RegisterPage } from "./pages/RegisterPage.ts";
import { TripWizard } from "./pages/TripWizard.ts";
import { STAFF } from "../playwright.config.ts";
import type { Page } from "@playwright/test";

/** Screenshots of a screen on a desktop and on a 390 px phone (where nothing may stick out sideways). */
async function shots(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits a 390 px phone` }).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.use({ viewport: { width: 1366, height: 800 } });

test("a new captain cannot add a trip, buys Premium with the test payment and then creates a trip", async ({ page }) => {
  const captain = { name: "Ewa Żeglarska", email: uniqueEmail("ewa"), phone: "+48 601 200 300", password: "bezpieczne-haslo-9" };
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(captain);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without Premium: adding a trip is locked, and its '(wymaga Premium)' hint leads to the Premium tab.
  await page.goto("/sailing-trips");
  await expect(page.getByRole("button", { name: "+ Dodaj rejs (wymaga Premium)" }).first()).toBeDisabled();
  await page.goto("/sailing-trips/new");
  await expect(page).toHaveURL(/\/sailing-trips\?error=premium_required$/);
  await page.getByRole("link", { name: "(wymaga Premium)" }).first().click();
  await expect(page).toHaveURL(/\/captain-profile\?tab=premium$/);

  const premium = new PremiumPages(page);
  await expect(premium.status()).toHaveText("Brak aktywnej subskrypcji");
  await expect(page.getByRole("radio", { name: /Premium\s*dostęp roczny\s*49,00\s*zł/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "PayU — płatność testowa" })).toBeChecked();
  await expect(page.getByText("Nie masz jeszcze żadnych subskrypcji ani zamówień")).toBeVisible();
  await shots(page, "premium-tab");

  // Ordering without invoice data: one message lists what is missing.
  await premium.order();
  await expect(page.getByText("Wybierz rodzaj danych do faktury")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Uzupełnij wszystkie wymagane dane do faktury: rodzaj danych" })).toBeVisible();
  await premium.invoice().getByRole("radio", { name: "Osoba fizyczna" }).check();
  await premium.order();
  await expect(
    page.getByRole("alert").filter({ hasText: "Uzupełnij wszystkie wymagane dane do faktury: imię, nazwisko, adres, kod pocztowy, miasto" }),
  ).toBeVisible();
  await shots(page, "premium-order-errors");
  await premium.fillInvoice({ firstName: "Ewa", lastName: "Żeglarska", address: "ul. Kapitańska 3", postalCode: "81-300", city: "Gdynia" });
  await premium.order();

  // The app's own payment page (no PayU account configured in e2e).
  await premium.expectTestPaymentPage();
  await expect(page.getByText("49,00 zł")).toBeVisible();
  await shots(page, "payment-test");
  await premium.confirmTestPayment();
  await expect(page).toHaveURL(/\/payment\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByText("Płatność przyjęta — masz Premium!")).toBeVisible();
  await expect(page.getByText(/Twój dostęp Premium jest ważny do \d{1,2} \S+ \d{4}/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("hasPremium"))).toBe("true");
  await shots(page, "payment-success");

  // The Premium tab now shows the subscription and its invoice.
  await premium.goto();
  await expect(premium.status()).toHaveText("Premium aktywne");
  await expect(page.getByText("Pozostało dni")).toBeVisible();
  const invoiceButton = page.getByRole("button", { name: /Pobierz fakturę FV\/\d{4}\/\d{2}\/\d{4} \(PDF\)/ });
  await expect(invoiceButton).toBeVisible();
  const popup = page.waitForEvent("popup");
  await invoiceButton.click();
  await (await popup).close();
  await shots(page, "premium-tab-active");

  // The saved invoice data were remembered in the profile.
  await page.goto("/captain-profile");
  await expect(page.getByLabel("Miasto")).toHaveValue("Gdynia");

  // Now a trip can be created.
  await page.goto("/sailing-trips");
  await page.getByRole("link", { name: "+ Dodaj rejs" }).first().click();
  const wizard = new TripWizard(page);
  await wizard.expectStep(1, "Dane kapitana");
  await wizard.fillCaptain("Jachtowy sternik morski (PZŻ)", "JSM-900");
  await wizard.next();
  await wizard.fillYacht({ name: "Dar Młodzieży", registration: "POL-900", homePort: "Gdynia", length: "108.8", engines: "2", power: "1104" });
  await wizard.next();
  await page.getByLabel("Port zaokrętowania", { exact: true }).fill("Gdynia");
  await page.getByLabel("Port wyokrętowania", { exact: true }).fill("Hel");
  await wizard.fillVoyage({ miles: "20", start: "2025-07-01", end: "2025-07-02", sail: "5", engine: "1", moored: "10", tidal: "0" });
  await wizard.next();
  await wizard.next();
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByText("Rejs został pomyślnie zapisany!")).toBeVisible();
  await expect(page).toHaveURL(/\/sailing-trips$/);
  await expect(page.getByText("Dar Młodzieży")).toBeVisible();
});

test("the office creates a discount code; a captain redeems it and has Premium at once", async ({ page, request }) => {
  const code = `REJS${Date.now().toString(36).toUpperCase()}`;
  await page.goto("/login");
  await new LoginPage(page).login(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  const sections = page.getByRole("radiogroup", { name: "Sekcje biura" });
  await sections.getByText("Kody rabatowe", { exact: true }).click();
  await expect(sections.getByRole("radio", { name: "Kody rabatowe" })).toBeChecked();
  await expect(page).toHaveURL(/\/staff\?tab=codes$/);
  await page.getByLabel("Kod", { exact: true }).fill(code);
  await page.getByLabel("Liczba dni Premium").fill("30");
  await page.getByLabel(/Limit użyć/).fill("5");
  await page.getByRole("button", { name: "Utwórz kod" }).click();
  await expect(page.getByText(`Kod rabatowy ${code} został utworzony`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code }).filter({ hasText: "0 / 5" })).toBeVisible();
  await shots(page, "staff-codes");
  await new AppShell(page).logout();

  const captain = await createCaptain(request, "Olek Kodowy");
  await signInAs(page, captain);
  const premium = new PremiumPages(page);
  await premium.goto();
  await premium.redeem("");
  await expect(page.getByText("Wprowadź kod rabatowy")).toBeVisible();
  await premium.redeem("NIEMA-TAKIEGO");
  await expect(page.getByText("Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania.")).toBeVisible();
  await premium.redeem(code.toLowerCase());
  await expect(page.getByText("Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana.")).toBeVisible();
  await expect(premium.status()).toHaveText("Premium aktywne");
  await expect(page.getByRole("cell", { name: `Kod rabatowy ${code}` })).toBeVisible();
  await shots(page, "premium-code-redeemed");
  await page.goto("/sailing-trips");
  await expect(page.getByRole("link", { name: "+ Dodaj rejs" }).first()).toBeVisible();
  await new AppShell(page).logout();

  // The office sees it on the captain's page, grants more with a reason and looks at every table.
  await page.goto("/login");
  await new LoginPage(page).login(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto("/staff?tab=captains");
  await page.getByLabel("Szukaj kapitana").fill(captain.email);
  await page.getByLabel("Szukaj kapitana").press("Enter");
  await page.getByRole("button", { name: "Szczegóły kapitana Olek Kodowy" }).click();
  const drawer = page.getByRole("dialog", { name: "Olek Kodowy" });
  await expect(drawer.getByText(`Kod rabatowy ${code}`)).toBeVisible();
  await drawer.getByLabel("Liczba dni").fill("14");
  await drawer.getByLabel(/Powód/).fill("Rekompensata za przerwę w działaniu");
  await drawer.getByRole("button", { name: "Przyznaj Premium" }).click();
  await expect(drawer.getByText(/Przyznano Premium do/)).toBeVisible();
  await expect(drawer.getByText(/Rekompensata za przerwę w działaniu/)).toBeVisible();
  await shots(page, "staff-captain");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => (await page.locator(".ant-drawer-section").boundingBox())?.width ?? 999, { message: "the drawer fits a phone" })
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.keyboard.press("Escape");
  for (const tab of ["plans", "invoices"]) {
    await page.goto(`/staff?tab=${tab}`);
    await expect(page.getByRole("table")).toBeVisible();
    await shots(page, `staff-${tab}`);
  }
});

test("visitors see the plans from the API on the home page and the pricing page, priced the Polish way", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Pełny dostęp za 49,00 zł — dostęp roczny")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "49,00 zł" })).toBeVisible();
  await shots(page, "home-plans");
  await page.goto("/cennik");
  await expect(page.getByRole("heading", { level: 2, name: "49,00 zł" })).toBeVisible();
  await expect(page.getByText("dostęp roczny")).toBeVisible();
  await shots(page, "pricing");
});

test("a Premium captain signing in on a new browser sees the Premium actions unlocked at once, before the app asks again", async ({ page, request }) => {
  const captain = await premiumCaptain(request, "Piotr Premium");
  // Hold the app's own Premium question (usePremium): what the first screens show comes from the sign-in's answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes('"operationName":"HasPremium"')) {
      asked++;
      await held;
    }
    await route.fallback();
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.login(captain.email, captain.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => asked, { message: "the dashboard asks whether the captain has Premium" }).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Utwórz rejs" }).first()).toBeVisible();
  await expect(page.getByText("wymaga Premium")).toHaveCount(0);
  await page.getByRole("link", { name: "Rejsy żeglarskie" }).first().click();
  await expect(page.getByRole("link", { name: "+ Dodaj rejs" }).first()).toBeVisible();
  await expect(page.getByText("wymaga Premium")).toHaveCount(0);
  release();
  // The answer, when it comes, agrees: still unlocked.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hasPremium"))).toBe("true");
  await expect(page.getByRole("link", { name: "+ Dodaj rejs" }).first()).toBeVisible();
  await expect(page.getByText("wymaga Premium")).toHaveCount(0);
});
