import { describe, expect, it } from "vitest";
import { qty, toDecimalText, toNumber } from "./quantity.ts";
import { tripDays } from "./sea-trip.ts";
import { perYear, totalsOf } from "./sea-time-totals.ts";
import { seaTrip } from "./test/sea-trips.ts";

describe("quantities", () => {
  it("reads typed numbers with a dot or a comma, exactly, and refuses anything else as 0", () => {
    expect(qty("12.5")).toBe(125_000n);
    expect(qty("12,5")).toBe(125_000n);
    expect(qty(" 7 ")).toBe(70_000n);
    expect(qty("0.0001")).toBe(1n);
    expect(qty("123456789.9999")).toBe(1_234_567_899_999n);
    expect(qty({ toString: () => "3.2500" })).toBe(32_500n);
    for (const bad of ["", "-1", "1e3", "abc", "1.23456", null, undefined]) expect(qty(bad)).toBe(0n);
    expect(toNumber(qty("0.1") * 3n)).toBe(0.3);
    expect(toDecimalText(qty("1200.50"))).toBe("1200.5");
    expect(toDecimalText(qty("7"))).toBe("7");
  });
});

describe("days on board", () => {
  it("counts both ends; a trip in progress only up to today; one not started yet 0", () => {
    expect(tripDays("2025-07-01", "2025-07-01", "completed", "2026-01-01")).toBe(1);
    expect(tripDays("2025-07-01", "2025-07-08", "completed", "2026-01-01")).toBe(8);
    expect(tripDays("2024-12-30", "2025-01-02", "completed", "2026-01-01")).toBe(4);
    expect(tripDays("2026-05-28", "2026-06-10", "in_progress", "2026-06-01")).toBe(5);
    expect(tripDays("2026-05-28", "2026-05-30", "in_progress", "2026-06-01")).toBe(3);
    expect(tripDays("2026-06-05", "2026-06-10", "in_progress", "2026-06-01")).toBe(0);
  });
});

describe("totals", () => {
  it("adds everything exactly, underway = sail + engine, mooring apart, the largest hull", () => {
    const trips = [
      seaTrip({
        year: 2024,
        days: 8,
        sail: "60.1",
        engine: "12.2",
        tidal: "5.3",
        moored: "96",
        miles: "220.4",
        tidalPorts: 1,
        hullLength: "12.5",
        yachtName: "Zawisza",
      }),
      seaTrip({
        year: 2025,
        days: 3,
        sail: "20.2",
        engine: "0.1",
        tidal: "0",
        moored: "10.5",
        miles: "80.25",
        tidalPorts: 0,
        hullLength: "42.7",
        yachtName: "Dar",
        registrationNumber: "POL-2",
      }),
      seaTrip({ year: 2025, days: 1, sail: "0.7", engine: "0", miles: "0.35", hullLength: "8" }),
    ];
    expect(totalsOf(trips)).toEqual({
      voyages: 3,
      days: 12,
      hoursUnderway: 93.3,
      hoursSail: 81,
      hoursEngine: 12.3,
      hoursTidal: 5.3,
      hoursMoored: 106.5,
      miles: 301,
      tidalPorts: 1,
      largestYacht: { name: "Dar", registrationNumber: "POL-2", hullLength: 42.7 },
    });
    expect(perYear(trips).map((y) => [y.year, y.voyages, y.hoursUnderway, y.miles])).toEqual([
      [2024, 1, 72.3, 220.4],
      [2025, 2, 21, 80.6],
    ]);
  });

  it("says nothing of a largest yacht without trips or with hull lengths left at 0", () => {
    expect(totalsOf([])).toMatchObject({ voyages: 0, days: 0, hoursUnderway: 0, largestYacht: null });
    expect(totalsOf([seaTrip({ hullLength: "0" })]).largestYacht).toBeNull();
  });
});
