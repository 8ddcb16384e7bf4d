import { describe, expect, it } from "vitest";
import { translate } from "./messages.ts";
import { captainProfileSchema } from "./profile.ts";
import { registerSchema } from "./auth.ts";
import { graphemes, hasForbiddenChars, stripForbiddenChars, truncateText } from "./text.ts";
import { tripSchema } from "./trip.ts";
import { yachtSchema } from "./yacht.ts";
import { fieldErrorKeys } from "./errors.ts";

const RLO = "\u202e";
const BAD = [
  "\u202eABC",
  "a\u200bb\u202eRTL\u202c",
  "x\u0000y",
  "\u2066iso\u2069",
  "a\u202ab",
  "bell\u0007",
  "c1\u0085",
  "del\u007f",
  "half\ud83d",
  "\ude00tail",
];
const GOOD = ["Zjawa Żółta", "שלום", "مرحبا", "👨‍👩‍👧 rodzina", "A\u200bB", "e\u0301", "Jacht 🇵🇱"];

describe("text hygiene", () => {
  it.each(BAD)("refuses %j", (v) => {
    expect(hasForbiddenChars(v)).toBe(true);
    expect(hasForbiddenChars(v, { multiline: true })).toBe(true);
  });

  it.each(GOOD)("accepts %j", (v) => {
    expect(hasForbiddenChars(v)).toBe(false);
  });

  it("allows tab and line breaks only in multi-line text", () => {
    expect(hasForbiddenChars("a\nb\tc\r\n")).toBe(true);
    expect(hasForbiddenChars("a\nb\tc\r\n", { multiline: true })).toBe(false);
  });

  it("strips what it refuses; a lone surrogate becomes U+FFFD; one-line text gets spaces for breaks", () => {
    expect(stripForbiddenChars("\u202eABC")).toBe("ABC");
    expect(stripForbiddenChars("a\u200bb\u202eRTL\u202c")).toBe("a\u200bbRTL");
    expect(stripForbiddenChars("x\u0000y\ud83d")).toBe("xy\ufffd");
    expect(stripForbiddenChars("a\nb")).toBe("a b");
    expect(stripForbiddenChars("a\nb\u202e", { multiline: true })).toBe("a\nb");
    for (const v of BAD) expect(hasForbiddenChars(stripForbiddenChars(v))).toBe(false);
  });

  it("truncates by graphemes: never half an emoji or a letter without its accent", () => {
    const name = `${"x".repeat(38)}😀abcdef`;
    const cut = truncateText(name, 40);
    expect(cut).toBe(`${"x".repeat(38)}😀…`);
    expect(/[\uD800-\uDFFF]/u.test(cut)).toBe(false); // no lone surrogate
    const family = `${"y".repeat(39)}👨‍👩‍👧 end`;
    expect(truncateText(family, 41)).toBe(`${"y".repeat(39)}👨‍👩‍👧…`);
    expect(truncateText(`${"z".repeat(38)}e\u0301xyz`, 40)).toBe(`${"z".repeat(38)}e\u0301…`);
    expect(truncateText("krótko", 40)).toBe("krótko");
    expect(graphemes("🇵🇱a")).toEqual(["🇵🇱", "a"]);
  });
});

describe("the shared forms refuse control characters with a field message", () => {
  const message = "validation.text.controlChars";

  it("has the message in Polish and English", () => {
    expect(translate("pl", message)).toMatch(/niedozwolone znaki sterujące/);
    expect(translate("en", message)).toMatch(/control characters that are not allowed/);
  });

  it("in the trip: one-line fields, visited ports, crew, and notes (which may have line breaks)", () => {
    const base = {
      firstName: "Jan",
      lastName: "Kowalski",
      phone: "+48 600 100 200",
      licenseType: "pzz-jsm",
      licenseNumber: "1",
      yachtName: `Zjawa${RLO}`,
      registrationNumber: "POL-1",
      homePort: "Gdynia\u0000",
      embarkationPort: "A",
      disembarkationPort: "B",
      distance: "1",
      embarkationDate: "2026-07-01",
      disembarkationDate: "2026-07-02",
      sailingHours: "1",
      engineHours: "1",
      mooringHours: "1",
      visitedPorts: [{ name: "Visby\u2066" }],
      captainNotes: "Linia 1\nLinia 2\tz tabem",
      crewMembers: [
        {
          fullName: "Anna\ud83d",
          role: "crew",
          captainOpinion: "positive",
          performance: "good",
          seasickness: "none",
          resistance: "good",
          captainNotes: "ok\u202c",
        },
      ],
    };
    const r = tripSchema.safeParse(base);
    expect(r.success).toBe(false);
    expect(fieldErrorKeys(r.error!)).toEqual({
      yachtName: [message],
      homePort: [message],
      "visitedPorts.0.name": [message],
      "crewMembers.0.fullName": [message],
      "crewMembers.0.captainNotes": [message],
    });
    const fixed = tripSchema.safeParse({
      ...base,
      yachtName: "Zjawa",
      homePort: "Gdynia",
      visitedPorts: [{ name: "Visby" }],
      crewMembers: [{ ...base.crewMembers[0], fullName: "Anna 😀", captainNotes: "ok" }],
    });
    expect(fixed.success).toBe(true);
    expect(fixed.data?.captainNotes).toBe("Linia 1\nLinia 2\tz tabem");
  });

  it("in registration, the profile and the yacht", () => {
    const reg = registerSchema.safeParse({ name: `Jan${RLO}`, email: "a@b.pl", phone: "600100200", password: "12345678", passwordConfirmation: "12345678" });
    expect(fieldErrorKeys(reg.error!)).toEqual({ name: [message] });
    const profile = captainProfileSchema.safeParse({ firstName: "Jan", lastName: "K\u0000", phone: "600100200", licenseType: "pzz-jsm", licenseNumber: "1" });
    expect(fieldErrorKeys(profile.error!)).toEqual({ lastName: [message] });
    const yacht = yachtSchema.safeParse({
      name: "Dar\nPomorza",
      registrationNumber: "P1",
      homePort: "G",
      hullLength: "1",
      enginesCount: "1",
      enginePower: "1",
    });
    expect(fieldErrorKeys(yacht.error!)).toEqual({ name: [message] });
  });
});
