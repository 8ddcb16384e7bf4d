// GraphQL: the captain's Premium status and history, plans, and staff granting Premium with a reason.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import type { Plan } from "../../generated/prisma/client.ts";
import { amountString } from "../../../../validation/subscription.ts";
import type { SubscriptionDetail, SubscriptionInfo } from "./subscriptions.service.ts";
import { InvoiceType, PaymentType, type PaymentRow } from "./payments.types.ts";

const SubscriptionStatusEnum = builder.enumType("SubscriptionStatus", { values: ["active", "pending", "cancelled", "expired"] as const });
const PaymentProviderEnum = builder.enumType("PaymentProvider", {
  values: ["payu", "stripe", "staff", "discount", "test"] as const,
  description: "payu/stripe: paid; test: the app's own test payment page (no provider configured); staff: granted by the office; discount: a FREE_DAYS code.",
});

export const PlanType = builder.objectRef<Plan>("Plan").implement({
  description: "A plan a captain can buy. Prices are gross, in PLN.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    amount: t.string({ description: "Two decimals, e.g. '49.00'.", resolve: (p) => amountString(p.amountGrosze) }),
    amountGrosze: t.exposeInt("amountGrosze", { description: "4900 = 49.00 PLN." }),
    currency: t.exposeString("currency"),
    durationDays: t.exposeInt("durationDays"),
    active: t.exposeBoolean("active"),
    sortOrder: t.exposeInt("sortOrder"),
  }),
});

const GrantType = builder.objectRef<SubscriptionDetail["grants"][number]>("PremiumGrant").implement({
  description: "Staff granting or extending Premium, with the reason.",
  fields: (t) => ({
    id: t.exposeID("id"),
    days: t.exposeInt("days"),
    reason: t.exposeString("reason"),
    staffName: t.string({ nullable: true, resolve: (g) => g.staff?.name ?? null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type AnySubscription = SubscriptionInfo | SubscriptionDetail;

/** The subscription's details: included by history(), loaded for a single status query. */
async function detailOf(s: AnySubscription, ctx: Context): Promise<SubscriptionDetail> {
  if ("grants" in s) return s;
  const found = (await ctx.services.subscriptions.history(s.userId)).find((d) => d.id === s.id);
  if (!found) throw new Error(`subscription ${s.id} is missing from its owner's history`);
  return found;
}

export const SubscriptionType = builder.objectRef<AnySubscription>("PremiumSubscription").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (s) => s.status }),
    provider: t.field({ type: PaymentProviderEnum, resolve: (s) => s.provider }),
    startsAt: t.expose("startsAt", { type: "DateTime", description: "For a pending order: provisional, set when it is paid." }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    daysRemaining: t.exposeInt("daysRemaining", { description: "Whole days left, rounded up; 0 once ended." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    plan: t.field({ type: PlanType, nullable: true, resolve: async (s, _a, ctx) => (await detailOf(s, ctx)).plan }),
    payment: t.field({ type: PaymentType, nullable: true, resolve: async (s, _a, ctx) => (await detailOf(s, ctx)).payment as PaymentRow | null }),
    invoice: t.field({ type: InvoiceType, nullable: true, resolve: async (s, _a, ctx) => (await detailOf(s, ctx)).payment?.invoice ?? null }),
    grants: t.field({ type: [GrantType], resolve: async (s, _a, ctx) => (await detailOf(s, ctx)).grants }),
    discountCode: t.string({
      nullable: true,
      description: "The discount code that gave this access (FREE_DAYS) or lowered its price (PERCENT).",
      resolve: async (s, _a, ctx) => {
        const d = await detailOf(s, ctx);
        return d.redemptions[0]?.code.code ?? null;
      },
    }),
  }),
});

builder.queryFields((t) => ({
  hasPremium: t.boolean({
    description: "True when the signed-in captain has an active subscription that has not ended; false for anyone else.",
    resolve: (_root, _args, ctx) =>
      ctx.viewer.kind === "user" && ctx.viewer.user.role === "captain"
        ? ctx.services.subscriptions.hasPremiumOf({ id: ctx.viewer.user.id, premium: ctx.viewer.premium })
        : false,
  }),
  mySubscription: t.field({
    type: SubscriptionType,
    nullable: true,
    description: "The signed-in captain's active subscription (the one lasting longest), or null.",
    resolve: (_root, _args, ctx) => (ctx.viewer.kind === "user" ? ctx.services.subscriptions.active(ctx.viewer.user.id) : null),
  }),
  mySubscriptions: t.field({
    type: [SubscriptionType],
    authScopes: { captain: true },
    description: "All of the signed-in captain's subscriptions and orders, newest first (the history).",
    resolve: (_root, _args, ctx) => (ctx.viewer.kind === "user" ? ctx.services.subscriptions.history(ctx.viewer.user.id) : []),
  }),
  plans: t.field({
    type: [PlanType],
    description: "The plans on sale (public).",
    resolve: (_root, _args, ctx) => ctx.services.plans.active(),
  }),
  allPlans: t.field({
    type: [PlanType],
    authScopes: { staff: true },
    description: "Staff: every plan, deactivated ones included.",
    resolve: (_root, _args, ctx) => ctx.services.plans.all(),
  }),
}));

const PlanInput = builder.inputType("PlanInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    amount: t.string({ required: true, description: "Gross price in PLN, e.g. '49.00'." }),
    durationDays: t.int({ required: true }),
    sortOrder: t.int(),
    active: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  grantPremium: t.field({
    type: SubscriptionType,
    authScopes: { staff: true },
    description: "Staff: complimentary Premium for `days` (1–3650) with a reason: extends the captain's active staff grant or starts one.",
    args: { email: t.arg.string({ required: true }), days: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.subscriptions.grant(args, ctx.viewer.kind === "user" ? ctx.viewer.user.id : null),
  }),
  createPlan: t.field({
    type: PlanType,
    authScopes: { staff: true },
    args: { input: t.arg({ type: PlanInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.plans.create(input),
  }),
  updatePlan: t.field({
    type: PlanType,
    authScopes: { staff: true },
    description: "Staff: edits a plan. Orders already placed keep the amount they were placed for.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => ctx.services.plans.update(String(id), input),
  }),
  setPlanActive: t.field({
    type: PlanType,
    authScopes: { staff: true },
    description: "Staff: takes a plan off sale (or back). Plans are never deleted: orders keep referring to them.",
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, active }, ctx) => ctx.services.plans.setActive(String(id), active),
  }),
}));
