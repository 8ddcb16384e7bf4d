import { describe, expect, it } from "vitest";
import { captainProfileSchema, changePasswordSchema, invoiceSchema, isValidNip, profileLicenseChoice } from "./profile.ts";

describe("isValidNip", () => {
  it.each([
    ["5260001246", true],
    ["526-000-12-46", true],
    ["526 000 12 46", true],
    ["5260001245", false],
    ["526000124", false],
    ["abcdefghij", false],
    ["1234567890", false],
  ])("%s → %s", (nip, valid) => expect(isValidNip(nip)).toBe(valid));
});

describe("invoiceSchema", () => {
  const base = { invoiceType: "individual", firstName: "A", lastName: "B", address: "C 1", postalCode: "00-001", city: "D" };
  it("accepts the order's words osoba_fizyczna / osoba_prawna", () => {
    expect(invoiceSchema.parse({ ...base, invoiceType: "osoba_fizyczna" }).invoiceType).toBe("individual");
    expect(invoiceSchema.safeParse({ ...base, invoiceType: "osoba_prawna" }).success).toBe(false);
  });
  it("requires a kind", () => {
    expect(invoiceSchema.safeParse({ ...base, invoiceType: "" }).error?.issues[0]?.message).toBe("validation.invoice.type.required");
  });
});

describe("captainProfileSchema", () => {
  const profile = { firstName: "A", lastName: "B", phone: "+48 600 000 000", licenseType: "_other", licenseNumber: "1", otherLicense: "Custom" };
  it("replaces `_other` by the custom text, and the form maps it back", () => {
    const saved = captainProfileSchema.parse({ ...profile, email: "x@y.z" });
    expect(saved).toMatchObject({ licenseType: "Custom", otherLicense: "Custom" });
    expect(saved).not.toHaveProperty("email");
    expect(profileLicenseChoice(saved)).toEqual({ licenseType: "_other", otherLicense: "Custom" });
    expect(profileLicenseChoice({ licenseType: "pzz-jsm", otherLicense: null })).toEqual({ licenseType: "pzz-jsm", otherLicense: "" });
  });
});

describe("changePasswordSchema", () => {
  it("says 'mismatch' on the confirmation", () => {
    const r = changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "abcdefgh", newPasswordConfirmation: "abcdefgi" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["newPasswordConfirmation", "validation.passwordConfirmation.mismatch"]]);
  });
});
