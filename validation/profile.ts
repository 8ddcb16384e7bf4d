// The captain profile, its invoice data and the password change (product spec §3 "Captain profile",
// §5 "Profile", "Invoice", "Password change", "Logo"). One schema per form; the profile page and the
// API both parse with these. Messages are keys of ./messages.ts.
import { z } from "zod";
import { newPassword, password, passwordConfirmation, phone, plainText, requiredText } from "./fields.ts";
import type { MessageKey } from "./messages.ts";
import { LICENSE_VALUES, OTHER } from "./trip-options.ts";

const msg = (key: MessageKey) => ({ message: key });
const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

// ─── Logo ───────────────────────────────────────────────────────────────────────────────────────
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIN_SIDE = 400;
export const LOGO_FORMATS = ["png", "jpeg", "webp"] as const;

// ─── Invoice data ───────────────────────────────────────────────────────────────────────────────
const INVOICE_TYPES = ["individual", "company"] as const;
type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The subscription order's words for the same choice (spec §7 POST /subscriptions). */
const INVOICE_TYPE_ALIASES: Record<string, InvoiceType> = { osoba_fizyczna: "individual", osoba_prawna: "company" };

/** True for a Polish NIP: 10 digits (dashes and spaces allowed) with a valid mod-11 check digit. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

const POSTAL_CODE = /^\d{2}-\d{3}$/;

const text = (max = 255) =>
  z.preprocess(
    (v) => (blank(v) ? "" : v),
    z
      .string()
      .trim()
      .max(max, msg("validation.tooLong"))
      .refine(...plainText()),
  );

export const invoiceSchema = z
  .object({
    invoiceType: z.preprocess(
      (v) => (typeof v === "string" ? (INVOICE_TYPE_ALIASES[v] ?? v) : blank(v) ? "" : v),
      z
        .string()
        .min(1, msg("validation.invoice.type.required"))
        .pipe(z.enum(INVOICE_TYPES, msg("validation.option.invalid"))),
    ),
    firstName: text(100),
    lastName: text(100),
    companyName: text(),
    nip: text(20),
    address: text(),
    postalCode: text(10),
    city: text(100),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, key: MessageKey) => {
      if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: key });
    };
    need("firstName", "validation.firstName.required");
    need("lastName", "validation.lastName.required");
    need("address", "validation.invoice.address.required");
    need("postalCode", "validation.invoice.postalCode.required");
    need("city", "validation.invoice.city.required");
    if (v.postalCode && !POSTAL_CODE.test(v.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "validation.invoice.postalCode.invalid" });
    }
    if (v.invoiceType === "company") {
      need("companyName", "validation.invoice.companyName.required");
      need("nip", "validation.invoice.nip.required");
      if (v.nip && !isValidNip(v.nip)) ctx.addIssue({ code: "custom", path: ["nip"], message: "validation.invoice.nip.invalid" });
    }
  })
  // A person's invoice keeps no company fields; a NIP is stored as its 10 digits.
  .transform((v) => (v.invoiceType === "company" ? { ...v, nip: v.nip.replace(/[\s-]/g, "") } : { ...v, companyName: "", nip: "" }));
export type InvoiceData = z.output<typeof invoiceSchema>;

// ─── Captain profile ────────────────────────────────────────────────────────────────────────────
const licenseChoice = z.preprocess(
  (v) => (blank(v) ? "" : v),
  z
    .string(msg("validation.trip.licenseType.required"))
    .min(1, msg("validation.trip.licenseType.required"))
    .pipe(z.enum(LICENSE_VALUES, msg("validation.option.invalid"))),
);

/**
 * The profile form. The e-mail is the account's and is not part of it (an `email` sent along is
 * dropped). With licence `_other` the custom licence text is required and, when saved, replaces the
 * type: `licenseType` becomes that text and `otherLicense` keeps it, so the form can show `_other`
 * again. `invoice`: absent = unchanged, null = removed.
 */
export const captainProfileSchema = z
  .object({
    firstName: requiredText("validation.firstName.required", 100),
    lastName: requiredText("validation.lastName.required", 100),
    phone: phone(),
    licenseType: licenseChoice,
    licenseNumber: requiredText("validation.trip.licenseNumber.required", 100),
    otherLicense: text(),
    invoice: invoiceSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.licenseType === OTHER && !v.otherLicense) {
      ctx.addIssue({ code: "custom", path: ["otherLicense"], message: "validation.profile.otherLicense.required" });
    }
  })
  .transform((v) => ({
    ...v,
    licenseType: v.licenseType === OTHER ? v.otherLicense : v.licenseType,
    otherLicense: v.licenseType === OTHER ? v.otherLicense : null,
  }));

/** The form's licence select value of a saved profile: a custom licence shows as `_other`. */
export function profileLicenseChoice(p: { licenseType: string; otherLicense: string | null }) {
  return p.otherLicense ? { licenseType: OTHER, otherLicense: p.otherLicense } : { licenseType: p.licenseType, otherLicense: "" };
}

// ─── Password change ────────────────────────────────────────────────────────────────────────────
export const changePasswordSchema = z
  .object({
    currentPassword: password(),
    newPassword: newPassword(),
    newPasswordConfirmation: passwordConfirmation(),
  })
  .superRefine((v, ctx) => {
    if (v.newPasswordConfirmation && v.newPassword !== v.newPasswordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["newPasswordConfirmation"], message: "validation.passwordConfirmation.mismatch" });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
