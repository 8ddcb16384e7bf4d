// GraphQL: the captain's Premium status, and staff granting complimentary Premium.
import { builder } from "../../graphql/builder.ts";
import type { SubscriptionInfo } from "./subscriptions.service.ts";

const SubscriptionStatusEnum = builder.enumType("SubscriptionStatus", { values: ["active", "pending", "cancelled", "expired"] as const });
const PaymentProviderEnum = builder.enumType("PaymentProvider", { values: ["payu", "stripe", "staff", "discount"] as const });

const SubscriptionType = builder.objectRef<SubscriptionInfo>("PremiumSubscription").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (s) => s.status }),
    provider: t.field({ type: PaymentProviderEnum, resolve: (s) => s.provider }),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    daysRemaining: t.exposeInt("daysRemaining", { description: "Whole days left, rounded up; 0 once ended." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  hasPremium: t.boolean({
    description: "True when the signed-in captain has an active subscription that has not ended; false for anyone else.",
    resolve: (_root, _args, ctx) =>
      ctx.viewer.kind === "user" && ctx.viewer.user.role === "captain" ? ctx.services.subscriptions.hasPremium(ctx.viewer.user.id) : false,
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
    description: "All of the signed-in captain's subscriptions, newest first.",
    resolve: (_root, _args, ctx) => (ctx.viewer.kind === "user" ? ctx.services.subscriptions.history(ctx.viewer.user.id) : []),
  }),
}));

builder.mutationFields((t) => ({
  grantPremium: t.field({
    type: SubscriptionType,
    authScopes: { staff: true },
    description: "Staff: complimentary Premium for `days` (1–3650): extends the captain's active staff grant or starts one.",
    args: { email: t.arg.string({ required: true }), days: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.subscriptions.grant(args),
  }),
}));
