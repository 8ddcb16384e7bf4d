// The voyage card ("Karta rejsu"): every field of the official PZŻ form, read back from the real
// PDF in each language (pl-en, the default; pl; en), one A4 page for 12 crew, layout defects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderVoyageCard } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { TEXT_RIGHT_EDGE, flat, overlappingWords, pdfPages, pdfText, pdfWords } from "./test/pdf-tools.ts";
import { crewMemberForm, crewOf, sampleTrip } from "./test/sample-trip.ts";
import { tinyPng } from "./test/tiny-png.ts";

afterAll(() => stopRenderWorker());

/** The raw text with every run of whitespace as one space, and a line broken after a hyphen joined again. */
const joined = (raw: string) => flat(raw).replace(/- /g, "-");

describe("voyage card, bilingual (the default)", () => {
  let cells = "";
  beforeAll(async () => {
    const pdf = await renderVoyageCard(sampleTrip());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfPages(pdf)).toBe(1);
    cells = joined(await pdfText(pdf, { mode: "raw" }));
  });

  it("has the form's header line, title and logbook entry with its footnote", () => {
    expect(cells).toMatch(/^POLSKI ZWIĄZEK ŻEGLARSKI \/ POLISH YACHTING ASSOCIATION KARTA REJSU Captain's certificate of passage/);
    expect(cells).toContain(
      "Wpisu dokonano na podstawie dziennika jachtowego*, nr pływania Based on Vessel Log Book*, voyage No. 7/2026 * jeżeli był prowadzony / * if kept",
    );
  });

  it("prints the captain: name, grade, certificate number, phone, e-mail", () => {
    expect(cells).toContain("INFORMACJE O KAPITANIE Information about captain Imię i nazwisko / Name & surname Józef Gąsienica-Łańcucki");
    expect(cells).toContain("Stopień żeglarski/motorowodny / Cert. of sailing/motor competency Kapitan jachtowy / Yacht Captain (PZŻ)");
    expect(cells).toContain("Nr patentu / Certificate No. KJ-2931/ŁÓDŹ");
    expect(cells).toContain("Telefon / Phone +48 601 234 567");
    expect(cells).toContain("Adres e-mail / E-mail jozef.kapitan@example.com");
  });

  it("prints the yacht: name, registration number, home port, Lc, engine power", () => {
    expect(cells).toContain(
      "INFORMACJE O JACHCIE Yacht's information Nazwa jachtu / Name of yacht Zjawa Żółta Nr rejestracyjny / Reg. No. POL-1234 " +
        "Port macierzysty / Home port Świnoujście Lc [m] / LOA [m] 14,25 Moc silnika [kW] / Engine power [kW] 55,5",
    );
  });

  it("prints the voyage: ports with dates and tides, visited ports, tidal ports, cruise days", () => {
    expect(cells).toContain("Port zaokrętowania / Port of embarkation Gdańsk 01.07.2026 NIE / NO");
    expect(cells).toContain("Port wyokrętowania / Port of disembarkation Cherbourg 15.07.2026 TAK / YES");
    expect(cells).toContain("Odwiedzone porty / Visited ports Helgoland (04–05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
    expect(cells).toContain("W tym liczba portów pływowych / Number of tidal ports 3 Liczba dni rejsu / Number of cruise days 14");
  });

  it("prints the hours as the form's table, the parts adding up to the total", () => {
    expect(cells).toContain(
      "Godziny żeglugi / Number of hours underway Godziny postoju / Number of mooring hours Przebyto mil morskich / Trip NM " +
        "razem (pod żaglami i na silniku) / total (sails & engine) pod żaglami / under sails na silniku / using engine " +
        "po wodach pływowych / on tidal waters w portach i na kotwicy / in harbours, on anchor 237,75 201,5 36,25 74 98 842,5",
    );
  });

  it("lists the crew (captain first): no., name, certificate, rank", () => {
    expect(cells).toContain("Lp. / No. Imię i nazwisko / Name & surname Stopień żegl./mot., nr patentu / Certificate, No. Funkcja na jachcie / Rank");
    // (a narrow cell may wrap the certificate number after its slash)
    expect(cells).toMatch(/1\. Józef Gąsienica-Łańcucki Kapitan jachtowy \/ Yacht Captain \(PZŻ\), nr KJ-2931\/ ?ŁÓDŹ Kapitan \/ Skipper/);
    expect(cells).toContain("2. Łukasz Wróbel Żeglarz jachtowy / Yacht Sailor (PZŻ), nr ŻJ-1000 I oficer / First officer");
    expect(cells).toContain("3. Zofia Śliwińska II oficer / Second officer");
  });

  it("has the captain's comments and signature, and the owner's block labelled as on the form, left empty", () => {
    expect(cells).toContain("Uwagi kapitana / Captain's comments Rejs stażowy; żegluga nocna, wachty 4-godzinne.");
    expect(cells).toContain("Miejscowość, data / Place and date Józef Gąsienica-Łańcucki Podpis kapitana / Captain's signature");
    expect(cells).toContain(
      "Uwagi armatora/właściciela jachtu / Owner's comments Miejscowość, data / Place and date Podpis armatora/właściciela jachtu / Owner's signature",
    );
  });

  it("has the footer with the document, yacht, dates and page numbers", () => {
    expect(cells).toContain("Karta rejsu / Captain's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1 / Page 1 of 1");
  });
});

describe("voyage card in one language", () => {
  it.each([
    {
      name: "Polish: the form's Polish wording only, decimal comma",
      lang: "pl" as const,
      matches: [/^POLSKI ZWIĄZEK ŻEGLARSKI KARTA REJSU Wpisu dokonano na podstawie dziennika jachtowego\*, nr pływania 7\/2026 \* jeżeli był prowadzony /],
      contains: [
        "Imię i nazwisko Józef Gąsienica-Łańcucki Stopień żeglarski/motorowodny Kapitan jachtowy (PZŻ) Nr patentu KJ-2931/ŁÓDŹ",
        "Nazwa jachtu Zjawa Żółta Nr rejestracyjny POL-1234 Port macierzysty Świnoujście Lc [m] 14,25 Moc silnika [kW] 55,5",
        "Port zaokrętowania Gdańsk 01.07.2026 NIE Port wyokrętowania Cherbourg 15.07.2026 TAK",
        "Odwiedzone porty Helgoland (04–05.07.2026, pływowy), Ijmuiden (pływowy), Kilonia",
        "W tym liczba portów pływowych 3 Liczba dni rejsu 14",
        "w portach i na kotwicy 237,75 201,5 36,25 74 98 842,5",
        "2. Łukasz Wróbel Żeglarz jachtowy (PZŻ), nr ŻJ-1000 I oficer",
        "Uwagi armatora/właściciela jachtu Miejscowość, data Podpis armatora/właściciela jachtu",
        "Karta rejsu — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1",
      ],
      absent: /Captain|Yacht|Page|YES|NO\b/,
    },
    {
      name: "English: the official English wording only, decimal point",
      lang: "en" as const,
      matches: [
        /^POLISH YACHTING ASSOCIATION CAPTAIN'S CERTIFICATE OF PASSAGE Based on Vessel Log Book\*, voyage No. 7\/2026 \* if kept /,
        /No\. Name & surname Certificate, No\. Rank 1\. Józef Gąsienica-Łańcucki Yacht Captain \(PZŻ\), No\. KJ-2931\/ ?ŁÓDŹ Skipper/,
      ],
      contains: [
        "INFORMATION ABOUT CAPTAIN Name & surname Józef Gąsienica-Łańcucki Cert. of sailing/motor competency Yacht Captain (PZŻ) Certificate No. KJ-2931/ŁÓDŹ",
        "Phone +48 601 234 567 E-mail jozef.kapitan@example.com",
        "YACHT'S INFORMATION Name of yacht Zjawa Żółta Reg. No. POL-1234 Home port Świnoujście LOA [m] 14.25 Engine power [kW] 55.5",
        "Port of embarkation Gdańsk 01.07.2026 NO Port of disembarkation Cherbourg 15.07.2026 YES",
        "Visited ports Helgoland (04–05.07.2026, tidal), Ijmuiden (tidal), Kilonia Number of tidal ports 3 Number of cruise days 14",
        "Number of hours underway Number of mooring hours Trip NM total (sails & engine) under sails using engine on tidal waters in harbours, on anchor 237.75 201.5 36.25 74 98 842.5",
        "Captain's comments Rejs stażowy; żegluga nocna, wachty 4-godzinne. Place and date Józef Gąsienica-Łańcucki Captain's signature",
        "Owner's comments Place and date Owner's signature",
        "Captain's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026 Page 1 of 1",
      ],
      absent: /Kapitan jachtowy|Uwagi|Strona|TAK|NIE|\d,\d/,
    },
  ])("$name", async ({ lang, matches, contains, absent }) => {
    const cells = joined(await pdfText(await renderVoyageCard(sampleTrip(), lang), { mode: "raw" }));
    for (const pattern of matches) expect(cells).toMatch(pattern);
    for (const text of contains) expect(cells).toContain(text);
    expect(cells).not.toMatch(absent);
  });
});

describe("voyage card: what the form leaves empty", () => {
  it("leaves values not given empty, and prints the yacht's default '0' numbers as not given", async () => {
    const trip = sampleTrip({
      email: "",
      logbookNumber: "",
      captainNotes: "",
      hullLength: "0",
      enginesCount: "1",
      enginePower: "0",
      visitedPorts: [{ name: "", isTidalPort: false }],
      crewMembers: [crewMemberForm(1, { licenseType: "", licenseNumber: "", role: "_other", otherRole: "Kok" })],
    });
    const cells = joined(await pdfText(await renderVoyageCard(trip), { mode: "raw" }));
    expect(cells).toContain("Adres e-mail / E-mail INFORMACJE O JACHCIE");
    expect(cells).toContain("voyage No. * jeżeli był prowadzony");
    expect(cells).toContain("Lc [m] / LOA [m] Moc silnika [kW] / Engine power [kW] INFORMACJE O REJSIE");
    expect(cells).toContain("Odwiedzone porty / Visited ports W tym liczba portów pływowych");
    expect(cells).toContain("Uwagi kapitana / Captain's comments Miejscowość, data");
    expect(cells).toContain("2. Zofia Śliwińska Kok");
    expect(cells).not.toContain("–  ");
    expect(cells).not.toMatch(/ – (INFORMACJE|Uwagi|Miejscowość)/);
  });

  it("says 'no engine' for a yacht without one, and per engine for several", async () => {
    const none = joined(await pdfText(await renderVoyageCard(sampleTrip({ enginesCount: "0", enginePower: "0", engineHours: "0" })), { mode: "raw" }));
    expect(none).toContain("Moc silnika [kW] / Engine power [kW] brak silnika / no engine");
    const twin = joined(await pdfText(await renderVoyageCard(sampleTrip({ enginesCount: "2", enginePower: "55.5" }), "en"), { mode: "raw" }));
    expect(twin).toContain("Engine power [kW] 2 × 55.5 (per engine)");
  });
});

describe("voyage card layout", () => {
  const notes = "Rejs stażowy po Bałtyku i Morzu Północnym; żegluga nocna, wachty czterogodzinne, manewry portowe. ".repeat(6).slice(0, 500);
  const ports = ["Helgoland", "Cuxhaven", "Ijmuiden", "Den Helder", "Kilonia", "Rønne", "Visby", "Kołobrzeg", "Sassnitz", "Ystad"].map((name, i) => ({
    name,
    isTidalPort: i < 4,
    arrivalDate: `2026-07-${String(i + 2).padStart(2, "0")}`,
    departureDate: `2026-07-${String(i + 3).padStart(2, "0")}`,
  }));
  const crew = crewOf(12).map((m, i) => (i === 4 ? { ...m, fullName: "Grzegorz Brzęczyszczykiewicz-Chrząszczewski" } : m));
  const full = { ...sampleTrip({ crewMembers: crew, visitedPorts: ports, captainNotes: notes }), captainLogo: tinyPng() };

  it.each(["pl-en", "pl", "en"] as const)("fits 12 crew, 10 visited ports and 500 characters of notes on one page, signatures included (%s)", async (lang) => {
    const pdf = await renderVoyageCard(full, lang);
    expect(await pdfPages(pdf)).toBe(1);
    const cells = joined(await pdfText(pdf, { mode: "raw" }));
    expect(cells).toContain("13. Zofia Śliwińska-Żółkiewski");
    expect(cells).toContain(lang === "en" ? "Owner's signature" : "Podpis armatora/właściciela jachtu");
    const words = await pdfWords(pdf);
    expect(overlappingWords(words)).toEqual([]);
    expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(TEXT_RIGHT_EDGE + 0.5);
  });

  it("breaks a double surname at its hyphen, never inside a name, and never repeats a code's hyphen", async () => {
    const pdf = await renderVoyageCard(
      sampleTrip({
        licenseNumber: "HR-B-0099-ZADAR-SPLIT-2026",
        crewMembers: [
          crewMemberForm(0, { fullName: "Grzegorz Brzęczyszczykiewicz-Chrząszczewski-Wielkopolski", licenseType: "hr-b", licenseNumber: "HR-B-0099" }),
        ],
      }),
    );
    const lines = (await pdfText(pdf, { mode: "raw" })).split("\n").map((l) => l.trim());
    expect(lines.filter((l) => l.startsWith("-"))).toEqual([]);
    const names = lines.filter((l) => /Brzęcz|Chrząsz|Wielkop/.test(l));
    expect(names.length).toBeGreaterThan(1); // the name wraps...
    for (const l of names) expect(l).toMatch(/(^| )(Grzegorz )?(Brzęczyszczykiewicz-|Chrząszczewski-|Wielkopolski)/); // ...only after its hyphens
    const cells = joined(lines.join("\n"));
    expect(cells).toContain("Grzegorz Brzęczyszczykiewicz-Chrząszczewski-Wielkopolski");
    expect(cells).toContain("Nr patentu / Certificate No. HR-B-0099-ZADAR-SPLIT-2026");
    expect(cells).not.toContain("--");
  });

  it("continues a long crew list onto a second page, the header repeated and the signatures kept together on the last page", async () => {
    const pdf = await renderVoyageCard(sampleTrip({ crewMembers: crewOf(40), captainNotes: notes }));
    expect(await pdfPages(pdf)).toBe(2);
    const page2 = joined(await pdfText(pdf, { first: 2, last: 2, mode: "raw" }));
    expect(page2).toContain("Lp. / No. Imię i nazwisko / Name & surname");
    expect(page2).toContain("Strona 2 z 2 / Page 2 of 2");
    expect(page2).toContain("Podpis kapitana / Captain's signature");
    expect(page2).toContain("Podpis armatora/właściciela jachtu / Owner's signature");
    const all = joined(await pdfText(pdf, { mode: "raw" }));
    for (const m of crewOf(40)) expect(all).toContain(m.fullName);
  });
});
