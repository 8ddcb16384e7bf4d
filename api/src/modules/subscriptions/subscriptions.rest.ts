// REST shim of spec §7: GET /api/subscriptions (plans and payments come with a later issue).
import { UnauthenticatedError } from "../../errors.ts";
import { json } from "../../http/respond.ts";
import type { RestRouter } from "../../http/rest-context.ts";
import type { SubscriptionInfo } from "./subscriptions.service.ts";

const subscriptionJson = (s: SubscriptionInfo) => ({
  id: s.id,
  status: s.status,
  payment_provider: s.provider,
  starts_at: s.startsAt.toISOString(),
  ends_at: s.endsAt.toISOString(),
  days_remaining: s.daysRemaining,
  created_at: s.createdAt.toISOString(),
});

export function registerSubscriptionRoutes(router: RestRouter) {
  router.on("GET", "/api/subscriptions", async (_req, _p, ctx) => {
    if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
    const { subscriptions } = ctx.services;
    const [active, history] = await Promise.all([subscriptions.active(ctx.viewer.user.id), subscriptions.history(ctx.viewer.user.id)]);
    return json({
      success: true,
      active_subscription: active ? subscriptionJson(active) : null,
      available_plans: [],
      subscription_history: history.map(subscriptionJson),
    });
  });
}
