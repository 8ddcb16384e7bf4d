import type { APIRequestContext, Page } from "@playwright/test";
import { createTrip, signInAs, type Captain, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { TripWizard } from "./pages/TripWizard.ts";
import { first } from "../validation/must.ts";

/**
 * Clicks a PDF button; checks the server's answer (a real PDF: type and %PDF- magic) and that the
 * PDF opens in a new tab. The answer passes through a route because Chromium does not keep the
 * body of a response that was turned into a blob (response.body() comes back empty).
 */
async function openPdf(page: Page, click: () => Promise<void>, path: RegExp): Promise<URL> {
  const answers: { status: number; type: string | undefined; body: Buffer; url: URL }[] = [];
  const matches = (url: URL) => path.test(url.pathname);
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    answers.push({ status: response.status(), type: response.headers()["content-type"], body: await response.body(), url: new URL(route.request().url()) });
    await route.fulfill({ response });
  });
  const [popup] = await Promise.all([page.waitForEvent("popup"), click()]);
  await expect.poll(() => answers.length).toBe(1);
  const [answer] = first(answers, 1);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe("application/pdf");
  expect(answer.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(answer.body.byteLength).toBeGreaterThan(1000);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();
  await page.unroute(matches);
  return answer.url;
}

/** A saved trip with one crew member, through the API as the captain's own client would send it. */
async function createTripWithCrew(request: APIRequestContext, captain: Captain): Promise<string> {
  return createTrip(request, captain, {
    licenseType: "pzz-kj",
    licenseNumber: "KJ-777",
    yachtName: "Dar Młodzieży",
    registrationNumber: "POL-2020",
    hullLength: "108.8",
    enginesCount: "2",
    enginePower: "1100",
    disembarkationPort: "Świnoujście",
    visitedPorts: [{ name: "Łeba", isTidalPort: false }],
    distance: "210",
    disembarkationDate: "2025-07-05",
    sailingHours: "40",
    engineHours: "8",
    mooringHours: "48",
    crewMembers: [
      {
        fullName: "Żaneta Łączyńska",
        role: "first_officer",
        captainOpinion: "positive",
        performance: "very_good",
        seasickness: "none",
        resistance: "good",
        captainNotes: "Świetna nawigatorka.",
      },
    ],
  });
}

test("an anonymous visitor fills the free generator and receives the voyage card PDF; nothing is saved", async ({ page }) => {
  const wizard = new TripWizard(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Darmowy generator karty rejsu" }).click();
  await expect(page).toHaveURL(/\/public-trip-card$/);
  await expect(page.getByRole("heading", { name: "Karta rejsu", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Uzupełnij danymi z konta" })).toHaveCount(0);

  await wizard.expectStep(1, "Dane kapitana");
  await page.getByLabel("Imię", { exact: true }).fill("Zofia");
  await page.getByLabel("Nazwisko", { exact: true }).fill("Żółkiewska");
  await page.getByLabel("Telefon", { exact: true }).fill("+48 601 200 300");
  await wizard.choose(page, "Rodzaj patentu", "Jachtowy sternik morski (PZŻ)");
  await page.getByLabel("Numer patentu").fill("JSM-2025");
  await screenshot(page, "public-trip-card-1-captain");
  await wizard.next();

  await wizard.expectStep(2, "Jacht");
  await wizard.fillYacht({ name: "Zjawa IV", registration: "POL-4444", homePort: "Szczecin", length: "14.2", engines: "1", power: "40" });
  await wizard.next();

  await wizard.expectStep(3, "Trasa i przebieg rejsu");
  await page.getByLabel("Port zaokrętowania", { exact: true }).fill("Szczecin");
  await page.getByLabel("Port wyokrętowania", { exact: true }).fill("Kołobrzeg");
  await wizard.visitedPort(1).getByLabel("Nazwa portu").fill("Świnoujście");
  await wizard.fillVoyage({ miles: "120", start: "2025-08-01", end: "2025-08-04", sail: "30", engine: "5", moored: "36" });
  await wizard.next();

  await wizard.expectStep(4, "Załoga");
  await wizard.addCrewMember(1, {
    fullName: "Michał Dąbrowski",
    role: "I oficer",
    opinion: "Pozytywna",
    performance: "Dobrze",
    seasickness: "Nie chorował(a)",
    resistance: "Dobra",
  });
  await wizard.next();

  await wizard.expectStep(5, "Podsumowanie");
  await expect(page.getByRole("button", { name: "Zapisz rejs" })).toHaveCount(0);
  await screenshot(page, "public-trip-card-5-summary");
  const generate = page.getByRole("button", { name: "Generuj PDF" });
  await openPdf(page, () => generate.click(), /^\/api\/public\/trip-card-pdf$/);
  await expect(page.getByText("Karta rejsu została otwarta w nowej karcie.")).toBeVisible();
  await expect(generate).toBeEnabled();
  await expect(page).toHaveURL(/\/public-trip-card$/);
  await screenshot(page, "public-trip-card-generated");
});

test("a Premium captain opens the voyage card and a crew member's opinion from the trip's page", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  const tripId = await createTripWithCrew(request, captain);
  await signInAs(page, captain);

  await page.goto(`/sailing-trips/${tripId}`);
  await expect(page.getByRole("heading", { name: "Dar Młodzieży", level: 1 })).toBeVisible();
  await openPdf(page, () => page.getByRole("button", { name: "Karta rejsu (PDF)" }).click(), /\/voyage-card-pdf$/);
  await expect(page.getByRole("button", { name: "Karta rejsu (PDF)" })).toBeEnabled();

  await page.getByRole("button", { name: "Szczegóły: Żaneta Łączyńska" }).click();
  const opinion = page.getByRole("button", { name: "Opinia (PDF) — Żaneta Łączyńska" });
  await expect(opinion).toBeVisible();
  await screenshot(page, "trip-detail-pdf-buttons");
  await openPdf(page, () => opinion.click(), /\/crew\/[^/]+\/opinion-pdf$/);

  await openPdf(page, () => page.getByRole("button", { name: "Opinie całej załogi (PDF)" }).click(), /\/crew-opinions-pdf$/);
  await expect(page.getByText(/Wystąpił błąd/)).toHaveCount(0);

  // The PDF language, chosen beside the buttons, applies to every PDF and is remembered.
  const choice = page.getByRole("radiogroup", { name: "Język PDF:" }).first();
  await expect(choice.getByRole("radio", { name: "PL + EN" })).toBeChecked();
  await choice.getByText("EN", { exact: true }).click();
  const set = await openPdf(page, () => page.getByRole("button", { name: "Wszystkie dokumenty (PDF)" }).click(), /\/documents-pdf$/);
  expect(set.searchParams.get("lang")).toBe("en");
  await page.reload();
  await expect(page.getByRole("radiogroup", { name: "Język PDF:" }).first().getByRole("radio", { name: "EN", exact: true })).toBeChecked();
  const card = await openPdf(page, () => page.getByRole("button", { name: "Karta rejsu (PDF)" }).click(), /\/voyage-card-pdf$/);
  expect(card.searchParams.get("lang")).toBe("en");
  await screenshot(page, "trip-detail-pdf-language");
});
