// The document model (pure): numbers and dates as printed, the wizard's computed figures, the
// forms' wording for every enum value, and the PDFs' file names.
import { describe, expect, it } from "vitest";
import {
  CAPTAIN_OPINIONS, CREW_ROLES, LICENSE_VALUES, PERFORMANCE_VALUES, RESISTANCE_VALUES, SEASICKNESS_VALUES,
} from "../../../../validation/trip.ts";
import { documentData, formatDate, formatNumber, hoursUnderway } from "./documents.model.ts";
import { asciiName, contentDisposition, documentFileName } from "./filename.ts";
import {
  licenseLabel, opinionLabel, performanceLabel, resistanceLabel, roleLabel, seasicknessLabel,
} from "./labels.ts";
import { crewMemberForm, sampleTrip } from "./test/sample-trip.ts";

describe("printed values", () => {
  it("formats dates the Polish way and numbers with a decimal comma", () => {
    expect(formatDate("2026-07-01")).toBe("01.07.2026");
    expect(formatDate("")).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatNumber("12.5")).toBe("12,5");
    expect(formatNumber("1200")).toBe("1200");
    expect(formatNumber("0")).toBe("0");
    expect(formatNumber("")).toBeNull();
  });

  it("adds sail and engine hours without float noise (mooring does not count)", () => {
    expect(hoursUnderway({ sailingHours: "0.1", engineHours: "0.2" })).toBe(0.3);
    expect(hoursUnderway({ sailingHours: "201.5", engineHours: "36.25" })).toBe(237.75);
  });

  it("computes days, tidal ports and hours like the wizard's summary", () => {
    const data = documentData(sampleTrip({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-01" }));
    expect(data.voyage.days).toBe("0");
    expect(data.voyage.tidalPortsCount).toBe("3");
    expect(data.voyage.hoursTotal).toBe("237,75");
    expect(data.crew[0]).toEqual({ name: "Józef Gąsienica-Łańcucki", license: "Kapitan jachtowy (PZŻ) / Yacht Captain, nr KJ-2931/ŁÓDŹ", role: "Kapitan / Skipper" });
    expect(data.opinions).toEqual([]);
  });

  it("selects the opinions to print and keeps a captain-typed role", () => {
    const trip = sampleTrip({ crewMembers: [crewMemberForm(0), crewMemberForm(1, { role: "_other", otherRole: "Kok" })] });
    const data = documentData(trip, { opinions: [1] });
    expect(data.opinions.map((o) => [o.name, o.role])).toEqual([["Zofia Śliwińska", "Kok"]]);
  });
});

describe("the forms' wording", () => {
  it("has a label for every value; 'unknown' prints as a dash", () => {
    for (const v of LICENSE_VALUES) expect(licenseLabel(v, "Inny patent")).toBeTruthy();
    for (const v of CREW_ROLES) expect(roleLabel(v, "Kok")).toBeTruthy();
    for (const v of CAPTAIN_OPINIONS) expect(opinionLabel(v) === null).toBe(v === "unknown");
    for (const v of PERFORMANCE_VALUES) expect(performanceLabel(v) === null).toBe(v === "unknown");
    for (const v of SEASICKNESS_VALUES) expect(seasicknessLabel(v) === null).toBe(v === "unknown");
    for (const v of RESISTANCE_VALUES) expect(resistanceLabel(v) === null).toBe(v === "unknown");
  });

  it("uses the official scales", () => {
    expect([opinionLabel("positive"), opinionLabel("negative")]).toEqual(["pozytywna / positive", "negatywna / negative"]);
    expect(PERFORMANCE_VALUES.map(performanceLabel)).toEqual([
      "bardzo dobrze / very good", "dobrze / good", "dostatecznie / sufficient", "niedostatecznie / insufficient",
      "bardzo dobrze / very good", "dostatecznie / sufficient", "niedostatecznie / insufficient", null,
    ]);
    expect(seasicknessLabel("severe")).toBe("choroba morska poważna / seriously ill");
    expect(seasicknessLabel("mild")).toBe("chorował(a), ale zdolny(-a) do pracy / ill but able to work");
    expect(resistanceLabel("not_tested")).toBe("nie sprawdzono / not tested");
    expect(licenseLabel("rya-coastal", null)).toBe("RYA Yachtmaster Coastal");
    expect(licenseLabel("_other", "Patent łódzki")).toBe("Patent łódzki");
    expect(licenseLabel(null, null)).toBeNull();
  });
});

describe("file names", () => {
  const trip = { yachtName: "Zjawa Żółta", embarkationDate: "2026-07-01", disembarkationDate: "2026-07-15" };

  it("names the document by yacht and dates, with the crew member for an opinion", () => {
    expect(documentFileName("voyage-card", trip)).toBe("Karta rejsu - Zjawa Żółta - 2026-07-01 - 2026-07-15.pdf");
    expect(documentFileName("crew-opinion", trip, "Łukasz Wróbel")).toBe("Opinia z rejsu - Łukasz Wróbel - Zjawa Żółta - 2026-07-01 - 2026-07-15.pdf");
    expect(documentFileName("crew-opinions", { ...trip, yachtName: 'a/b\\c:"d"\n' })).toBe("Opinie z rejsu - a b c d - 2026-07-01 - 2026-07-15.pdf");
  });

  it("gives an ASCII filename and the UTF-8 filename* (RFC 5987)", () => {
    expect(asciiName("Zażółć gęślą jaźń ŁÓDŹ")).toBe("Zazolc-gesla-jazn-LODZ");
    expect(contentDisposition("Karta rejsu - Zjawa Żółta - 2026-07-01 - 2026-07-15.pdf")).toBe(
      "inline; filename=\"Karta-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf\"; " +
        "filename*=UTF-8''Karta%20rejsu%20-%20Zjawa%20%C5%BB%C3%B3%C5%82ta%20-%202026-07-01%20-%202026-07-15.pdf",
    );
    expect(contentDisposition("Jacht 'O' (1).pdf")).toContain("filename*=UTF-8''Jacht%20%27O%27%20%281%29.pdf");
    expect(contentDisposition("ąę.pdf")).toContain('filename="ae.pdf"');
    expect(contentDisposition("ЖЖ.pdf")).toContain('filename="dokument.pdf"');
  });
});
