// The plausibility rules (issue 15) at, below and above each bound, in step 3's schema and in
// tripSchema (which the API parses every command with), with the messages in both languages.
import { describe, expect, it } from "vitest";
import { fieldErrorKeys } from "./errors.ts";
import { en, pl } from "./messages.ts";
import { sampleTripForm } from "./sample-trip-form.ts";
import { hundredths, tripSchema, tripStep3Schema, type TripFormData } from "./trip.ts";

const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrorKeys(r.error as never));

/** A 3-day voyage (1st to 3rd: (2 + 1) × 24 = 72 h), no tidal port, no tidal hours. */
const form = (over: Partial<TripFormData> = {}): TripFormData =>
  sampleTripForm({ sailingHours: "30", engineHours: "12", mooringHours: "30", tidalHours: "0", ...over });
const step3 = (over: Partial<TripFormData>) => errors(tripStep3Schema.safeParse(form(over)));
const trip = (over: Partial<TripFormData>) => errors(tripSchema.safeParse(form(over)));

describe("hours of the voyage: sailing + engine + mooring ≤ (days + 1) × 24", () => {
  it("accepts exactly the voyage's hours and below", () => {
    expect(step3({})).toEqual({}); // 30 + 12 + 30 = 72
    expect(step3({ mooringHours: "29.99" })).toEqual({});
    expect(step3({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-01", sailingHours: "10", engineHours: "4", mooringHours: "10" })).toEqual({});
  });

  it("refuses a hundredth above, under each hour field that has hours", () => {
    const rule = ["validation.trip.hours.exceedVoyage"];
    expect(step3({ mooringHours: "30.01" })).toEqual({ sailingHours: rule, engineHours: rule, mooringHours: rule });
    expect(trip({ sailingHours: "73", engineHours: "0", mooringHours: "0" })).toEqual({ sailingHours: rule });
    expect(trip({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-01", sailingHours: "24.5", engineHours: "0", mooringHours: "0" })).toEqual({
      sailingHours: rule,
    });
  });

  it("leaves the sum alone while a date or an hour field is itself wrong", () => {
    expect(step3({ embarkationDate: "" })).toEqual({ embarkationDate: ["validation.trip.embarkationDate.required"] });
    expect(step3({ disembarkationDate: "2026-06-30", sailingHours: "500" })).toEqual({
      disembarkationDate: ["validation.trip.disembarkationDate.beforeEmbarkation"],
    });
    expect(step3({ sailingHours: "abc", mooringHours: "500" })).toEqual({ sailingHours: ["validation.number.invalid"] });
  });
});

describe("tidal hours ≤ sailing + engine hours", () => {
  const tidal = { isDisembarkationTidalPort: true };
  it("accepts them at and below the hours underway", () => {
    expect(step3({ ...tidal, tidalHours: "42" })).toEqual({});
    expect(step3({ ...tidal, tidalHours: "41.99" })).toEqual({});
  });
  it("refuses them above", () => {
    expect(trip({ ...tidal, tidalHours: "42.01" })).toEqual({ tidalHours: ["validation.trip.tidalHours.exceedUnderway"] });
  });
});

describe("tidal hours with no tidal port: a warning the captain confirms", () => {
  const warning = { confirmTidalWithoutPorts: ["validation.trip.tidalHours.confirmWithoutPorts"] };
  it("asks for the confirmation only when hours are over 0 and no port is tidal", () => {
    expect(step3({ tidalHours: "0" })).toEqual({});
    expect(step3({ tidalHours: "0.01" })).toEqual(warning);
    expect(trip({ tidalHours: "5" })).toEqual(warning);
    expect(step3({ tidalHours: "5", visitedPorts: [{ name: "St Malo", isTidalPort: true }] })).toEqual({});
    expect(step3({ tidalHours: "5", visitedPorts: [{ name: " ", isTidalPort: true }] })).toEqual(warning);
    expect(step3({ tidalHours: "5", isEmbarkationTidalPort: true })).toEqual({});
  });
  it("accepts the confirmed figures and never stores the flag", () => {
    const parsed = tripSchema.parse(form({ tidalHours: "5", confirmTidalWithoutPorts: true }));
    expect(parsed.tidalHours).toBe("5");
    expect(parsed).not.toHaveProperty("confirmTidalWithoutPorts");
    expect(trip({ tidalHours: "5", confirmTidalWithoutPorts: false })).toEqual(warning);
  });
});

describe("visited ports' dates inside the voyage, arrival not after departure", () => {
  const port = (arrivalDate: string | null, departureDate: string | null) => ({
    visitedPorts: [{ name: "Hel", isTidalPort: false, arrivalDate, departureDate }],
  });
  it("accepts dates on the voyage's first and last day and in between", () => {
    expect(step3(port("2026-07-01", "2026-07-03"))).toEqual({});
    expect(step3(port("2026-07-02", "2026-07-02"))).toEqual({});
    expect(step3(port(null, "2026-07-02"))).toEqual({});
  });
  it("refuses a day before or after the voyage, and a departure before the arrival", () => {
    expect(trip(port("2026-06-30", "2026-07-02"))).toEqual({ "visitedPorts.0.arrivalDate": ["validation.trip.visitedPort.arrivalOutsideVoyage"] });
    expect(trip(port("2026-07-02", "2026-07-04"))).toEqual({ "visitedPorts.0.departureDate": ["validation.trip.visitedPort.departureOutsideVoyage"] });
    expect(trip(port("2026-07-03", "2026-07-02"))).toEqual({ "visitedPorts.0.departureDate": ["validation.trip.visitedPort.departureBeforeArrival"] });
  });
  it("keeps the form's row numbers (blank rows included) in the field paths", () => {
    const visitedPorts = [
      { name: "", isTidalPort: false },
      { name: "Łeba", isTidalPort: false, arrivalDate: "2026-07-09" },
    ];
    expect(trip({ visitedPorts })).toEqual({ "visitedPorts.1.arrivalDate": ["validation.trip.visitedPort.arrivalOutsideVoyage"] });
  });
});

describe("hours and miles: at most 2 decimals", () => {
  it("accepts 2 decimals with a comma or a dot and refuses 3", () => {
    expect(step3({ sailingHours: "29,75", distance: "30.25" })).toEqual({});
    expect(step3({ sailingHours: "29.755" })).toEqual({ sailingHours: ["validation.number.decimals"] });
    expect(step3({ distance: "1,125", tidalHours: "0.001" })).toEqual({ distance: ["validation.number.decimals"], tidalHours: ["validation.number.decimals"] });
    expect(errors(tripSchema.safeParse(form({ hullLength: "12.345", enginePower: "55.125" })))).toEqual({
      hullLength: ["validation.number.decimals"],
      enginePower: ["validation.number.decimals"],
    });
  });
  it("counts in hundredths", () => {
    expect([hundredths("1"), hundredths("1,5"), hundredths("0.01"), hundredths(2.25), hundredths("1.234"), hundredths("x")]).toEqual([
      100,
      150,
      1,
      225,
      null,
      null,
    ]);
  });
});

describe("messages", () => {
  it("says every rule in Polish and English", () => {
    expect(pl["validation.trip.tidalHours.confirmWithoutPorts"]).toContain("potwierdź");
    expect(en["validation.trip.hours.exceedVoyage"]).toContain("(days between the dates + 1) × 24 h");
    expect(pl["validation.number.decimals"]).toBe("Podaj liczbę z co najwyżej 2 miejscami po przecinku");
  });
});
