// Provider callbacks: POST /api/payments/payu/notify (OpenPayU-Signature) and
// POST /api/payments/stripe/webhook (Stripe-Signature). The raw body is read with a 64 kB bound and
// verified before it is parsed; forged → 401, valid → 200, replay → 200 and nothing changes.
import { NotFoundError } from "../../errors.ts";
import { json } from "../../http/respond.ts";
import { readBody } from "../../http/body.ts";
import type { RestRouter } from "../../http/rest-context.ts";

const LIMIT = 64 * 1024;

export function registerPaymentRoutes(router: RestRouter) {
  router
    .on("POST", "/api/payments/payu/notify", async (req, _p, ctx) => {
      const { orders, paymentEvents } = ctx.services;
      const raw = await readBody(req, LIMIT, "subscriptions.payment.bodyTooLarge");
      const header = req.headers.get("openpayu-signature") ?? req.headers.get("x-openpayu-signature");
      const providers = orders.testKey === null ? (["payu"] as const) : (["test"] as const);
      const outcome = await paymentEvents.handlePayu(raw, header, orders.secondKey, [...providers]);
      return json({ success: true, outcome });
    })
    .on("POST", "/api/payments/stripe/webhook", async (req, _p, ctx) => {
      if (!ctx.services.orders.providers().stripe) throw new NotFoundError();
      const raw = await readBody(req, LIMIT, "subscriptions.payment.bodyTooLarge");
      const outcome = await ctx.services.paymentEvents.handleStripe(raw, req.headers.get("stripe-signature"));
      return json({ success: true, received: true, outcome });
    });
}
