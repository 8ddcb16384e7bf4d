// Request and answer shapes of the REST routes that have no module schema of their own yet. Each is
// a zod schema so that the document is generated, never written by hand.
import { z } from "zod";
import { s, text, textIn } from "./fields.ts";

export const userSchema = z.object({ id: s, name: s, email: s, phone: z.string().nullable(), role: s, created_at: z.iso.datetime() }).meta({ id: "User" });
/** GET/POST /api/captain-profile's `captain_profile` (profile.rest.ts `profileJson` is typed against it). */
export const captainProfileSchema = z
  .object({
    first_name: s,
    last_name: s,
    email: s,
    phone: s,
    license_type: s,
    license_number: s,
    other_license: text,
    custom_license: text.describe("The same as other_license (the spec's older name)."),
    logo_path: text,
    logo_url: text,
    logo_width: z.number().int().nullable(),
    logo_height: z.number().int().nullable(),
    invoice: z
      .object({
        invoice_type: s.describe("person or company"),
        first_name: text,
        last_name: text,
        company_name: text,
        nip: text,
        address: text,
        postal_code: text,
        city: text,
      })
      .nullable(),
  })
  .meta({ id: "CaptainProfile" });

/** POST /api/captain-profile/logo's answer: where the stored logo is and its size (px). */
export const logoUploadSchema = z
  .object({
    success: z.literal(true),
    message: s,
    logo_path: s,
    logo_url: s,
    width: z.number().int(),
    height: z.number().int(),
    recommendation: s.optional().describe("Only for a logo that is not square: a square one looks best on the documents."),
  })
  .meta({ id: "LogoUpload" });

/** A Premium plan (GET /api/subscriptions/plans, /api/subscriptions); subscriptions.rest.ts `planJson` is typed against it. */
export const planSchema = z
  .object({ id: s, name: s, amount: s.describe("Decimal as text, e.g. 49.00"), currency: s, duration_days: z.number().int() })
  .meta({ id: "Plan", example: { id: "3b0c6f0e-6f7e-4c1b-9a3e-0d1c2b3a4f5e", name: "Premium roczny", amount: "49.00", currency: "PLN", duration_days: 365 } });
/** A subscription (GET /api/subscriptions `active_subscription`). */
export const subscriptionSchema = z
  .object({
    id: s,
    status: s,
    payment_provider: z.string().nullable(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    days_remaining: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Subscription" });
/** One entry of GET /api/subscriptions `subscription_history`. */
export const subscriptionHistorySchema = subscriptionSchema
  .extend({
    plan: planSchema.nullable(),
    payment: z
      .object({
        id: s,
        status: s,
        amount: s,
        currency: s,
        discount_percent: z.number().int().nullable(),
        paid_at: z.iso.datetime().nullable(),
        invoice: z.object({ id: s, number: s, pdf_url: s }).nullable(),
      })
      .nullable(),
    grants: z.array(z.object({ days: z.number().int(), reason: s, created_at: z.iso.datetime() })),
    discount_code: z.string().nullable(),
  })
  .meta({ id: "SubscriptionHistoryEntry" });
export const studentSchema = z
  .object({ id: s, first_name: s, last_name: s, email: s, phone: z.string().nullable(), created_at: z.iso.datetime() })
  .meta({ id: "Student" });
export const yachtSchema = z
  .object({
    id: s,
    name: s,
    registration_number: z.string().nullable(),
    home_port: z.string().nullable(),
    hull_length: s.describe("Decimal as text"),
    engines_count: z.number().int(),
    engine_power: s.describe("Decimal as text"),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Yacht" });

export const credentialsBody = z
  .object({ email: s, password: s, remember: z.union([z.boolean(), s]).nullish() })
  .meta({ id: "Credentials", example: { email: "anna@example.pl", password: "długie-hasło-2026", remember: true } });
export const registerBody = z
  .object({ name: s, email: s, phone: textIn, phone_register: textIn, password: s, password_confirmation: s })
  .meta({ id: "CaptainRegistration" });
export const studentRegisterBody = z
  .object({ first_name: s, last_name: s, email: s, phone: textIn, password: s, password_confirmation: s })
  .meta({ id: "StudentRegistration" });
export const emailBody = z.object({ email: s }).meta({ id: "EmailBody", example: { email: "anna@example.pl" } });
export const resetBody = z.object({ email: s, token: s, password: s, password_confirmation: s }).meta({ id: "PasswordReset" });
export const changePasswordBody = z.object({ current_password: textIn, new_password: textIn, new_password_confirmation: textIn }).meta({
  id: "PasswordChange",
  example: { current_password: "stare-haslo-1", new_password: "nowe-haslo-2026", new_password_confirmation: "nowe-haslo-2026" },
});
const numberIn = z.union([s, z.number()]).nullish().describe("A number, or its text (a decimal comma is fine)");
/** POST/PUT /api/yachts (camelCase names are taken too); yachts.rest.ts parses its body with it, the rules are the yacht form's. */
export const yachtBody = z
  .object({ name: textIn, registration_number: textIn, home_port: textIn, hull_length: numberIn, engines_count: numberIn, engine_power: numberIn })
  .meta({
    id: "YachtBody",
    example: { name: "Zawisza", registration_number: "POL-123", home_port: "Gdynia", hull_length: "12.5", engines_count: 1, engine_power: "40" },
  });
/** POST /api/subscriptions (subscriptions.rest.ts parses its body with it): the plan, the provider and the invoice data. */
export const subscribeBody = z
  .object({
    subscription_price_id: textIn.describe("The plan's id (GET /api/subscriptions/plans)"),
    plan_id: textIn.describe("The same as subscription_price_id"),
    payment_provider: textIn.describe("payu, stripe or test (GET paymentOptions)"),
    invoice_type: textIn.describe("person or company"),
    first_name: textIn,
    last_name: textIn,
    company_name: textIn,
    nip: textIn,
    address_street: textIn,
    address_postal_code: textIn,
    address_city: textIn,
  })
  .meta({ id: "SubscribeBody" });
/** POST /api/discount-codes/redeem (subscriptions.rest.ts parses its body with it). */
export const codeBody = z.object({ code: s }).meta({ id: "DiscountCodeBody", example: { code: "ZEGLUJ10" } });
/** POST /api/student/invitations/accept (students.rest.ts parses its body with it). */
export const invitationCodeBody = z.object({ code: s }).meta({ id: "InvitationCodeBody", example: { code: "K7M2QX9A" } });
export const fileBody = (field: string, description: string) => z.object({ [field]: z.string().meta({ format: "binary" }) }).meta({ description });

export const pdf: { description: string; contentType: string } = { description: "The PDF (attachment).", contentType: "application/pdf" };
