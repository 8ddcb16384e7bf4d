import { describe, expect, it } from "vitest";
import { calendarFile, foldLine, icsText } from "./ics.ts";

describe("ics", () => {
  it("escapes TEXT values", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(icsText("x\u0007y")).toBe("xy");
  });
  it("folds long lines at 75 octets without splitting a Polish letter", () => {
    const line = `SUMMARY:${"ż".repeat(60)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(line);
  });
  it("writes an all-day event whose DTEND is the day after the last day", () => {
    const ics = calendarFile({
      uid: "u@zeglog.pl",
      startDate: "2026-12-30",
      endDate: "2026-12-31",
      summary: "Sylwester",
      location: "Hel",
      description: "Opis",
      stamp: new Date("2026-06-01T10:00:00.123Z"),
    });
    expect(ics).toContain("DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("DTSTAMP:20260601T100000Z\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
