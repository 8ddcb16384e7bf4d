// The crew member's opinion ("Opinia z rejsu"): every field of the official form, the captain's
// assessment in the form's wording, and all opinions of a crew in one PDF.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderAllCrewOpinions, renderCrewOpinion } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { flat, overlappingWords, pdfPages, pdfText, pdfWords } from "./test/pdf-tools.ts";
import { crewMemberForm, crewOf, sampleTrip } from "./test/sample-trip.ts";

afterAll(() => stopRenderWorker());

const crew = [
  crewMemberForm(0, { captainNotes: "Sumienna, dobrze steruje nocą." }),
  crewMemberForm(1, {
    captainOpinion: "negative", performance: "insufficient", seasickness: "severe", resistance: "not_tested",
    licenseType: "_other", otherLicense: "Patent łódzki", licenseNumber: "Ł-77",
  }),
  crewMemberForm(2, { captainOpinion: "unknown", performance: "good", seasickness: "mild", resistance: "insufficient", email: "", phone: "" }),
  crewMemberForm(3, { captainOpinion: "positive", performance: "sufficient", seasickness: "unknown", resistance: "sufficient" }),
  crewMemberForm(4, { performance: "unknown", resistance: "unknown" }),
];

describe("crew opinion", () => {
  let cells = "";
  beforeAll(async () => {
    const pdf = await renderCrewOpinion(sampleTrip({ crewMembers: crew }), 0);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfPages(pdf)).toBe(1);
    cells = flat(await pdfText(pdf, { mode: "raw" }));
    expect(cells).toMatch(/^OPINIA Z REJSU Crew member's certificate of passage/);
  });

  it("prints the crew member: name, grade, certificate, phone, e-mail, function on board", () => {
    expect(cells).toContain("UCZESTNIK REJSU Crew member Imię i nazwisko / Full name Łukasz Wróbel");
    expect(cells).toContain("Telefon / Phone +48 500 000 100");
    expect(cells).toContain("E-mail / E-mail zaloga1@example.com");
    expect(cells).toContain("Stopień żeglarski lub motorowodny / Sailing or motorboat grade Żeglarz jachtowy (PZŻ) / Yacht Sailor");
    expect(cells).toContain("Nr patentu / Certificate no. ŻJ-1000");
    expect(cells).toContain("Funkcja na jachcie / Function on board I oficer / First officer");
  });

  it("has the same yacht and voyage blocks as the voyage card", () => {
    expect(cells).toContain("Nazwa jachtu / Yacht name Zjawa Żółta Nr rejestracyjny / Registration no. POL-1234 Port macierzysty / Home port Świnoujście");
    expect(cells).toContain("Długość kadłuba Lc [m] / Hull length Lc [m] 14,25 Liczba silników / Number of engines 1 Moc silnika [kW] / Engine power [kW] 55,5");
    expect(cells).toContain("Entry based on the yacht logbook, voyage no. 7/2026");
    expect(cells).toContain("Zaokrętowanie / Embarkation Gdańsk 01.07.2026 NIE / NO");
    expect(cells).toContain("Wyokrętowanie / Disembarkation Cherbourg 15.07.2026 TAK / YES");
    expect(cells).toContain("Porty odwiedzone / Visited ports Helgoland (04.07.2026 – 05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
    expect(cells).toContain(
      "Liczba dni rejsu / Voyage days 14 Przebyte mile [Mm] / Nautical miles [NM] 842,5 Liczba portów pływowych / Number of tidal ports 3 Godziny postoju [h] / Mooring hours 98",
    );
    expect(cells).toContain(
      "Godziny żeglugi razem [h] / Hours underway, total 237,75 w tym pod żaglami [h] / under sail 201,5 w tym na silniku [h] / under engine 36,25 na wodach pływowych [h] / in tidal waters 74",
    );
  });

  it("prints the captain's opinion in the form's wording, and the captain's remarks", () => {
    expect(cells).toContain("OPINIA KAPITANA Captain's opinion");
    expect(cells).toContain("Opinia ogólna / Overall opinion pozytywna / positive");
    expect(cells).toContain("Wykonywanie obowiązków / Performance of duties bardzo dobrze / very good");
    expect(cells).toContain("Choroba morska / Seasickness nie chorował(a) / none");
    expect(cells).toContain("Odporność na trudne warunki / Resistance in hard conditions dobra / good");
    expect(cells).toContain("Uwagi kapitana / Captain's remarks Sumienna, dobrze steruje nocą.");
  });

  it("ends with the captain's name, certificate, place, date and signature, and the legal footnote", () => {
    expect(cells).toContain("KAPITAN Captain Imię i nazwisko / Full name Józef Gąsienica-Łańcucki");
    expect(cells).toContain("Stopień, nr patentu / Grade, certificate no. Kapitan jachtowy (PZŻ) / Yacht Captain, nr KJ-2931/ŁÓDŹ");
    expect(cells).toContain("Miejscowość, data / Place, date Józef Gąsienica-Łańcucki Podpis kapitana / Captain's signature");
    expect(cells).toContain(
      "Opinia wydana na podstawie § 4 pkt 3 rozporządzenia Ministra Sportu i Turystyki z dnia 9 kwietnia 2013 r. w sprawie uprawiania żeglarstwa (Dz.U. 2013 poz. 460).",
    );
    expect(cells).toContain("Opinia z rejsu / Crew member's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1 / Page 1 of 1");
  });
});

describe("crew opinion wording", () => {
  const opinionOf = async (index: number) =>
    flat(await pdfText(await renderCrewOpinion(sampleTrip({ crewMembers: crew }), index), { mode: "raw" }));

  it("negative, insufficient, seriously ill, not tested; a licence typed by the captain", async () => {
    const cells = await opinionOf(1);
    expect(cells).toContain("Overall opinion negatywna / negative");
    expect(cells).toContain("Performance of duties niedostatecznie / insufficient");
    expect(cells).toContain("Seasickness choroba morska poważna / seriously ill");
    expect(cells).toContain("Resistance in hard conditions nie sprawdzono / not tested");
    expect(cells).toContain("Sailing or motorboat grade Patent łódzki");
    expect(cells).toContain("Certificate no. Ł-77");
    expect(cells).toContain("Uwagi kapitana / Captain's remarks –");
  });

  it("unknown opinion as a dash; good, ill but able to work, insufficient; no phone or e-mail", async () => {
    const cells = await opinionOf(2);
    expect(cells).toContain("Overall opinion –");
    expect(cells).toContain("Performance of duties dobrze / good");
    expect(cells).toContain("Seasickness chorował(a), ale zdolny(-a) do pracy / ill but able to work");
    expect(cells).toContain("Resistance in hard conditions niedostateczna / insufficient");
    expect(cells).toContain("Telefon / Phone – E-mail / E-mail –");
  });

  it("sufficient performance and resistance, unknown seasickness as a dash", async () => {
    const cells = await opinionOf(3);
    expect(cells).toContain("Performance of duties dostatecznie / sufficient");
    expect(cells).toContain("Seasickness –");
    expect(cells).toContain("Resistance in hard conditions dostateczna / sufficient");
    const unknowns = await opinionOf(4);
    expect(unknowns).toContain("Performance of duties –");
    expect(unknowns).toContain("Resistance in hard conditions –");
  });

  it("rejects a crew index that does not exist", async () => {
    await expect(renderCrewOpinion(sampleTrip({ crewMembers: crew }), 5)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(renderCrewOpinion(sampleTrip({ crewMembers: crew }), -1)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("all crew opinions", () => {
  it("prints one page set per crew member, each numbered from 1", async () => {
    const trip = sampleTrip({ crewMembers: crewOf(20) });
    const pdf = await renderAllCrewOpinions(trip);
    expect(await pdfPages(pdf)).toBe(20);
    const words = await pdfWords(pdf);
    expect(overlappingWords(words)).toEqual([]);
    for (const [i, m] of trip.crewMembers.entries()) {
      const page = flat(await pdfText(pdf, { first: i + 1, last: i + 1, mode: "raw" }));
      expect(page).toContain(`Imię i nazwisko / Full name ${m.fullName}`);
      expect(page).toContain("Strona 1 z 1 / Page 1 of 1");
    }
  });

  it("numbers the pages within each opinion when one runs onto a second page", async () => {
    const long = "Bardzo długie uwagi kapitana o pracy na jachcie. ".repeat(38);
    const ports = Array.from({ length: 40 }, (_, i) => ({ name: `Port Zachodni ${i + 1}`, isTidalPort: true }));
    const trip = sampleTrip({ visitedPorts: ports, crewMembers: [crewMemberForm(0, { captainNotes: long }), crewMemberForm(1)] });
    const pdf = await renderAllCrewOpinions(trip);
    const pages = await pdfPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const first = flat(await pdfText(pdf, { first: 1, last: 1 }));
    expect(first).toMatch(/Strona 1 z 2 \/ Page 1 of 2/);
    const last = flat(await pdfText(pdf, { first: pages, last: pages }));
    expect(last).toMatch(/Strona \d z \d \/ Page \d of \d/);
    expect(flat(await pdfText(pdf, { first: 3, last: 3, mode: "raw" }))).toContain("Strona 1 z");
  });

  it("is not found for a trip without crew", async () => {
    await expect(renderAllCrewOpinions(sampleTrip({ crewMembers: [] }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
