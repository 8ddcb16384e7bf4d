// Accounts, profile, yachts, sea time, subscriptions and payments.
import { z } from "zod";
import type { Operations } from "../operation.ts";
import {
  captainProfileSchema,
  changePasswordBody,
  planSchema,
  subscriptionHistorySchema,
  subscriptionSchema,
  codeBody,
  credentialsBody,
  emailBody,
  fileBody,
  pdf,
  registerBody,
  resetBody,
  studentRegisterBody,
  studentSchema,
  subscribeBody,
  userSchema,
  yachtBody,
  yachtSchema,
  logoUploadSchema,
} from "../schemas.ts";
import { restMarksAnswerSchema, restMarksBodySchema, restSeaTimeSchema } from "../../modules/seatime/seatime.rest-schema.ts";
import { restProfileBodySchema } from "../../modules/profile/profile.rest-schema.ts";
import { payuNotificationSchema, stripeEventSchema } from "../../modules/subscriptions/payments.rest-schema.ts";
import { answer, done, group, jsonBody, multipart, type GroupedOperation } from "./helpers.ts";

const t = z.literal(true);
const withToken = (key: "user" | "student", schema: z.ZodType) => z.object({ success: t, message: z.string(), [key]: schema, token: z.string() });
const yachtAnswer = z.object({ success: t, message: z.string().optional(), data: yachtSchema });
/** What a payment provider's notification did, as both providers' routes answer it. */
const outcome = z
  .enum(["activated", "cancelled", "recorded", "ignored", "replay"])
  .describe("What the notification did (replay: already handled, nothing changed).");
const yachtList = z.object({ success: t, data: z.array(yachtSchema), total: z.number().int().optional() });

/**
 * The four public calls of one kind of account (captains under /api/auth, students under
 * /api/student): register, log in, mail a reset link and reset, with the same bodies (but the
 * registration), answers (with the account's own object) and errors; only the summaries differ.
 */
const signInCalls = (
  base: string,
  session: z.ZodType,
  register: z.ZodType,
  summary: { register: string; login: string; forgot: string; reset: string },
): Record<string, GroupedOperation> => ({
  [`POST ${base}/register`]: {
    summary: summary.register,
    body: jsonBody(register),
    ok: { 201: answer("Created and logged in.", session) },
    errors: [400, 409, 422],
  },
  [`POST ${base}/login`]: {
    summary: summary.login,
    body: jsonBody(credentialsBody),
    ok: { 200: answer("The session token.", session) },
    errors: [400, 401, 422],
  },
  [`POST ${base}/forgot-password`]: {
    summary: summary.forgot,
    body: jsonBody(emailBody),
    ok: { 200: done("Sent if the account exists.") },
    errors: [400, 422],
  },
  [`POST ${base}/reset-password`]: {
    summary: summary.reset,
    body: jsonBody(resetBody),
    ok: { 200: done("Reset.") },
    errors: [400, 422],
  },
});

export const accountOperations: Operations = {
  ...group("auth", "public", {
    ...signInCalls("/api/auth", withToken("user", userSchema), registerBody, {
      register: "Create a captain account",
      login: "Log in as a captain",
      forgot: "Mail a password reset link",
      reset: "Set a new password with the mailed token",
    }),
    ...signInCalls("/api/student", withToken("student", studentSchema), studentRegisterBody, {
      register: "Create a student account",
      login: "Log in as a student",
      forgot: "Mail a student's password reset link",
      reset: "Set a student's new password",
    }),
  }),
  ...group("auth", "captain", {
    "POST /api/auth/logout": { summary: "End the session", ok: { 200: done("Logged out.") }, errors: [401, 403] },
    "GET /api/auth/user": {
      summary: "Who the token belongs to",
      ok: { 200: answer("The user.", z.object({ success: t, user: userSchema })) },
      errors: [401],
    },
  }),
  ...group("auth", "student", {
    "POST /api/student/logout": { summary: "End the student's session", ok: { 200: done("Logged out.") }, errors: [401] },
  }),
  ...group("student", "student", {
    "GET /api/student/profile": {
      summary: "The student's own profile",
      ok: { 200: answer("The student.", z.object({ success: t, student: studentSchema })) },
      errors: [401],
    },
  }),
  ...group("profile", "captain", {
    "GET /api/captain-profile": {
      summary: "The captain's profile",
      ok: { 200: answer("The profile (null before the first save).", z.object({ success: t, captain_profile: captainProfileSchema.nullable() })) },
      errors: [401, 403],
    },
    "POST /api/captain-profile": {
      summary: "Save the captain's profile",
      body: jsonBody(restProfileBodySchema),
      ok: { 200: answer("Saved.", z.object({ success: t, message: z.string(), captain_profile: captainProfileSchema })) },
      errors: [400, 401, 403, 422],
    },
    "POST /api/captain-profile/logo": {
      summary: "Upload the logo (PNG, JPEG or WebP)",
      body: multipart(fileBody("logo", "The image.")),
      ok: { 200: answer("Stored.", logoUploadSchema) },
      errors: [400, 401, 403, 413, 422],
    },
    "GET /api/captain-profile/logo": {
      summary: "The logo image",
      ok: { 200: { description: "The image.", contentType: "image/*" } },
      errors: [401, 403, 404],
    },
    "DELETE /api/captain-profile/logo": { summary: "Remove the logo", ok: { 200: done("Removed.") }, errors: [401, 403] },
    "POST /api/captain-profile/change-password": {
      summary: "Change the password (session only)",
      body: jsonBody(changePasswordBody),
      ok: { 200: done("Changed.") },
      errors: [400, 401, 403, 422],
    },
  }),
  ...group("yachts", "captain", {
    "GET /api/yachts": {
      summary: "List the yachts",
      query: z.object({ search: z.string().optional() }),
      ok: { 200: answer("The yachts.", yachtList) },
      errors: [401, 403],
    },
    "GET /api/yachts/search": {
      summary: "Yachts whose name starts with a term",
      query: z.object({ term: z.string().optional() }),
      ok: { 200: answer("The yachts.", yachtList) },
      errors: [401, 403],
    },
    "POST /api/yachts": {
      summary: "Add a yacht",
      body: jsonBody(yachtBody),
      ok: { 201: answer("Created.", yachtAnswer) },
      errors: [400, 401, 403, 422],
    },
    "GET /api/yachts/:id": { summary: "Read a yacht", ok: { 200: answer("The yacht.", yachtAnswer) }, errors: [401, 403, 404] },
    "PUT /api/yachts/:id": {
      summary: "Save a yacht",
      body: jsonBody(yachtBody),
      ok: { 200: answer("Saved.", yachtAnswer) },
      errors: [400, 401, 403, 404, 422],
    },
    "DELETE /api/yachts/:id": { summary: "Delete a yacht", ok: { 200: done("Deleted.") }, errors: [401, 403, 404] },
  }),
  ...group("seatime", "captain", {
    "GET /api/sea-time": {
      summary: "Sea time totals",
      query: z.object({
        year: z.string().optional().describe("Repeatable"),
        yacht: z.string().optional(),
        status: z.string().optional().describe("Repeatable"),
      }),
      ok: { 200: answer("The totals, per year, licence progress, the counted trips and what the filters can choose.", restSeaTimeSchema) },
      errors: [401, 403, 422],
    },
    "GET /api/sea-time/statement-pdf": {
      summary: "The sea time statement",
      query: z.object({ lang: z.enum(["pl", "en"]).optional(), year: z.string().optional(), yacht: z.string().optional() }),
      ok: { 200: pdf },
      errors: [401, 403, 422],
    },
    "PUT /api/sea-time/marks/:tripId": {
      summary: "Mark a trip as counted or not",
      body: jsonBody(restMarksBodySchema),
      ok: { 200: answer("Saved; the trip's marks as stored.", restMarksAnswerSchema) },
      errors: [400, 401, 403, 404, 422],
    },
  }),
  ...group("subscriptions", "captain", {
    "GET /api/subscriptions": {
      summary: "The captain's subscription and invoices",
      ok: {
        200: answer(
          "The active subscription, the plans on offer and the history with payments and invoices.",
          z.object({
            success: t,
            active_subscription: subscriptionSchema.nullable(),
            available_plans: z.array(planSchema),
            subscription_history: z.array(subscriptionHistorySchema),
            message: z.string(),
          }),
        ),
      },
      errors: [401, 403],
    },
    "POST /api/subscriptions": {
      summary: "Start a Premium payment",
      body: jsonBody(subscribeBody),
      ok: {
        201: answer(
          "The order: the payment page to send the captain to.",
          z.object({
            success: t,
            redirect_url: z.string(),
            redirectUrl: z.string().describe("The same as redirect_url (older clients)."),
            subscription_id: z.string(),
            message: z.string(),
          }),
        ),
      },
      errors: [400, 401, 403, 409, 422],
    },
    "POST /api/discount-codes/redeem": {
      summary: "Redeem a discount code",
      body: jsonBody(codeBody),
      ok: { 200: done("Redeemed; the message says what it gave.") },
      errors: [400, 401, 403, 404, 409, 422],
    },
    "GET /api/invoices/:id/pdf": { summary: "An invoice", ok: { 200: pdf }, errors: [401, 403, 404] },
  }),
  ...group("subscriptions", "public", {
    "GET /api/subscriptions/plans": {
      summary: "The Premium plans and prices",
      ok: { 200: answer("The plans.", z.object({ success: t, plans: z.array(planSchema) })) },
      errors: [],
    },
  }),
  ...group("payments", "signed", {
    "POST /api/payments/payu/notify": {
      summary: "PayU notification (signature header checked)",
      body: jsonBody(payuNotificationSchema),
      ok: { 200: answer("Accepted (also a replay).", z.object({ success: t, outcome })) },
      errors: [401],
    },
    "POST /api/payments/stripe/webhook": {
      summary: "Stripe webhook (signature header checked)",
      body: jsonBody(stripeEventSchema),
      ok: { 200: answer("Accepted (also a replay).", z.object({ success: t, received: t, outcome })) },
      errors: [401],
    },
  }),
};
