// Ordering Premium through Stripe Checkout: the `stripe` SDK pointed at a local fake API, and webhook
// events signed with stripe.webhooks.generateTestHeaderString, verified on the raw body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { FakeStripe } from "./test/fake-stripe.ts";
import { componentValidator } from "../../test/openapi-ajv.ts";
import { order, subscriptionsOf } from "./test/orders.ts";

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await FakeStripe.start();
  t = await createTestApp({ payments: { stripe: stripe.config, stripeClient: stripe.client } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const webhook = (e: { payload: string; header: string }) =>
  t.rest<{ success: boolean; outcome?: string; message?: string }>("POST", "/api/payments/stripe/webhook", {
    raw: e.payload,
    headers: { "stripe-signature": e.header },
  });

async function placed() {
  const captain = await registerCaptain(t);
  const res = await order(t, captain.token, { payment_provider: "stripe" }, "en");
  expect(res.status).toBe(201);
  return { captain, res, session: stripe.sessions.at(-1)! };
}

describe("an order through Stripe Checkout", () => {
  it("creates a Checkout Session in PLN with success and cancel URLs and sends the captain to it", async () => {
    const { captain, res, session } = await placed();
    expect(res.body.redirectUrl).toBe(session.url);
    expect(res.body.redirect_url).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "pln",
      amount_total: 4900,
      customer_email: captain.email,
      success_url: `https://zeglog.test/payment/success?order=${res.body.subscription_id}`,
      cancel_url: `https://zeglog.test/payment/cancelled?order=${res.body.subscription_id}`,
      authorization: `Bearer ${stripe.config.secretKey}`,
    });
    expect(session.form.get("line_items[0][price_data][product_data][name]")).toBe("Żeglog Premium — dostęp roczny (365 dni)");
    expect(session.form.get("locale")).toBe("en");
    expect(session.idempotencyKey).toBe(`order-${session.metadata.paymentId}`);
    expect((await t.gql<{ paymentOptions: unknown }>(`{ paymentOptions { payu stripe test } }`)).data?.paymentOptions).toEqual({
      payu: true,
      stripe: true,
      test: true,
    });
  });

  it("checkout.session.completed (paid) activates once; the same event id again changes nothing", async () => {
    const { captain, session } = await placed();
    const event = stripe.event("checkout.session.completed", session, { paid: true, timestamp: t.clock.now().getTime() });
    // the event is what the OpenAPI document says Stripe sends
    const doc = (await t.rest<{ components: unknown }>("GET", "/api/openapi.json")).body;
    const isEvent = componentValidator(doc.components)("StripeEvent");
    expect(isEvent(JSON.parse(event.payload)), JSON.stringify(isEvent.errors)).toBe(true);
    expect(isEvent({ ...(JSON.parse(event.payload) as object), data: {} })).toBe(false);
    expect(await webhook(event)).toMatchObject({ status: 200, body: { success: true, outcome: "activated" } });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ status: "active", payment_provider: "stripe", days_remaining: 365 });
    expect(await webhook(event)).toMatchObject({ status: 200, body: { outcome: "replay" } });
    // Another delivery with a new event id finds the payment completed.
    const again = stripe.event("checkout.session.completed", session, { paid: true, timestamp: t.clock.now().getTime() });
    expect((await webhook(again)).body.outcome).toBe("ignored");
    expect(await t.db.invoice.count({ where: { userId: captain.id } })).toBe(1);
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ days_remaining: 365 });
  });

  it("refuses forged, stale and oversized webhooks (4xx) and a paid amount that differs (422)", async () => {
    const { captain, session } = await placed();
    const now = t.clock.now().getTime();
    const wrongSecret = stripe.event("checkout.session.completed", session, { paid: true, timestamp: now, secret: "whsec_other" });
    expect((await webhook(wrongSecret)).status).toBe(401);
    const good = stripe.event("checkout.session.completed", session, { paid: true, timestamp: now });
    expect((await webhook({ payload: good.payload.replace('"amount_total":4900', '"amount_total":100'), header: good.header })).status).toBe(401);
    expect((await webhook({ payload: good.payload, header: "" })).status).toBe(401);
    const stale = stripe.event("checkout.session.completed", session, { paid: true, timestamp: now - 3600_000 });
    expect((await webhook(stale)).status).toBe(401);
    expect((await webhook({ payload: "x".repeat(70_000), header: good.header })).status).toBe(413);
    const cheaper = stripe.event("checkout.session.completed", session, { paid: true, timestamp: now, amount: 100 });
    expect(await webhook(cheaper)).toMatchObject({ status: 422, body: { message: "Kwota lub waluta nie zgadza się z zamówieniem" } });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
    expect((await webhook(good)).body.outcome).toBe("activated");
  });

  it("an unpaid completion is recorded; an expired session cancels the order; other events are ignored", async () => {
    const { captain, res, session } = await placed();
    const now = t.clock.now().getTime();
    expect((await webhook(stripe.event("checkout.session.completed", session, { paid: false, timestamp: now }))).body.outcome).toBe("recorded");
    expect((await webhook(stripe.event("checkout.session.expired", session, { timestamp: now }))).body.outcome).toBe("cancelled");
    expect(await t.db.subscription.findUnique({ where: { id: res.body.subscription_id } })).toMatchObject({ status: "cancelled" });
    expect((await webhook(stripe.event("customer.created", session, { timestamp: now }))).body.outcome).toBe("ignored");
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
  });
});
