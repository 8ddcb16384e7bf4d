// GraphQL: ordering Premium, the order's status (for /payment/success), the test payment page and
// discount codes — the same services as the REST shim (spec §7).
import { builder } from "../../graphql/builder.ts";
import { MessagePayload, invoiceInput } from "../../graphql/common.ts";
import type { Context } from "../../graphql/context.ts";
import { translate } from "../../../../validation/messages.ts";
import { amountString } from "../../../../validation/subscription.ts";
import { PaymentType, type PaymentRow } from "./payments.types.ts";
import { PlanType, SubscriptionType } from "./subscriptions.schema.ts";

function captain(ctx: Context) {
  if (ctx.viewer.kind !== "user") throw new Error("unreachable: captain scope");
  return ctx.viewer.user;
}

const OrderPayload = builder.objectRef<{ subscriptionId: string; redirectUrl: string; message: string }>("OrderPayload").implement({
  fields: (t) => ({
    subscriptionId: t.exposeID("subscriptionId"),
    redirectUrl: t.exposeString("redirectUrl", { description: "Where the browser goes to pay." }),
    message: t.exposeString("message"),
  }),
});

type OrderView = Awaited<ReturnType<Context["services"]["orders"]["mine"]>>;
const OrderType = builder.objectRef<OrderView>("Order").implement({
  description: "A captain's order: its subscription (active once paid) and payment.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The subscription id." }),
    subscription: t.field({ type: SubscriptionType, resolve: (o, _a, ctx) => ({ ...o, daysRemaining: ctx.services.subscriptions.daysRemaining(o) }) }),
    payment: t.field({ type: PaymentType, resolve: (o) => o.payment as PaymentRow }),
    plan: t.field({ type: PlanType, nullable: true, resolve: (o) => o.plan }),
  }),
});

const PaymentOptions = builder.objectRef<{ payu: boolean; stripe: boolean; test: boolean }>("PaymentOptions").implement({
  description: "Payment methods on offer: PayU (replaced by the app's test payment page when no PayU account is configured), Stripe when configured.",
  fields: (t) => ({ payu: t.exposeBoolean("payu"), stripe: t.exposeBoolean("stripe"), test: t.exposeBoolean("test") }),
});

const PendingDiscount = builder.objectRef<{ code: string; percent: number }>("PendingDiscount").implement({
  fields: (t) => ({ code: t.exposeString("code"), percent: t.exposeInt("percent") }),
});

type TestPaymentView = Awaited<ReturnType<Context["services"]["orders"]["testPayment"]>>;
const TestPaymentType = builder.objectRef<TestPaymentView>("TestPayment").implement({
  description: "An order waiting on the app's test payment page (no money is taken).",
  fields: (t) => ({
    id: t.exposeID("id"),
    subscriptionId: t.exposeID("subscriptionId"),
    status: t.string({ resolve: (p) => p.status }),
    amount: t.string({ resolve: (p) => amountString(p.amountGrosze) }),
    currency: t.exposeString("currency"),
    plan: t.field({ type: PlanType, resolve: (p) => p.plan }),
  }),
});

const InvoiceInput = invoiceInput("OrderInvoiceInput", "individual | company (also osoba_fizyczna | osoba_prawna)");
const OrderInput = builder.inputType("OrderInput", {
  fields: (t) => ({
    planId: t.string({ required: true }),
    paymentProvider: t.string({ required: true, description: "payu | stripe" }),
    invoice: t.field({ type: InvoiceInput, required: true }),
  }),
});
const TestOutcome = builder.enumType("TestPaymentOutcome", { values: ["CONFIRM", "CANCEL"] as const });

builder.queryFields((t) => ({
  paymentOptions: t.field({ type: PaymentOptions, resolve: (_r, _a, ctx) => ctx.services.orders.providers() }),
  myOrder: t.field({
    type: OrderType,
    authScopes: { captain: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.orders.mine(captain(ctx).id, String(id)),
  }),
  myPendingDiscount: t.field({
    type: PendingDiscount,
    nullable: true,
    authScopes: { captain: true },
    description: "A PERCENT code redeemed and waiting for the next order.",
    resolve: (_r, _a, ctx) => ctx.services.discounts.pendingPercent(captain(ctx).id),
  }),
  testPayment: t.field({
    type: TestPaymentType,
    authScopes: { captain: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.orders.testPayment(captain(ctx).id, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createOrder: t.field({
    type: OrderPayload,
    authScopes: { captain: true },
    description: "Orders a plan: a pending subscription and its payment; the browser then goes to redirectUrl to pay.",
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const order = await ctx.services.orders.place(captain(ctx), input, { ip: ctx.ip, lang: ctx.lang });
      return { subscriptionId: order.subscriptionId, redirectUrl: order.redirectUrl, message: translate(ctx.lang, "subscriptions.order.created") };
    },
  }),
  completeTestPayment: t.field({
    type: OrderType,
    authScopes: { captain: true },
    description: "The test payment page's buttons: a signed PayU-format notification (COMPLETED or CANCELED) through the PayU handler.",
    args: { id: t.arg.id({ required: true }), outcome: t.arg({ type: TestOutcome, required: true }) },
    resolve: (_r, { id, outcome }, ctx) =>
      ctx.services.orders.completeTestPayment(captain(ctx).id, String(id), outcome === "CONFIRM" ? "COMPLETED" : "CANCELED"),
  }),
  redeemDiscountCode: t.field({
    type: MessagePayload,
    authScopes: { captain: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_r, { code }, ctx) => {
      const result = await ctx.services.discounts.redeem(captain(ctx).id, { code });
      return { success: true, message: translate(ctx.lang, result.messageKey, result.values) };
    },
  }),
}));
