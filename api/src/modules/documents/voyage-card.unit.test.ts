// The voyage card ("Karta rejsu"): every field of the official form, read back from the real PDF.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderVoyageCard } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { TEXT_RIGHT_EDGE, flat, overlappingWords, pdfPages, pdfText, pdfWords } from "./test/pdf-tools.ts";
import { crewMemberForm, crewOf, sampleTrip } from "./test/sample-trip.ts";

afterAll(() => stopRenderWorker());

describe("voyage card", () => {
  let layout = "";
  let cells = "";
  beforeAll(async () => {
    const pdf = await renderVoyageCard(sampleTrip());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfPages(pdf)).toBe(1);
    layout = await pdfText(pdf);
    cells = flat(await pdfText(pdf, { mode: "raw" }));
  });

  it("has the bilingual title", () => {
    expect(layout).toContain("KARTA REJSU");
    expect(layout).toContain("Captain's certificate of passage");
  });

  it("prints the captain: name, grade and certificate number, phone, e-mail", () => {
    expect(cells).toContain("Imię i nazwisko / Full name Józef Gąsienica-Łańcucki");
    expect(cells).toContain("Stopień żeglarski lub motorowodny / Sailing or motorboat grade Kapitan jachtowy (PZŻ) / Yacht Captain");
    expect(cells).toContain("Nr patentu / Certificate no. KJ-2931/ŁÓDŹ");
    expect(cells).toContain("Telefon / Phone +48 601 234 567");
    expect(cells).toContain("E-mail / E-mail jozef.kapitan@example.com");
  });

  it("prints the yacht: name, registration number, home port, hull length Lc, engines and power", () => {
    expect(cells).toContain("Nazwa jachtu / Yacht name Zjawa Żółta");
    expect(cells).toContain("Nr rejestracyjny / Registration no. POL-1234");
    expect(cells).toContain("Port macierzysty / Home port Świnoujście");
    expect(cells).toContain("Długość kadłuba Lc [m] / Hull length Lc [m] 14,25");
    expect(cells).toContain("Liczba silników / Number of engines 1");
    expect(cells).toContain("Moc silnika [kW] / Engine power [kW] 55,5");
  });

  it("prints the voyage: logbook entry, ports with dates and tides, visited ports", () => {
    expect(cells).toContain("Wpis na podstawie dziennika jachtowego, nr pływania Entry based on the yacht logbook, voyage no. 7/2026");
    expect(cells).toContain("Zaokrętowanie / Embarkation Gdańsk 01.07.2026 NIE / NO");
    expect(cells).toContain("Wyokrętowanie / Disembarkation Cherbourg 15.07.2026 TAK / YES");
    expect(cells).toContain("Port pływowy / Tidal port");
    expect(layout).toContain("Porty odwiedzone / Visited ports");
    expect(layout).toContain("Helgoland (04.07.2026 – 05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
  });

  it("prints the counted figures as the wizard's summary computes them", () => {
    expect(cells).toContain("Liczba dni rejsu / Voyage days 14");
    expect(cells).toContain("Liczba portów pływowych / Number of tidal ports 3");
    expect(cells).toContain("Przebyte mile [Mm] / Nautical miles [NM] 842,5");
    expect(cells).toContain("Godziny żeglugi razem [h] / Hours underway, total 237,75");
    expect(cells).toContain("w tym pod żaglami [h] / under sail 201,5");
    expect(cells).toContain("w tym na silniku [h] / under engine 36,25");
    expect(cells).toContain("na wodach pływowych [h] / in tidal waters 74");
    expect(cells).toContain("Godziny postoju [h] / Mooring hours 98");
    expect(cells).toContain("Godziny postoju obejmują postój w portach i na kotwicy. / Mooring hours cover time in port and at anchor.");
  });

  it("lists the crew (captain first): no., full name, grade and certificate, function on board", () => {
    expect(cells).toContain("Lp. / No. Imię i nazwisko / Full name Stopień, nr patentu / Grade, certificate no. Funkcja na jachcie / Function on board");
    expect(cells).toContain("1. Józef Gąsienica-Łańcucki Kapitan jachtowy (PZŻ) / Yacht Captain, nr KJ-2931/ŁÓDŹ Kapitan / Skipper");
    expect(cells).toContain("2. Łukasz Wróbel Żeglarz jachtowy (PZŻ) / Yacht Sailor, nr ŻJ-1000 I oficer / First officer");
    expect(cells).toContain("3. Zofia Śliwińska – II oficer / Second officer");
    expect(cells).toContain("4. Grzegorz Dąbrowski Żeglarz jachtowy (PZŻ) / Yacht Sailor, nr ŻJ-1002 Członek załogi / Crew member");
  });

  it("has the captain's remarks and signature, and the yacht owner's remarks and signature", () => {
    expect(cells).toContain("Uwagi kapitana / Captain's remarks Rejs stażowy; żegluga nocna, wachty 4-godzinne.");
    expect(cells).toContain("Józef Gąsienica-Łańcucki Podpis kapitana / Captain's signature");
    expect(cells).toContain("Uwagi armatora / Yacht owner's remarks –");
    expect(cells).toContain("Podpis armatora / Yacht owner's signature");
    expect(cells.match(/Miejscowość, data \/ Place, date/g)).toHaveLength(2);
  });

  it("has the page footer with yacht, dates and page numbers", () => {
    expect(cells).toContain("Karta rejsu / Captain's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026");
    expect(cells).toContain("Strona 1 z 1 / Page 1 of 1");
  });
});

describe("voyage card edge cases", () => {
  it("prints a dash for every empty value", async () => {
    const trip = sampleTrip({
      email: "", logbookNumber: "", captainNotes: "", visitedPorts: [{ name: "", isTidalPort: false }],
      crewMembers: [crewMemberForm(1, { licenseType: "", licenseNumber: "", role: "_other", otherRole: "Kok" })],
    });
    const cells = flat(await pdfText(await renderVoyageCard(trip), { mode: "raw" }));
    expect(cells).toContain("E-mail / E-mail –");
    expect(cells).toContain("voyage no. –");
    expect(cells).toContain("Porty odwiedzone / Visited ports –");
    expect(cells).toContain("Uwagi kapitana / Captain's remarks –");
    expect(cells).toContain("2. Zofia Śliwińska – Kok");
  });

  it("continues a crew of 20 onto a second page with the table header repeated", async () => {
    const pdf = await renderVoyageCard(sampleTrip({ crewMembers: crewOf(20) }));
    expect(await pdfPages(pdf)).toBe(2);
    // A compound name may wrap at its hyphen (Polish typesetting repeats it on the next line).
    const all = flat(await pdfText(pdf, { mode: "raw" })).replaceAll("- -", "-");
    for (const m of crewOf(20)) expect(all).toContain(m.fullName);
    expect(all).toMatch(/21\. Urszula Gęsiarz-Wróbel – II oficer \/ Second officer/);
    const page2 = flat(await pdfText(pdf, { first: 2, last: 2, mode: "raw" }));
    expect(page2).toContain("Lp. / No. Imię i nazwisko / Full name Stopień, nr patentu / Grade, certificate no. Funkcja na jachcie / Function on board");
    expect(page2).toContain("Strona 2 z 2 / Page 2 of 2");
    expect(page2).toContain("Podpis kapitana / Captain's signature");
  });

  it("wraps long names and port lists inside the page instead of overflowing", async () => {
    const long = "Konstantynopolitańczykowianeczka-Wielkopolska-Żółkiewska";
    const ports = Array.from({ length: 25 }, (_, i) => ({ name: `Międzyzdroje-Wschodnie ${i + 1}`, isTidalPort: i % 2 === 0 }));
    const pdf = await renderVoyageCard(sampleTrip({ yachtName: long, visitedPorts: ports, crewMembers: [crewMemberForm(0, { fullName: `Anna ${long}` })] }));
    const words = await pdfWords(pdf);
    expect(overlappingWords(words)).toEqual([]);
    expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(TEXT_RIGHT_EDGE + 0.5);
    const all = flat(await pdfText(pdf, { mode: "raw" })).replace(/-\s/g, "-");
    expect(all).toContain("Międzyzdroje-Wschodnie 25");
    expect(all.replace(/\s/g, "")).toContain(`Anna${long}`);
  });
});
