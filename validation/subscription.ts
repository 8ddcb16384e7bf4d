// Premium: ordering a plan, redeeming a discount code, and the staff forms (grants, plans, codes).
// One schema per form, used by the web forms and by the API. Messages are keys of ./messages.ts.
import { z } from "zod";
import { email } from "./fields.ts";
import type { MessageKey } from "./messages.ts";
import { invoiceSchema } from "./profile.ts";
import { UUID } from "./uuid.ts";

const msg = (key: MessageKey) => ({ message: key });

export const grantPremiumSchema = z.object({
  email: email(),
  days: z
    .number({ message: "validation.days.range" })
    .int({ message: "validation.days.range" })
    .min(1, { message: "validation.days.range" })
    .max(3650, { message: "validation.days.range" }),
  reason: z.string(msg("subscriptions.grant.reason.required")).trim().min(1, msg("subscriptions.grant.reason.required")).max(500, msg("validation.tooLong")),
});

// ─── Ordering ───────────────────────────────────────────────────────────────────────────────────
const PAYMENT_PROVIDERS = ["payu", "stripe"] as const;

/** The order form (spec §7 POST /subscriptions): a plan, a payment method and the invoice data. */
export const orderSchema = z.object({
  planId: z.string(msg("subscriptions.order.choose")).trim().min(1, msg("subscriptions.order.choose")).regex(UUID, msg("subscriptions.order.planUnavailable")),
  paymentProvider: z.enum(PAYMENT_PROVIDERS, msg("subscriptions.order.choose")),
  invoice: invoiceSchema,
});
export type OrderData = z.output<typeof orderSchema>;

export const redeemCodeSchema = z.object({
  code: z
    .string(msg("subscriptions.discount.required"))
    .trim()
    .min(1, msg("subscriptions.discount.required"))
    .max(40, msg("subscriptions.discount.invalid"))
    .transform((v) => v.toUpperCase()),
});
export type RedeemCodeInput = z.input<typeof redeemCodeSchema>;

// ─── Money ──────────────────────────────────────────────────────────────────────────────────────
/** "49", "49.00" or "49,5" → 4900 / 4950 grosze; null when it is not an amount with at most 2 decimals. */
function parseAmount(value: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** 4900 → "49.00" (the REST and GraphQL form of an amount). */
export const amountString = (grosze: number) => `${Math.trunc(grosze / 100)}.${String(Math.abs(grosze) % 100).padStart(2, "0")}`;

// ─── Staff: plans ───────────────────────────────────────────────────────────────────────────────
const intIn = (min: number, max: number, key: MessageKey) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg(key)));

export const planSchema = z.object({
  name: z.string(msg("subscriptions.plan.name.required")).trim().min(1, msg("subscriptions.plan.name.required")).max(100, msg("validation.tooLong")),
  amount: z
    .string(msg("subscriptions.plan.amount.invalid"))
    .refine((v) => {
      const grosze = parseAmount(v);
      return grosze !== null && grosze >= 100 && grosze <= 10_000_000;
    }, msg("subscriptions.plan.amount.invalid"))
    .transform((v) => parseAmount(v) ?? 0),
  durationDays: intIn(1, 3650, "subscriptions.plan.duration.range"),
  sortOrder: intIn(0, 1000, "subscriptions.plan.sortOrder.invalid").optional().default(0),
  active: z.boolean().optional().default(true),
});

// ─── Staff: discount codes ──────────────────────────────────────────────────────────────────────
const DISCOUNT_KINDS = ["FREE_DAYS", "PERCENT"] as const;

export const discountCodeSchema = z
  .object({
    code: z
      .string(msg("subscriptions.discount.code.invalid"))
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, msg("subscriptions.discount.code.invalid"))
      .transform((v) => v.toUpperCase()),
    kind: z.enum(DISCOUNT_KINDS, msg("subscriptions.discount.kind.invalid")),
    value: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
      z.number(msg("subscriptions.discount.days.range")).int(msg("subscriptions.discount.days.range")),
    ),
    maxUses: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" ? Number(v) : v),
      z
        .number(msg("subscriptions.discount.maxUses.range"))
        .int(msg("subscriptions.discount.maxUses.range"))
        .min(1, msg("subscriptions.discount.maxUses.range"))
        .max(100_000, msg("subscriptions.discount.maxUses.range"))
        .nullable(),
    ),
    /** YYYY-MM-DD (valid through that day, Polish time) or an ISO date-time; empty = never. */
    expiresAt: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : v),
      z
        .string(msg("subscriptions.discount.expiresAt.invalid"))
        .refine((v) => !Number.isNaN(Date.parse(v)), msg("subscriptions.discount.expiresAt.invalid"))
        .nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "FREE_DAYS" && (v.value < 1 || v.value > 3650)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "subscriptions.discount.days.range" });
    }
    if (v.kind === "PERCENT" && (v.value < 1 || v.value > 99)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "subscriptions.discount.percent.range" });
    }
  });

/** The end of a code's validity: a bare date means through that whole day in Poland. */
export function discountExpiry(value: string | null): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // 23:59:59.999 in Warsaw: try both offsets (CET +1, CEST +2) and keep the one that is that day.
    for (const offset of ["+02:00", "+01:00"]) {
      const d = new Date(`${value}T23:59:59.999${offset}`);
      const local = new Intl.DateTimeFormat("en-CA", {
        timeZone: "Europe/Warsaw",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      }).format(d);
      if (local.startsWith(value) && local.endsWith("23")) return d;
    }
  }
  return new Date(value);
}
