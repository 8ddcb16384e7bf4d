// The document model (pure): numbers and dates as printed, the wizard's computed figures, the
// forms' wording for every enum value, and the PDFs' file names.
import { describe, expect, it } from "vitest";
import { CAPTAIN_OPINIONS, CREW_ROLES, LICENSE_VALUES, PERFORMANCE_VALUES, RESISTANCE_VALUES, SEASICKNESS_VALUES } from "../../../../validation/trip.ts";
import { documentData, formatDate, formatDateRange, formatNumber, hoursUnderway } from "./documents.model.ts";
import { documentTripFromRow } from "./documents.trip.ts";
import { asciiName, contentDisposition, documentFileName } from "./filename.ts";
import { OPINION_SCALE, PERFORMANCE_SCALE, RESISTANCE_SCALE, SEASICKNESS_SCALE, grade, licenseLabel, roleLabel } from "./labels.ts";
import { crewMemberForm, sampleTrip } from "./test/sample-trip.ts";
import { savedSampleCrewMember } from "../../../../validation/sample-trip-form.ts";

describe("printed values", () => {
  it("formats dates as on the forms and numbers with the language's decimal separator", () => {
    expect(formatDate("2026-07-01")).toBe("01.07.2026");
    expect(formatDate("")).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatNumber("12.5")).toBe("12,5");
    expect(formatNumber("12.5", "pl")).toBe("12,5");
    expect(formatNumber("12.5", "en")).toBe("12.5");
    expect(formatNumber("1200", "en")).toBe("1200");
    expect(formatNumber("0")).toBe("0");
    expect(formatNumber("")).toBeNull();
    // a trip stored before the 2-decimal rule prints as entered, so its parts still add up
    expect(formatNumber("0.125")).toBe("0,125");
  });

  it("shortens a port's stay the Polish way", () => {
    expect(formatDateRange("2026-07-04", "2026-07-05")).toBe("04–05.07.2026");
    expect(formatDateRange("2026-06-30", "2026-07-02")).toBe("30.06.–02.07.2026");
    expect(formatDateRange("2026-12-31", "2027-01-01")).toBe("31.12.2026–01.01.2027");
    expect(formatDateRange("2026-07-04", "2026-07-04")).toBe("04.07.2026");
    expect(formatDateRange(null, "2026-07-04")).toBe("04.07.2026");
    expect(formatDateRange(null, null)).toBeNull();
  });

  it("adds sail and engine hours without float noise (mooring does not count)", () => {
    expect(hoursUnderway({ sailingHours: "0.1", engineHours: "0.2" })).toBe(0.3);
    expect(hoursUnderway({ sailingHours: "201.5", engineHours: "36.25" })).toBe(237.75);
  });

  it("computes days, tidal ports and hours like the wizard's summary", () => {
    const data = documentData(
      sampleTrip({
        embarkationDate: "2026-07-01",
        disembarkationDate: "2026-07-01",
        sailingHours: "10",
        engineHours: "2.5",
        mooringHours: "5",
        tidalHours: "3",
        visitedPorts: [
          { name: "Hel", isTidalPort: true },
          { name: "Ijmuiden", isTidalPort: true },
        ],
      }),
    );
    expect(data.lang).toBe("pl-en");
    expect(data.voyage.days).toBe("0");
    expect(data.voyage.tidalPortsCount).toBe("3");
    expect(data.voyage.hoursTotal).toBe("12,5");
    expect(data.crew[0]).toEqual({
      name: "Józef Gąsienica-Łańcucki",
      license: "Kapitan jachtowy / Yacht Captain (PZŻ), nr KJ-2931/ŁÓDŹ",
      role: "Kapitan / Skipper",
    });
    expect(data.opinions).toEqual([]);
    expect(data.meta).toEqual({ author: "Józef Gąsienica-Łańcucki", keywords: ["Zjawa Żółta", "POL-1234", "01.07.2026", "01.07.2026"] });
  });

  it("prints the yacht's default zeros as not given and says when there is no engine", () => {
    const yacht = (over: Record<string, unknown>, lang?: "pl" | "en") => documentData(sampleTrip(over), { lang }).yacht;
    expect(yacht({ hullLength: "0", enginesCount: "1", enginePower: "0" })).toMatchObject({ hullLength: null, enginePower: null });
    expect(yacht({ enginesCount: "0", enginePower: "0", engineHours: "0" }).enginePower).toBe("brak silnika / no engine");
    expect(yacht({ enginesCount: "0", enginePower: "0", engineHours: "0" }, "pl").enginePower).toBe("brak silnika");
    expect(yacht({ enginesCount: "0", enginePower: "0", engineHours: "3" }).enginePower).toBeNull(); // ran on an engine: just not given
    expect(yacht({ enginesCount: "0", enginePower: "30" }).enginePower).toBe("30");
    expect(yacht({ enginesCount: "2", enginePower: "55.5" }).enginePower).toBe("2 × 55,5 (na silnik / per engine)");
    expect(yacht({ enginesCount: "2", enginePower: "55.5" }, "en").enginePower).toBe("2 × 55.5 (per engine)");
  });

  it("selects the opinions to print and keeps a captain-typed role", () => {
    const trip = sampleTrip({ crewMembers: [crewMemberForm(0), crewMemberForm(1, { role: "_other", otherRole: "Kok" })] });
    const data = documentData(trip, { opinions: [1] });
    expect(data.opinions.map((o) => [o.name, o.role])).toEqual([["Zofia Śliwińska", "Kok"]]);
  });
});

describe("the forms' wording", () => {
  it("has a label for every value; an unknown stored value prints as saved", () => {
    for (const v of LICENSE_VALUES) expect(licenseLabel(v, "Inny patent", "pl-en")).toBeTruthy();
    for (const v of CREW_ROLES) expect(roleLabel(v, "Kok", "pl-en")).toBeTruthy();
    expect(licenseLabel("patent-z-dawnych-lat", null, "pl")).toBe("patent-z-dawnych-lat");
    expect(roleLabel("bosman", null, "en")).toBe("bosman");
    expect(licenseLabel(null, null, "pl")).toBeNull();
  });

  it("ticks the chosen option of every scale; 'unknown' or an unknown value ticks none", () => {
    const ticked = (scale: typeof OPINION_SCALE, v: string) => grade(scale, v, "pl").findIndex((t) => t.checked);
    for (const v of CAPTAIN_OPINIONS) expect(ticked(OPINION_SCALE, v) === -1).toBe(v === "unknown");
    for (const v of PERFORMANCE_VALUES) expect(ticked(PERFORMANCE_SCALE, v) === -1).toBe(v === "unknown");
    for (const v of SEASICKNESS_VALUES) expect(ticked(SEASICKNESS_SCALE, v) === -1).toBe(v === "unknown");
    for (const v of RESISTANCE_VALUES) expect(ticked(RESISTANCE_SCALE, v) === -1).toBe(v === "unknown");
    expect(ticked(PERFORMANCE_SCALE, "excellent")).toBe(0);
    expect(ticked(PERFORMANCE_SCALE, "poor")).toBe(3);
    expect(ticked(RESISTANCE_SCALE, "toString")).toBe(-1);
  });

  it("uses the official scales in each language", () => {
    expect(grade(OPINION_SCALE, "positive", "pl-en")).toEqual([
      { label: "pozytywna / positive", checked: true },
      { label: "negatywna / negative", checked: false },
    ]);
    expect(grade(SEASICKNESS_SCALE, "mild", "pl").map((t) => t.label)).toEqual([
      "nie podlegał(a)",
      "chorował(a) ciężko",
      "chorował(a), lecz mógł (mogła) pracować",
    ]);
    expect(grade(RESISTANCE_SCALE, "good", "en").map((t) => t.label)).toEqual(["good", "sufficient", "insufficient", "not tested"]);
    expect(licenseLabel("rya-coastal", null, "pl-en")).toBe("RYA Yachtmaster Coastal");
    expect(licenseLabel("pzz-jsm", null, "en")).toBe("Sea Yacht Skipper (PZŻ)");
    expect(licenseLabel("_other", "Patent łódzki", "en")).toBe("Patent łódzki");
  });
});

describe("a saved trip read for printing", () => {
  it("is read as stored, without the form's rules: older records still print", () => {
    const row = {
      captainFirstName: "Jan",
      captainLastName: "Kowalski",
      captainEmail: null,
      captainPhone: "600",
      licenseType: "kapitan_jachtowy",
      licenseNumber: "1",
      otherLicense: null,
      yachtName: "Stara",
      registrationNumber: "X",
      homePort: "Gdynia",
      hullLength: "12.125",
      enginesCount: "1",
      enginePower: "20",
      embarkationPort: "Gdynia",
      isEmbarkationTidalPort: false,
      disembarkationPort: "Hel",
      isDisembarkationTidalPort: false,
      distance: "10.555",
      embarkationDate: new Date("2020-07-01T00:00:00Z"),
      disembarkationDate: new Date("2020-07-01T00:00:00Z"),
      sailingHours: "30.125",
      engineHours: "0",
      mooringHours: "20",
      tidalHours: "40",
      logbookNumber: null,
      captainNotes: null,
      visitedPorts: [{ id: "p1", name: "Jastarnia", isTidal: false, arrivalDate: new Date("2020-08-01T00:00:00Z"), departureDate: null }],
      crewMembers: [{ ...savedSampleCrewMember(), id: "c1", fullName: "Ala", role: "bosman" }],
    } as unknown as Parameters<typeof documentTripFromRow>[0];
    const data = documentData(documentTripFromRow(row));
    expect(data.voyage).toMatchObject({
      hoursSail: "30,125",
      hoursTotal: "30,125",
      hoursTidal: "40",
      distance: "10,555",
      visitedPorts: ["Jastarnia (01.08.2020)"],
    });
    expect(data.yacht.hullLength).toBe("12,125");
    expect(data.crew[1]).toEqual({ name: "Ala", license: null, role: "bosman" });
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
      'inline; filename="Karta-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"; ' +
        "filename*=UTF-8''Karta%20rejsu%20-%20Zjawa%20%C5%BB%C3%B3%C5%82ta%20-%202026-07-01%20-%202026-07-15.pdf",
    );
    expect(contentDisposition("Jacht 'O' (1).pdf")).toContain("filename*=UTF-8''Jacht%20%27O%27%20%281%29.pdf");
    expect(contentDisposition("ąę.pdf")).toContain('filename="ae.pdf"');
    expect(contentDisposition("ЖЖ.pdf")).toContain('filename="dokument.pdf"');
  });
});
