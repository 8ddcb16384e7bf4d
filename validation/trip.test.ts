import { describe, expect, it } from "vitest";
import { fieldErrorKeys } from "./errors.ts";
import { pl } from "./messages.ts";
import {
  cruiseDays,
  emptyCrewMember,
  emptyTripForm,
  tidalPortsCount,
  tripSchema,
  tripStep1Schema,
  tripStep2Schema,
  tripStep3Schema,
  tripStep4Schema,
  type TripFormData,
} from "./trip.ts";
import { yachtSchema } from "./yacht.ts";
import { sampleCrewMember, sampleTripForm } from "./sample-trip-form.ts";

const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrorKeys(r.error as never));
const text = (r: { success: boolean; error?: unknown }) => Object.fromEntries(Object.entries(errors(r)).map(([f, [k]]) => [f, pl[k as keyof typeof pl] ?? k]));

const form = (over: Partial<TripFormData> = {}): TripFormData => sampleTripForm({ hullLength: "12,5", ...over });

describe("trip wizard schemas (spec §5)", () => {
  it("step 1: captain fields required; the licence's free text only with _other", () => {
    expect(text(tripStep1Schema.safeParse({ ...emptyTripForm() }))).toEqual({
      firstName: "Imię jest wymagane",
      lastName: "Nazwisko jest wymagane",
      phone: "Numer telefonu jest wymagany",
      licenseType: "Rodzaj patentu jest wymagany",
      licenseNumber: "Numer patentu jest wymagany",
    });
    expect(text(tripStep1Schema.safeParse({ ...form(), licenseType: "_other", otherLicense: " " }))).toEqual({ otherLicense: "Podaj nazwę patentu" });
    expect(text(tripStep1Schema.safeParse({ ...form(), email: "nie-email" }))).toEqual({ email: "Podaj prawidłowy adres e-mail" });
    expect(tripStep1Schema.parse({ ...form(), email: "" }).email).toBeNull();
  });

  it("step 2: the spec's yacht messages; numbers ≥ 0, 0 accepted, engines whole", () => {
    expect(
      text(tripStep2Schema.safeParse({ yachtName: "", registrationNumber: "", homePort: "", hullLength: "", enginesCount: "-1", enginePower: "abc" })),
    ).toEqual({
      yachtName: "Nazwa jachtu jest wymagana",
      registrationNumber: "Numer rejestracyjny jest wymagany",
      homePort: "Port macierzysty jest wymagany",
      hullLength: "Długość kadłuba jest wymagana",
      enginesCount: "Wartość nie może być ujemna",
      enginePower: "Podaj liczbę",
    });
    expect(errors(tripStep2Schema.safeParse({ ...form(), enginesCount: "1.5" }))).toEqual({ enginesCount: ["validation.number.integer"] });
    const ok = tripStep2Schema.parse({ ...form(), hullLength: "12,5", enginesCount: 0, enginePower: "0" });
    expect(ok).toMatchObject({ hullLength: "12.5", enginesCount: "0", enginePower: "0" });
  });

  it("step 2 and the yacht form apply one precision rule: hull length and engine power to 0.01", () => {
    const yacht = { name: "Zawisza", registrationNumber: "POL-1", homePort: "Gdynia", enginesCount: "1" };
    for (const [hullLength, enginePower, ok] of [
      ["12.45", "40.25", true],
      ["12.456", "40", false],
      ["12", "40.255", false],
      ["12,45", "40,25", true],
    ] as const) {
      const trip = tripStep2Schema.safeParse({ ...form(), hullLength, enginePower });
      const saved = yachtSchema.safeParse({ ...yacht, hullLength: hullLength.replace(",", "."), enginePower: enginePower.replace(",", ".") });
      expect([trip.success, saved.success], `${hullLength} m, ${enginePower} kW`).toEqual([ok, ok]);
    }
  });

  it("step 3: route, dates and hours required (mooring too); disembarkation not before embarkation", () => {
    const r = tripStep3Schema.safeParse({ ...emptyTripForm(), tidalHours: "" });
    expect(Object.keys(errors(r)).sort()).toEqual([
      "disembarkationDate",
      "disembarkationPort",
      "distance",
      "embarkationDate",
      "embarkationPort",
      "engineHours",
      "mooringHours",
      "sailingHours",
      "tidalHours",
    ]);
    expect(text(tripStep3Schema.safeParse({ ...form(), embarkationDate: "2026-07-05", disembarkationDate: "2026-07-04" }))).toEqual({
      disembarkationDate: "Data wyokrętowania nie może być wcześniejsza niż data zaokrętowania",
    });
    expect(errors(tripStep3Schema.safeParse({ ...form(), embarkationDate: "2026-02-30" }))).toEqual({ embarkationDate: ["validation.date.invalid"] });
    expect(
      tripStep3Schema.safeParse({ ...form(), embarkationDate: "2026-07-03", disembarkationDate: "2026-07-03T18:00:00Z", mooringHours: "12" }).success,
    ).toBe(true);
  });

  it("step 4: no crew is valid; each member complete; free text required with _other", () => {
    expect(tripStep4Schema.safeParse({ crewMembers: [] }).success).toBe(true);
    const r = tripStep4Schema.safeParse({ crewMembers: [emptyCrewMember(), { ...sampleCrewMember, role: "_other", licenseType: "_other" }] });
    expect(text(r)).toEqual({
      "crewMembers.0.fullName": "Imię i nazwisko członka załogi jest wymagane",
      "crewMembers.0.role": "Funkcja na jachcie jest wymagana",
      "crewMembers.0.captainOpinion": "Opinia kapitana jest wymagana",
      "crewMembers.0.performance": "Ocena wykonywania obowiązków jest wymagana",
      "crewMembers.0.seasickness": "Określ podatność na chorobę morską",
      "crewMembers.0.resistance": "Określ odporność na trudne warunki",
      "crewMembers.1.otherRole": "Podaj funkcję na jachcie",
      "crewMembers.1.otherLicense": "Podaj nazwę patentu",
    });
    expect(errors(tripStep4Schema.safeParse({ crewMembers: [{ ...sampleCrewMember, role: "kok" }] }))).toEqual({
      "crewMembers.0.role": ["validation.option.invalid"],
    });
  });

  it("tripSchema: drops blank visited ports and stale free text, defaults yacht numbers and tidal hours to 0", () => {
    const {
      hullLength: _h,
      tidalHours: _t,
      ...withoutDefaults
    } = form({
      otherLicense: "stary tekst",
      visitedPorts: [
        { name: " Hel ", isTidalPort: true },
        { name: "", isTidalPort: true },
      ],
      crewMembers: [{ ...sampleCrewMember, otherRole: "kok", licenseType: "_other", otherLicense: "IYT" }],
    });
    const out = tripSchema.parse(withoutDefaults);
    expect(out.hullLength).toBe("0");
    expect(out.tidalHours).toBe("0");
    expect(out.otherLicense).toBeNull();
    expect(out.visitedPorts).toEqual([{ id: null, name: "Hel", isTidalPort: true, arrivalDate: null, departureDate: null }]);
    expect(out.crewMembers[0]).toMatchObject({ role: "crew", otherRole: null, licenseType: "_other", otherLicense: "IYT" });
  });
});

describe("trip helpers", () => {
  it("counts tidal ports: embarkation + disembarkation + named visited ports flagged tidal", () => {
    expect(
      tidalPortsCount({
        isEmbarkationTidalPort: true,
        isDisembarkationTidalPort: true,
        visitedPorts: [
          { name: "St Malo", isTidalPort: true },
          { name: "Cherbourg", isTidalPort: false },
          { name: " ", isTidalPort: true },
        ],
      }),
    ).toBe(3);
    expect(tidalPortsCount(emptyTripForm())).toBe(0);
  });

  it("counts cruise days as whole days between the dates, times ignored", () => {
    expect(cruiseDays("2026-07-01", "2026-07-08")).toBe(7);
    expect(cruiseDays("2026-07-01T23:59:00", "2026-07-02T00:01:00")).toBe(1);
    expect(cruiseDays("2026-03-28", "2026-03-30")).toBe(2); // across the DST change
    expect(cruiseDays("", "2026-07-02")).toBeNull();
    // Dates (the read model's) by their day in UTC, as the text of their toISOString; before 1970 too.
    expect(cruiseDays(new Date("2026-07-01T00:00:00Z"), new Date("2026-07-08T00:00:00Z"))).toBe(7);
    expect(cruiseDays(new Date("2026-07-01T23:59:00Z"), new Date("2026-07-02T00:01:00Z"))).toBe(1);
    expect(cruiseDays(new Date("1969-12-31T00:00:00Z"), "1970-01-02")).toBe(2);
    expect(cruiseDays(new Date(Number.NaN), new Date())).toBeNull();
  });
});
