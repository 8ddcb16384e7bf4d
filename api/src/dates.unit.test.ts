import { describe, expect, it } from "vitest";
import { isoDay, isoDayOrNull, isoInstant, parseDateColumn, parseTimestampColumn } from "./dates.ts";

// What the fast paths replace: the generic parser and toISOString, the reference for every input.
const genericDate = (text: string) => new Date(`${text}T00:00:00.000Z`);
const genericTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
/** The same instant (both invalid counts as the same). */
const same = (a: Date, b: Date) => (Number.isNaN(a.getTime()) ? Number.isNaN(b.getTime()) : a.getTime() === b.getTime());

/** PostgreSQL's text of a timestamp(3) (ISO DateStyle): the fraction without its trailing zeros, none when whole. */
function pgTimestampText(at: Date): string {
  return at
    .toISOString()
    .slice(0, 23)
    .replace("T", " ")
    .replace(/\.?0+$/, "");
}

/** A pseudo-random sequence (the same every run). */
function* instants(n: number, from: number, to: number) {
  let seed = 20261128;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield new Date(Math.floor(from + (seed / 2 ** 31) * (to - from)));
  }
}

const YEAR_1000 = Date.UTC(1000, 0, 1);
const YEAR_9999_END = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

describe("parseDateColumn", () => {
  it("reads a date as the Date at its UTC midnight, as the generic parser does", () => {
    for (const at of instants(5000, YEAR_1000, YEAR_9999_END)) {
      const text = at.toISOString().slice(0, 10);
      expect(parseDateColumn(text).getTime(), text).toBe(genericDate(text).getTime());
    }
    expect(parseDateColumn("2026-02-28")).toEqual(new Date("2026-02-28T00:00:00.000Z"));
    expect(parseDateColumn("2024-02-29")).toEqual(new Date("2024-02-29T00:00:00.000Z"));
  });

  it("leaves what is not a plain four-digit-year day to the generic parser (years 0–999 are not 1900–1999)", () => {
    for (const text of ["0050-03-01", "0999-12-31", "+012345-01-01", "infinity", "-infinity", "2026-1-01", "2026/01/01", "2026-01-0x", "", "20260101"]) {
      expect(same(parseDateColumn(text), genericDate(text)), text).toBe(true);
    }
    expect(parseDateColumn("0050-03-01").getUTCFullYear()).toBe(50);
  });
});

describe("parseTimestampColumn", () => {
  it("reads PostgreSQL's timestamp text (0 to 3 fraction digits) as the UTC instant, as the generic parser does", () => {
    const seen = new Set<number>();
    for (const at of instants(5000, YEAR_1000, YEAR_9999_END)) {
      const text = pgTimestampText(at);
      seen.add(text.length);
      expect(parseTimestampColumn(text).getTime(), text).toBe(at.getTime());
    }
    for (const text of ["2026-11-28 18:00:00", "2026-11-28 18:00:00.1", "2026-11-28 18:00:00.12", "2026-11-28 18:00:00.123", "1999-12-31 23:59:59.999"]) {
      expect(parseTimestampColumn(text).getTime(), text).toBe(genericTimestamp(text).getTime());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("leaves every other shape to the generic parser", () => {
    for (const text of [
      "0050-03-01 10:00:00",
      "2026-11-28T18:00:00.123",
      "2026-11-28 18:00",
      "2026-11-28 18:00:00.",
      "2026-11-28 18:00:00.1234",
      "2026-11-28 18:00:00,123",
      "2026-11-28 18:0x:00",
      "2026-11-28 18:00:00.1x",
      "infinity",
      "2026-11-28 18:00:00 BC",
    ]) {
      expect(same(parseTimestampColumn(text), genericTimestamp(text)), text).toBe(true);
    }
  });
});

describe("isoDay", () => {
  it("writes a Date's UTC day as toISOString does, for every year", () => {
    for (const at of instants(5000, Date.UTC(-3000, 0, 1), Date.UTC(12000, 0, 1))) {
      expect(isoDay(at)).toBe(at.toISOString().slice(0, 10));
    }
    expect(isoDay(new Date("2026-03-09T23:59:59.999Z"))).toBe("2026-03-09");
    expect(isoDayOrNull(null)).toBeNull();
    expect(() => isoDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("isoInstant", () => {
  it("writes a Date as toISOString does, for every year and every millisecond", () => {
    for (const at of instants(5000, Date.UTC(-3000, 0, 1), Date.UTC(12000, 0, 1))) expect(isoInstant(at)).toBe(at.toISOString());
    for (const ms of [0, 7, 45, 999])
      expect(isoInstant(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, ms)))).toBe(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, ms)).toISOString());
    expect(isoInstant(new Date("1000-01-01T00:00:00.000Z"))).toBe("1000-01-01T00:00:00.000Z");
    expect(isoInstant(new Date("9999-12-31T23:59:59.999Z"))).toBe("9999-12-31T23:59:59.999Z");
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
