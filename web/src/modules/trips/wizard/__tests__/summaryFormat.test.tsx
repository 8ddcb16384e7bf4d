import { describe, expect, it } from "vitest";
import { accountAutofill } from "../steps/accountAutofill.ts";
import { formatTripDate, orDash, summaryCruiseDays, summaryVisibility, withUnit } from "../summary/summaryFormat.ts";
import { validTripForm } from "./tripFixtures.ts";

describe("summary formatting", () => {
  it("shows a dash for empty values", () => {
    expect(orDash("")).toBe("—");
    expect(orDash("  ")).toBe("—");
    expect(orDash(null)).toBe("—");
    expect(orDash(" Gdynia ")).toBe("Gdynia");
    expect(withUnit("", "m")).toBe("—");
    expect(withUnit("12.5", "m")).toBe("12.5 m");
    const polish = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 4 });
    expect(withUnit("12.45", "m", (text) => polish.format(Number(text)))).toBe("12,45 m");
  });

  it("formats dates as pl-PL dd.mm.yyyy", () => {
    expect(formatTripDate("2025-06-01")).toBe("01.06.2025");
    expect(formatTripDate("2025-12-31T23:30:00Z")).toBe("31.12.2025");
    expect(formatTripDate("")).toBe("—");
  });

  it("counts cruise days as whole days between the dates, times ignored", () => {
    expect(summaryCruiseDays("2025-06-01", "2025-06-08")).toBe(7);
    expect(summaryCruiseDays("2025-06-01T22:00:00Z", "2025-06-02T01:00:00Z")).toBe(1);
    expect(summaryCruiseDays("2025-06-01", "2025-06-01")).toBe(0);
    expect(summaryCruiseDays("2025-06-01", "")).toBeNull();
  });

  it("shows yacht, tides and notes only when they have data", () => {
    const empty = { ...validTripForm(), yachtName: "", registrationNumber: "", homePort: "", hullLength: "0", enginesCount: "0", enginePower: "0" };
    expect(summaryVisibility(empty)).toEqual({ yacht: false, tides: false, notes: false });
    expect(summaryVisibility({ ...empty, enginePower: "40" }).yacht).toBe(true);
    expect(summaryVisibility({ ...empty, tidalPortsCount: 1 }).tides).toBe(true);
    expect(summaryVisibility({ ...empty, tidalHours: "2,5" }).tides).toBe(true);
    expect(summaryVisibility({ ...empty, captainNotes: "Sztorm" }).notes).toBe(true);
  });
});

describe("autofill from the account", () => {
  it("splits the name at the first space and copies e-mail and phone", () => {
    expect(accountAutofill({ name: "Jan Maria Kowalski", email: "jan@example.com", phone: "+48 600" })).toEqual({
      firstName: "Jan",
      lastName: "Maria Kowalski",
      email: "jan@example.com",
      phone: "+48 600",
    });
    expect(accountAutofill({ name: "Jan", email: "j@x.pl", phone: "1" })).toMatchObject({ firstName: "Jan", lastName: "" });
    // A profile started by a logo upload has blank licence fields: those stay as they are.
    expect(
      accountAutofill(
        { name: "Jan Kowalski", email: "j@x.pl", phone: "1" },
        { firstName: "Janek", lastName: "", phone: "", licenseType: "", licenseNumber: "", otherLicense: null },
      ),
    ).toEqual({ firstName: "Janek", lastName: "Kowalski", email: "j@x.pl", phone: "1" });
    expect(
      accountAutofill(
        { name: "Jan Kowalski", email: "j@x.pl", phone: "1" },
        { firstName: "A", lastName: "B", phone: "2", licenseType: "pzz-jsm", licenseNumber: "N", otherLicense: null },
      ),
    ).toEqual({ firstName: "A", lastName: "B", email: "j@x.pl", phone: "2", licenseType: "pzz-jsm", otherLicense: "", licenseNumber: "N" });
  });
});
