import { describe, expect, it } from "vitest";
import {
  decideEnrolmentSchema,
  emptyInvitationForm,
  emptyPlannedTripForm,
  enrolmentNotesSchema,
  invitationCodeSchema,
  invitationSchema,
  normalizeInvitationCode,
  plannedTripSchema,
} from "./students.ts";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("invitation code", () => {
  it.each([
    [" abcd efgh ", "ABCDEFGH"],
    ["ab\tcd-ef\u00a0gh", "ABCDEFGH"],
    ["K7M2P9QR", "K7M2P9QR"],
  ])("normalises %j → %s", (typed, code) => expect(normalizeInvitationCode(typed)).toBe(code));

  it("accepts 8 characters of the unambiguous alphabet only", () => {
    expect(invitationCodeSchema.parse({ code: " k7m2 p9qr " }).code).toBe("K7M2P9QR");
    for (const bad of ["K7M2P9Q", "K7M2P9QR2", "O0000000", "IIIIIIII", "K7M2P9Q!"]) {
      expect(issues(invitationCodeSchema.safeParse({ code: bad }))).toEqual({ code: "students.code.invalid" });
    }
    expect(issues(invitationCodeSchema.safeParse({ code: "   " }))).toEqual({ code: "students.code.required" });
    expect(issues(invitationCodeSchema.safeParse({}))).toEqual({ code: "students.code.required" });
  });
});

describe("invitationSchema", () => {
  it("turns the empty form into an unlimited, non-expiring active invitation once described", () => {
    expect(invitationSchema.parse({ ...emptyInvitationForm(), description: " Kurs " })).toEqual({
      description: "Kurs",
      expiresAt: null,
      usageLimit: null,
      isActive: true,
    });
  });
  it("takes the usage limit as a number or a string, at least 1", () => {
    expect(invitationSchema.parse({ description: "x", usageLimit: "12" }).usageLimit).toBe(12);
    expect(invitationSchema.parse({ description: "x", usageLimit: 3 }).usageLimit).toBe(3);
    expect(issues(invitationSchema.safeParse({ description: "x", usageLimit: 0 }))).toEqual({ usageLimit: "students.invitation.usageLimit.min" });
    expect(issues(invitationSchema.safeParse({ description: "x", usageLimit: "-5" }))).toEqual({ usageLimit: "students.invitation.usageLimit.min" });
    expect(issues(invitationSchema.safeParse({ description: "x", usageLimit: "2.5" }))).toEqual({ usageLimit: "validation.number.integer" });
  });
  it("checks the date and the text", () => {
    expect(invitationSchema.parse({ description: "x", expiresAt: "2026-12-31T10:00:00Z" }).expiresAt).toBe("2026-12-31");
    expect(issues(invitationSchema.safeParse({ description: "a\u202eb", expiresAt: "2026-13-01" }))).toEqual({
      description: "validation.text.controlChars",
      expiresAt: "validation.date.invalid",
    });
  });
});

describe("plannedTripSchema", () => {
  const trip = {
    ...emptyPlannedTripForm(),
    name: "Rejs",
    startDate: "2026-07-01",
    endDate: "2026-07-03",
    embarkationPort: "Gdynia",
    disembarkationPort: "Hel",
    yachtName: "Orion",
  };
  it("accepts the minimal trip: no limit, active, no yacht from the database", () => {
    expect(plannedTripSchema.parse(trip)).toMatchObject({ maxCrewMembers: null, isActive: true, yachtId: null, description: null, yachtType: "" });
  });
  it("refuses an end before the start, but not the same day", () => {
    expect(issues(plannedTripSchema.safeParse({ ...trip, endDate: "2026-06-30" }))).toEqual({ endDate: "students.trip.endDate.beforeStart" });
    expect(plannedTripSchema.safeParse({ ...trip, endDate: "2026-07-01" }).success).toBe(true);
  });
  it("wants max crew ≥ 1 or empty, and a yacht id that is a uuid", () => {
    expect(issues(plannedTripSchema.safeParse({ ...trip, maxCrewMembers: -1, yachtId: "abc" }))).toEqual({
      maxCrewMembers: "students.trip.maxCrew.min",
      yachtId: "students.trip.yacht.invalid",
    });
    expect(issues(plannedTripSchema.safeParse({ ...trip, maxCrewMembers: 101 }))).toEqual({ maxCrewMembers: "students.number.tooLarge" });
    expect(plannedTripSchema.parse({ ...trip, maxCrewMembers: "8" }).maxCrewMembers).toBe(8);
  });
  it("requires the names, dates and ports", () => {
    expect(Object.keys(issues(plannedTripSchema.safeParse(emptyPlannedTripForm()))).sort()).toEqual(
      ["disembarkationPort", "embarkationPort", "endDate", "name", "startDate", "yachtName"].sort(),
    );
  });
});

describe("notes and decisions", () => {
  it("keeps line breaks in notes, blank is none, refuses control characters and over 2000 characters", () => {
    expect(enrolmentNotesSchema.parse({ notes: " a\nb " }).notes).toBe("a\nb");
    expect(enrolmentNotesSchema.parse({ notes: "  " }).notes).toBeNull();
    expect(enrolmentNotesSchema.parse({}).notes).toBeNull();
    expect(issues(enrolmentNotesSchema.safeParse({ notes: "a\u0000" }))).toEqual({ notes: "validation.text.controlChars" });
    expect(issues(enrolmentNotesSchema.safeParse({ notes: "x".repeat(2001) }))).toEqual({ notes: "validation.tooLong" });
  });
  it("takes accepted / rejected in any case, or nothing", () => {
    expect(decideEnrolmentSchema.parse({ status: "ACCEPTED" }).status).toBe("accepted");
    expect(decideEnrolmentSchema.parse({ allowRejoin: true })).toEqual({ allowRejoin: true });
    expect(decideEnrolmentSchema.safeParse({ status: "pending" }).success).toBe(false);
  });
});
