// The sea-time statement PDF read back with pdftotext: every counted trip, the totals, the licence
// progress, the captain's data and logo, in Polish and in English; filters; who may ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { premiumCaptain, staffToken, tripForm } from "../../test/trips.ts";
import { savePayload } from "../../test/save-payload.ts";
import { stopRenderWorker } from "../documents/renderer.ts";
import { fetchDocument } from "../documents/test/fetch-document.ts";
import { flat, pdfImageCount, pdfText } from "../documents/test/pdf-tools.ts";
import { png, uploadLogo } from "../profile/test/images.ts";

let t: TestApp;
let captain: { token: string; id: string };

async function create(form: Parameters<typeof tripForm>[0]) {
  const res = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm(form)) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.sailing_trip.id;
}

beforeAll(async () => {
  t = await createTestApp();
  captain = await premiumCaptain(t, { name: "Konto Kapitana" });
  const profile = await t.rest("POST", "/api/captain-profile", {
    token: captain.token,
    body: { first_name: "Józef", last_name: "Gąsienica-Łańcucki", phone: "+48 601 234 567", license_type: "pzz-jsm", license_number: "JSM-2931/ŁÓDŹ" },
  });
  expect(profile.status).toBe(200);
  expect((await uploadLogo(t, { bytes: await png(400, 400), name: "logo.png", type: "image/png" }, { token: captain.token })).status).toBe(200);
  await create({
    yachtName: "Zjawa Żółta",
    registrationNumber: "POL-1234",
    hullLength: "14.25",
    embarkationPort: "Gdańsk",
    disembarkationPort: "Cherbourg",
    isDisembarkationTidalPort: true,
    visitedPorts: [{ name: "Helgoland", isTidalPort: true }],
    embarkationDate: "2025-07-01",
    disembarkationDate: "2025-07-14",
    sailingHours: "201,5",
    engineHours: "36.25",
    tidalHours: "74",
    mooringHours: "98",
    distance: "842.5",
  });
  await create({
    yachtName: "Dar Młodzieży",
    registrationNumber: "POL-2020",
    hullLength: "108.8",
    embarkationPort: "Gdynia",
    disembarkationPort: "Świnoujście",
    visitedPorts: [],
    embarkationDate: "2024-05-01",
    disembarkationDate: "2024-05-04",
    sailingHours: "40",
    engineHours: "8",
    mooringHours: "48",
    distance: "210",
  });
  // never printed: planned
  await create({
    yachtName: "Widmo",
    embarkationDate: "2026-08-01",
    disembarkationDate: "2026-08-05",
    visitedPorts: [],
    sailingHours: "60",
    engineHours: "10",
    mooringHours: "40",
    tidalHours: "20",
  });
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
});

const statement = (query: string, token = captain.token, lang?: string) => fetchDocument(t.app, "GET", `/api/sea-time/statement-pdf${query}`, { token, lang });

describe("GET /api/sea-time/statement-pdf", () => {
  it("prints the Polish statement: captain, logo, every counted trip, totals and licence progress", async () => {
    const res = await statement("?lang=pl");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("filename*=UTF-8''Zestawienie%20sta%C5%BCu%20morskiego%20-%20J%C3%B3zef");
    const text = flat(await pdfText(res.bytes));
    expect(text).toContain("ZESTAWIENIE STAŻU MORSKIEGO");
    expect(text).toContain("Józef Gąsienica-Łańcucki");
    expect(text).toContain("Jachtowy sternik morski (PZŻ), JSM-2931/"); // a Polish statement names the licence in Polish only
    expect(text).not.toContain("Sea Yacht Skipper");
    expect(text).toContain("+48 601 234 567");
    // row by row: no., dates, days, route, underway, sail, engine, tidal, moored, miles, tidal ports (the yacht prints on two lines)
    expect(text).toContain("Dar Młodzieży 1. 01.05.2024 – 04.05.2024 4 Gdynia – Świnoujście 48 40 8 0 48 210 1 POL-2020, Lc 108,8 m");
    expect(text).toContain("Zjawa Żółta 2. 01.07.2025 – 14.07.2025 14 Gdańsk – Helgoland – Cherbourg 237,75 201,5 36,25 74 98 842,5 2 POL-1234, Lc 14,25 m");
    expect(text).toContain("Razem 18 Rejsy: 2 285,75 241,5 44,25 74 146 1052,5 3");
    expect(text).toContain("2024 1 4 48 40 8 0 48 210 1 2025 1 14 237,75 201,5 36,25 74 98 842,5 2");
    expect(text).not.toContain("Widmo");
    expect(text).toContain("Jachtowy sternik morski (PZŻ)");
    expect(text).toContain("Rejsy morskie");
    expect(text).toContain("Rejs ponad 100 h na wodach pływowych z co najmniej 2 portami pływowymi");
    expect(text).toContain("RYA Yachtmaster Offshore");
    expect(text).toContain("Największy jacht: Dar Młodzieży (POL-2020), Lc 108,8 m");
    expect(text).toContain(
      "Do patentu kapitana jachtowego liczy się tylko staż po uzyskaniu patentu JSM; zestawienie liczy wszystkie rejsy z wybranego zakresu.",
    );
    expect(await pdfImageCount(res.bytes)).toBe(1);
  });

  it("prints the English statement with a decimal point", async () => {
    const res = await statement("?lang=en");
    const text = flat(await pdfText(res.bytes));
    expect(text).toContain("SEA-TIME STATEMENT");
    expect(text).toContain("Total 18 Voyages: 2 285.75 241.5 44.25 74 146 1,052.5 3");
    expect(text).toContain("Hours in sole command of a yacht over 7.5 m");
    expect(text).toContain("01/07/2025 – 14/07/2025");
    expect(text).toContain("Only sea time after the JSM licence counts toward Yacht Captain; this statement counts every voyage in the chosen range.");
    expect(text).not.toContain("ZESTAWIENIE");
  });

  it("follows the language of the request without ?lang, and the filters of /api/sea-time", async () => {
    const res = await statement("?year=2025", captain.token, "en");
    const text = flat(await pdfText(res.bytes));
    expect(text).toContain("Scope: years: 2025");
    expect(text).toContain("Zjawa Żółta");
    expect(text).not.toContain("Dar Młodzieży");
    const bad = await statement("?year=abc");
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({ errors: { year: ["Podaj rok jako liczbę od 1900 do 2200"] } });
  });

  it("prints a statement without trips and without a profile from the account's name", async () => {
    const fresh = await registerCaptain(t, { name: "Anna Świętosławska" });
    const text = flat(await pdfText((await statement("", fresh.token)).bytes));
    expect(text).toContain("Anna Świętosławska");
    expect(text).toContain("Brak rejsów w wybranym zakresie.");
  });

  it("is for the signed-in captain only", async () => {
    expect((await fetchDocument(t.app, "GET", "/api/sea-time/statement-pdf")).status).toBe(401);
    expect((await statement("", (await staffToken(t)).token)).status).toBe(403);
  });
});
