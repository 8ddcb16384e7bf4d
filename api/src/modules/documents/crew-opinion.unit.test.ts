// The crew member's opinion ("Opinia z rejsu"): every field of the official form in each language,
// the captain's opinion as the form's tick boxes, the captain's contact for examiners, the legal
// footnote; all opinions of a crew in one PDF, each numbered on its own; the whole set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderAllCrewOpinions, renderCrewOpinion, renderDocumentSet } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { flat, overlappingWords, pdfPages, pdfText, pdfWords } from "./test/pdf-tools.ts";
import { crewMemberForm, crewOf, sampleTrip } from "./test/sample-trip.ts";

afterAll(() => stopRenderWorker());

const joined = (raw: string) => flat(raw).replace(/- /g, "-");

const crew = [
  crewMemberForm(0, { captainNotes: "Sumienna, dobrze steruje nocą." }),
  crewMemberForm(1, {
    captainOpinion: "negative",
    performance: "insufficient",
    seasickness: "severe",
    resistance: "not_tested",
    licenseType: "_other",
    otherLicense: "Patent łódzki",
    licenseNumber: "Ł-77",
  }),
  crewMemberForm(2, { captainOpinion: "unknown", performance: "good", seasickness: "mild", resistance: "insufficient", email: "", phone: "" }),
  crewMemberForm(3, { captainOpinion: "positive", performance: "sufficient", seasickness: "unknown", resistance: "sufficient" }),
  crewMemberForm(4, { performance: "unknown", resistance: "unknown" }),
];
const trip = sampleTrip({ crewMembers: crew });

const LEGAL_PL =
  "** wymagana na podstawie § 4 pkt 3 Rozporządzenia Ministra Sportu i Turystyki z dnia 9 kwietnia 2013 r. w sprawie uprawiania turystyki wodnej (Dz.U. 2013 poz. 460)";
const LEGAL_EN =
  "** required under § 4 point 3 of the Regulation of the Minister of Sport and Tourism of 9 April 2013 on practising water tourism (Journal of Laws 2013, item 460)";

describe("crew opinion, bilingual (the default)", () => {
  let cells = "";
  beforeAll(async () => {
    const pdf = await renderCrewOpinion(trip, 0);
    expect(await pdfPages(pdf)).toBe(1);
    cells = joined(await pdfText(pdf, { mode: "raw" }));
  });

  it("has the form's header, title and logbook entry with its footnote", () => {
    expect(cells).toMatch(/^POLSKI ZWIĄZEK ŻEGLARSKI \/ POLISH YACHTING ASSOCIATION OPINIA Z REJSU Crew member's certificate of passage/);
    expect(cells).toContain("nr pływania Based on Vessel Log Book*, voyage No. 7/2026 * jeżeli był prowadzony / * if kept");
  });

  it("prints the crew member: name, grade, certificate, phone, e-mail, rank", () => {
    expect(cells).toContain(
      "INFORMACJE O UCZESTNIKU REJSU Information about cruise participant Imię i nazwisko / Name & surname Łukasz Wróbel " +
        "Stopień żeglarski/motorowodny / Cert. of sailing/motor competency Żeglarz jachtowy / Yacht Sailor (PZŻ) Nr patentu / Certificate No. ŻJ-1000 " +
        "Telefon / Phone +48 500 000 100 Adres e-mail / E-mail zaloga1@example.com Funkcja na jachcie / Rank I oficer / First officer",
    );
  });

  it("has the same yacht and voyage blocks as the voyage card", () => {
    expect(cells).toContain(
      "Nazwa jachtu / Name of yacht Zjawa Żółta Nr rejestracyjny / Reg. No. POL-1234 Port macierzysty / Home port Świnoujście Lc [m] / LOA [m] 14,25 Moc silnika [kW] / Engine power [kW] 55,5",
    );
    expect(cells).toContain(
      "Port zaokrętowania / Port of embarkation Gdańsk 01.07.2026 NIE / NO Port wyokrętowania / Port of disembarkation Cherbourg 15.07.2026 TAK / YES",
    );
    expect(cells).toContain("Odwiedzone porty / Visited ports Helgoland (04–05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
    expect(cells).toContain("Number of tidal ports 3 Liczba dni rejsu / Number of cruise days 14");
    expect(cells).toContain("in harbours, on anchor 237,75 201,5 36,25 74 98 842,5");
  });

  it("prints the captain's opinion** as the form's tick boxes, the chosen ones ticked", () => {
    expect(cells).toContain("OPINIA KAPITANA** Captain's opinion**");
    expect(cells).toContain("Opinia / Opinion ☒ pozytywna / positive ☐ negatywna / negative");
    expect(cells).toContain(
      "Z obowiązków wywiązywał(a) się / Performance of duties ☒ bardzo dobrze / very good ☐ dobrze / good ☐ dostatecznie / sufficient ☐ niedostatecznie / insufficient",
    );
    expect(cells).toContain(
      "Chorobie morskiej / Seasickness ☒ nie podlegał(a) / none ☐ chorował(a) ciężko / seriously ill ☐ chorował(a), lecz mógł (mogła) pracować / ill but able to work",
    );
    expect(cells).toContain(
      "Odporność w trudnych warunkach / Endurance in difficult conditions ☒ dobra / good ☐ dostateczna / sufficient ☐ niedostateczna / insufficient ☐ nie sprawdzono / not tested",
    );
    expect(cells).toContain("Uwagi kapitana / Captain's comments Sumienna, dobrze steruje nocą.");
  });

  it("prints the captain with phone and e-mail, the signature, and the footnote naming the 2013 act", () => {
    expect(cells).toContain(
      "INFORMACJE O KAPITANIE Information about captain Imię i nazwisko / Name & surname Józef Gąsienica-Łańcucki " +
        "Stopień żegl./mot. i nr patentu / Cert. of sailing/motor competency, No. Kapitan jachtowy / Yacht Captain (PZŻ), nr KJ-2931/ŁÓDŹ " +
        "Telefon / Phone +48 601 234 567 Adres e-mail / E-mail jozef.kapitan@example.com",
    );
    expect(cells).toContain("Miejscowość, data / Place and date Józef Gąsienica-Łańcucki Podpis kapitana / Captain's signature");
    expect(cells).toContain(`${LEGAL_PL} ${LEGAL_EN}`);
    expect(cells).not.toContain("uprawiania żeglarstwa");
    expect(cells).toContain("Opinia z rejsu / Crew member's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1 / Page 1 of 1");
  });
});

describe("crew opinion in one language", () => {
  it.each([
    {
      name: "Polish: the form's Polish wording, decimal comma",
      member: 1,
      lang: "pl" as const,
      start: /^POLSKI ZWIĄZEK ŻEGLARSKI OPINIA Z REJSU Wpisu dokonano/,
      contains: [
        "INFORMACJE O UCZESTNIKU REJSU Imię i nazwisko Zofia Śliwińska Stopień żeglarski/motorowodny Patent łódzki Nr patentu Ł-77",
        "Opinia ☐ pozytywna ☒ negatywna",
        "Z obowiązków wywiązywał(a) się ☐ bardzo dobrze ☐ dobrze ☐ dostatecznie ☒ niedostatecznie",
        "Chorobie morskiej ☐ nie podlegał(a) ☒ chorował(a) ciężko ☐ chorował(a), lecz mógł (mogła) pracować",
        "Odporność w trudnych warunkach ☐ dobra ☐ dostateczna ☐ niedostateczna ☒ nie sprawdzono",
        "INFORMACJE O KAPITANIE Imię i nazwisko Józef Gąsienica-Łańcucki Stopień żegl./mot. i nr patentu Kapitan jachtowy (PZŻ), nr KJ-2931/ŁÓDŹ Telefon +48 601 234 567 Adres e-mail jozef.kapitan@example.com",
        "237,75 201,5 36,25 74 98 842,5",
        `${LEGAL_PL} Opinia z rejsu — Zjawa Żółta`,
      ],
      absent: /Opinion|Seasickness|required under|Page/,
    },
    {
      name: "English: the official English wording, decimal point",
      member: 2,
      lang: "en" as const,
      start: /^POLISH YACHTING ASSOCIATION CREW MEMBER'S CERTIFICATE OF PASSAGE Based on Vessel Log Book\*, voyage No. 7\/2026 \* if kept/,
      contains: [
        "INFORMATION ABOUT CRUISE PARTICIPANT Name & surname Grzegorz Dąbrowski Cert. of sailing/motor competency Yacht Sailor (PZŻ) Certificate No. ŻJ-1002 Phone E-mail Rank Crew member",
        "CAPTAIN'S OPINION** Opinion ☐ positive ☐ negative",
        "Performance of duties ☐ very good ☒ good ☐ sufficient ☐ insufficient",
        "Seasickness ☐ none ☐ seriously ill ☒ ill but able to work",
        "Endurance in difficult conditions ☐ good ☐ sufficient ☒ insufficient ☐ not tested",
        "Captain's comments INFORMATION ABOUT CAPTAIN",
        "Name & surname Józef Gąsienica-Łańcucki Cert. of sailing/motor competency, No. Yacht Captain (PZŻ), No. KJ-2931/ŁÓDŹ Phone +48 601 234 567 E-mail jozef.kapitan@example.com",
        "237.75 201.5 36.25 74 98 842.5",
        `${LEGAL_EN} Crew member's certificate of passage — Zjawa Żółta · 01.07.2026 – 15.07.2026 Page 1 of 1`,
      ],
      absent: /Opinia|Chorobie|wymagana|Strona|\d,\d/,
    },
  ])("$name", async ({ member, lang, start, contains, absent }) => {
    const cells = joined(await pdfText(await renderCrewOpinion(trip, member, lang), { mode: "raw" }));
    expect(cells).toMatch(start);
    for (const text of contains) expect(cells).toContain(text);
    expect(cells).not.toMatch(absent);
  });

  it("leaves every box of a grade not given empty for a hand tick", async () => {
    const cells = joined(await pdfText(await renderCrewOpinion(trip, 4), { mode: "raw" }));
    expect(cells).toContain("Performance of duties ☐ bardzo dobrze / very good ☐ dobrze / good ☐ dostatecznie / sufficient ☐ niedostatecznie / insufficient");
    expect(cells).toContain(
      "Endurance in difficult conditions ☐ dobra / good ☐ dostateczna / sufficient ☐ niedostateczna / insufficient ☐ nie sprawdzono / not tested",
    );
    expect(cells).not.toMatch(/(Performance of duties|in difficult conditions) –/);
  });

  it("rejects a crew index that does not exist", async () => {
    await expect(renderCrewOpinion(trip, 5)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(renderCrewOpinion(trip, -1)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("all crew opinions, and the whole set", () => {
  it("prints one page per crew member of 12, each numbered from 1, nothing overlapping", async () => {
    const big = sampleTrip({ crewMembers: crewOf(12) });
    const pdf = await renderAllCrewOpinions(big);
    expect(await pdfPages(pdf)).toBe(12);
    expect(overlappingWords(await pdfWords(pdf))).toEqual([]);
    const text = joined(await pdfText(pdf, { mode: "raw" }));
    for (const m of big.crewMembers) expect(text).toContain(`Imię i nazwisko / Name & surname ${m.fullName}`);
    expect(text.match(/Strona 1 z 1 \/ Page 1 of 1/g)).toHaveLength(12);
  });

  it("numbers the pages within each opinion when one runs onto a second page", async () => {
    const long = "Bardzo długie uwagi kapitana o pracy na jachcie. ".repeat(40);
    const ports = Array.from({ length: 40 }, (_, i) => ({ name: `Port Zachodni ${i + 1}`, isTidalPort: true }));
    const pdf = await renderAllCrewOpinions(sampleTrip({ visitedPorts: ports, crewMembers: [crewMemberForm(0, { captainNotes: long }), crewMemberForm(1)] }));
    const pages = await pdfPages(pdf);
    expect(pages).toBe(3);
    expect(flat(await pdfText(pdf, { first: 1, last: 1 }))).toMatch(/Strona 1 z 2 \/ Page 1 of 2/);
    expect(flat(await pdfText(pdf, { first: 2, last: 2 }))).toMatch(/Strona 2 z 2 \/ Page 2 of 2/);
    expect(flat(await pdfText(pdf, { first: 3, last: 3 }))).toMatch(/Strona 1 z 1 \/ Page 1 of 1/);
  });

  it("is not found for a trip without crew", async () => {
    await expect(renderAllCrewOpinions(sampleTrip({ crewMembers: [] }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("prints the voyage card then every opinion: 1 + the opinions' pages, each document numbered on its own", async () => {
    const pdf = await renderDocumentSet(trip, "pl");
    const opinions = await pdfPages(await renderAllCrewOpinions(trip, "pl"));
    expect(await pdfPages(pdf)).toBe(1 + opinions);
    const first = joined(await pdfText(pdf, { first: 1, last: 1, mode: "raw" }));
    expect(first).toContain("KARTA REJSU");
    expect(first).toContain("Karta rejsu — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1");
    for (const [i, m] of crew.entries()) {
      const page = joined(await pdfText(pdf, { first: i + 2, last: i + 2, mode: "raw" }));
      expect(page).toContain(`OPINIA Z REJSU`);
      expect(page).toContain(`Imię i nazwisko ${m.fullName}`);
      expect(page).toContain("Opinia z rejsu — Zjawa Żółta · 01.07.2026 – 15.07.2026 Strona 1 z 1");
    }
    expect(await pdfPages(await renderDocumentSet(sampleTrip({ crewMembers: [] })))).toBe(1);
  });
});
