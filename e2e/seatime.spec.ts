import { readFileSync } from "node:fs";
import { signInAs, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { AppShell } from "./pages/AppShell.ts";
import { SeaTimePage } from "./pages/SeaTimePage.ts";
import { seaTimeCaptain } from "./seatime-data.ts";

test("a captain sees the sea time of the seeded voyages: totals, charts, licence progress; marks the trips; prints the statement", async ({
  page,
  request,
}) => {
  const captain = await seaTimeCaptain(request);
  await signInAs(page, captain);
  const seaTime = new SeaTimePage(page);

  await page.goto("/dashboard");
  await new AppShell(page).nav().getByRole("link", { name: "Staż morski" }).click();
  await expect(page).toHaveURL(/\/sea-time$/);
  await expect(page.getByRole("heading", { name: "Staż morski", level: 1 })).toBeVisible();
  await expect(seaTime.tile("Rejsy")).toHaveText("4");
  await expect(seaTime.tile("Dni na jachcie")).toHaveText("35");
  await expect(seaTime.tile("Godziny żeglugi")).toHaveText("418,25");
  await expect(seaTime.tile("Mile morskie")).toHaveText("1635,7");
  await expect(page.getByText("Godziny postoju (nie liczą się do stażu): 268 h.")).toBeVisible();
  await seaTime.expectChartsDrawn();
  await expect(page.getByRole("figure", { name: "Godziny żeglugi narastająco — cel: Jachtowy sternik morski (PZŻ), 200 h" })).toBeVisible();
  // nothing marked yet: PZŻ progress is not known rather than guessed
  await expect(seaTime.licence("Jachtowy sternik morski (PZŻ)").getByText("Nie wiadomo — oznacz rejsy")).toBeVisible();
  await screenshot(page, "sea-time-unmarked");

  await page.getByRole("button", { name: "Oznacz nieoznaczone jako rejsy morskie (4)" }).click();
  await page.getByRole("button", { name: "Oznacz", exact: true }).click();
  await expect(seaTime.licence("Jachtowy sternik morski (PZŻ)").getByText("Wymagania spełnione")).toBeVisible();
  await expect(seaTime.licence("Jachtowy sternik morski (PZŻ)").getByText("zaliczone: 418,25 h · wymagane: 200 h")).toBeVisible();
  await expect(page.getByRole("figure", { name: "Godziny żeglugi narastająco — cel: Kapitan jachtowy (PZŻ), 1200 h" })).toBeVisible();

  // one trip in sole command with night hours: the RYA night-hours requirement counts it
  await page.getByRole("combobox", { name: /^Samodzielne dowodzenie \(kapitan\/skipper\): 10\.08\.2024/ }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle("tak", { exact: true }).click();
  await page.getByRole("textbox", { name: /^Godziny nocne: 10\.08\.2024/ }).fill("999");
  await page.getByRole("button", { name: /^Zapisz: 10\.08\.2024/ }).click();
  await expect(page.getByText("Godzin nocnych nie może być więcej niż godzin żeglugi tego rejsu")).toBeVisible();
  await page.getByRole("textbox", { name: /^Godziny nocne: 10\.08\.2024/ }).fill("14,5");
  await page.getByRole("button", { name: /^Zapisz: 10\.08\.2024/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano" })).toBeVisible();
  await expect(seaTime.licence("RYA Yachtmaster Coastal").getByText("zaliczone: 14,5 h · wymagane: 12 h")).toBeVisible();
  await screenshot(page, "sea-time-desktop");

  // the statement PDF of 2024 only
  await page.getByRole("combobox", { name: "Lata" }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle("2024", { exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/years=2024/);
  await expect(seaTime.tile("Rejsy")).toHaveText("2");
  const answers: { type?: string; body: Buffer }[] = [];
  await page.route(/\/api\/sea-time\/statement-pdf/, async (route) => {
    expect(route.request().url()).toContain("year=2024");
    const response = await route.fetch();
    answers.push({ type: response.headers()["content-type"], body: await response.body() });
    await route.fulfill({ response });
  });
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Zestawienie PDF" }).click()]);
  await expect.poll(() => answers.length).toBe(1);
  expect(answers[0]?.type).toBe("application/pdf");
  expect(answers[0]?.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await popup.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sea-time");
  await seaTime.expectChartsDrawn();
  await screenshot(page, "sea-time-phone");
});

test("the page speaks English: totals, charts and licence names", async ({ page, request }) => {
  const captain = await seaTimeCaptain(request);
  await signInAs(page, captain);
  const seaTime = new SeaTimePage(page);
  const shell = new AppShell(page);
  await shell.open("/sea-time", "Staż morski");
  await shell.switchLanguage("EN");
  await expect(page.getByRole("heading", { name: "Sea time", level: 1 })).toBeVisible();
  await expect(seaTime.tile("Voyages")).toHaveText("4");
  await expect(seaTime.tile("Hours underway")).toHaveText("418.25");
  await expect(seaTime.tile("Nautical miles")).toHaveText("1,635.7");
  await seaTime.expectChartsDrawn();
  await expect(page.getByRole("figure", { name: "Hours underway per year" })).toBeVisible();
  await expect(seaTime.licence("Yacht captain (PZŻ)").getByText("Hours in sole command of a yacht over 7.5 m")).toBeVisible();
  await expect(seaTime.licence("RYA Yachtmaster Offshore")).toBeVisible();
  await screenshot(page, "sea-time-en");
});

test("export to CSV, then import it into another account through the preview: equal totals; a second import adds nothing", async ({ page, request }) => {
  const source = await seaTimeCaptain(request);
  await signInAs(page, source);
  await page.goto("/sea-time");
  await page.getByRole("button", { name: "Eksportuj" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Rejsy — CSV (Excel)" }).click()]);
  const csvPath = await download.path();
  const csv = readFileSync(csvPath);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(download.suggestedFilename()).toMatch(/^zeglog-rejsy-\d{4}-\d{2}-\d{2}\.csv$/);

  const target = await premiumCaptain(request, "Anna Nowak");
  await signInAs(page, target);
  await page.goto("/sailing-trips");
  await page.getByRole("link", { name: "Importuj rejsy" }).click();
  await expect(page.getByRole("heading", { name: "Import rejsów", level: 1 })).toBeVisible();
  await page.locator("input[type=file]").setInputFiles({ name: "rejsy.csv", mimeType: "text/csv", buffer: csv });
  await expect(page.getByRole("heading", { name: "Podgląd importu: rejsy.csv" })).toBeVisible();
  await expect(page.getByText("Do importu: 4")).toBeVisible();
  await expect(page.getByRole("cell", { name: /Zjawa Żółta/ })).toBeVisible();
  await screenshot(page, "import-preview");
  await page.getByRole("button", { name: "Importuj 4 rejsy" }).click();
  await expect(page.getByText("Zaimportowano rejsy: 4. Pominięto: 0.")).toBeVisible();
  await page.getByRole("link", { name: "Zobacz staż morski" }).click();
  const seaTime = new SeaTimePage(page);
  await expect(seaTime.tile("Godziny żeglugi")).toHaveText("418,25");
  await expect(seaTime.tile("Mile morskie")).toHaveText("1635,7");

  await page.goto("/sailing-trips/import");
  await page.locator("input[type=file]").setInputFiles({ name: "rejsy.csv", mimeType: "text/csv", buffer: csv });
  await expect(page.getByText("Już w dzienniku: 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importuj 0 rejsów" })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "import-duplicates-phone");
});
