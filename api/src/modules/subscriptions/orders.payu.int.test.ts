// Ordering Premium through PayU (REST API v2.1) against a local fake PayU that speaks its wire
// format: OAuth, the order, and signed notifications to POST /api/payments/payu/notify.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { FakePayu } from "./test/fake-payu.ts";
import { componentValidator } from "../../test/openapi-ajv.ts";
import { ANNUAL_PLAN_ID, DAY, order, subscriptionsOf } from "./test/orders.ts";

let t: TestApp;
let payu: FakePayu;
beforeAll(async () => {
  payu = await FakePayu.start();
  t = await createTestApp({ payments: { payu: payu.config } });
});
afterAll(async () => {
  await t.close();
  await payu.close();
});

const notify = (n: { body: string; header: string }, headerName = "OpenPayU-Signature") =>
  t.rest<{ success: boolean; outcome?: string; message?: string }>("POST", "/api/payments/payu/notify", { raw: n.body, headers: { [headerName]: n.header } });

async function placed() {
  const captain = await registerCaptain(t);
  const res = await order(t, captain.token);
  expect(res.status).toBe(201);
  const sent = payu.orders.at(-1)!;
  return { captain, res, sent };
}

describe("an order through PayU", () => {
  it("gets a token once, sends PayU's order format and answers with PayU's redirectUri", async () => {
    const before = payu.tokenRequests.length;
    const { captain, res, sent } = await placed();
    expect(res.body).toMatchObject({
      success: true,
      subscription_id: expect.any(String) as string,
      message: "Zamówienie zostało utworzone. Przekierowujemy do płatności…",
    });
    expect(res.body.redirectUrl).toBe(`${payu.config.baseUrl}/pl/standard/co/summary?orderId=${sent.orderId}`);
    expect(res.body.redirect_url).toBe(res.body.redirectUrl);
    expect(sent).toMatchObject({
      notifyUrl: "https://zeglog.test/api/payments/payu/notify",
      continueUrl: `https://zeglog.test/payment/success?order=${res.body.subscription_id}`,
      customerIp: "10.0.0.1",
      merchantPosId: "300746",
      description: "Żeglog Premium — dostęp roczny (365 dni)",
      currencyCode: "PLN",
      totalAmount: "4900",
      extOrderId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      buyer: { email: captain.email, firstName: "Jan", lastName: "Kowalski", language: "pl" },
      products: [{ name: "Żeglog Premium — dostęp roczny (365 dni)", unitPrice: "4900", quantity: "1" }],
    });
    expect(sent.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    // A second order reuses the cached token.
    await order(t, captain.token);
    expect(payu.tokenRequests.length - before).toBeLessThanOrEqual(1);
    expect(payu.tokenRequests.at(-1)?.get("grant_type")).toBe("client_credentials");
    // The order is pending: no Premium yet.
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
  });

  it("COMPLETED activates for the plan's 365 days and issues the invoice; the same notification again changes nothing", async () => {
    const { captain, sent } = await placed();
    const n = payu.notification(sent, "COMPLETED");
    // the notification is what the OpenAPI document says PayU sends
    const doc = (await t.rest<{ components: unknown }>("GET", "/api/openapi.json")).body;
    const isNotification = componentValidator(doc.components)("PayuNotification");
    expect(isNotification(JSON.parse(n.body)), JSON.stringify(isNotification.errors)).toBe(true);
    expect(isNotification({ order: { orderId: "X" } })).toBe(false);
    const first = await notify(n);
    expect(first).toMatchObject({ status: 200, body: { success: true, outcome: "activated" } });
    const subs = await subscriptionsOf(t, captain.token);
    expect(subs.active_subscription).toMatchObject({
      status: "active",
      payment_provider: "payu",
      days_remaining: 365,
      ends_at: new Date(t.clock.now().getTime() + 365 * DAY).toISOString(),
    });
    const history = subs.subscription_history[0] as { payment: { status: string; amount: string; invoice: { number: string } } };
    expect(history.payment).toMatchObject({
      status: "completed",
      amount: "49.00",
      invoice: { number: expect.stringMatching(/^FV\/2026\/06\/\d{4}$/) as string },
    });

    const replay = await notify(n);
    expect(replay).toMatchObject({ status: 200, body: { outcome: "replay" } });
    // A new COMPLETED for the same order (another delivery) does not extend either.
    expect((await notify(payu.notification(sent, "COMPLETED", { algorithm: "SHA-256", receivedAt: "2026-06-01T13:05:00.000+02:00" }))).body.outcome).toBe(
      "ignored",
    );
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ days_remaining: 365 });
    expect(await t.db.invoice.count({ where: { userId: captain.id } })).toBe(1);
  });

  it("buying while Premium is active extends from the current end", async () => {
    const { captain, sent } = await placed();
    await notify(payu.notification(sent, "COMPLETED"));
    t.clock.advance(DAY / 2); // (sessions last a day)
    await order(t, captain.token);
    await notify(payu.notification(payu.orders.at(-1)!, "COMPLETED"));
    const start = new Date(t.clock.now().getTime() - DAY / 2);
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({
      days_remaining: 730,
      ends_at: new Date(start.getTime() + 730 * DAY).toISOString(),
      starts_at: new Date(start.getTime() + 365 * DAY).toISOString(),
    });
  });

  it("CANCELED cancels the order; other states are recorded", async () => {
    const { captain, res, sent } = await placed();
    expect((await notify(payu.notification(sent, "PENDING"))).body.outcome).toBe("recorded");
    expect((await notify(payu.notification(sent, "WAITING_FOR_CONFIRMATION"))).body.outcome).toBe("recorded");
    expect(await t.db.payment.findFirst({ where: { subscriptionId: res.body.subscription_id } })).toMatchObject({
      status: "pending",
      providerStatus: "WAITING_FOR_CONFIRMATION",
    });
    expect((await notify(payu.notification(sent, "CANCELED"))).body.outcome).toBe("cancelled");
    expect(await t.db.subscription.findUnique({ where: { id: res.body.subscription_id } })).toMatchObject({ status: "cancelled" });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
  });

  it("refuses forged, tampered and oversized notifications with 4xx and changes nothing", async () => {
    const { captain, sent } = await placed();
    const good = payu.notification(sent, "COMPLETED");
    const wrongKey = payu.notification(sent, "COMPLETED", { key: "not-the-second-key" });
    const tampered = { body: good.body.replace('"totalAmount":"4900"', '"totalAmount":"100"'), header: good.header };
    for (const forged of [wrongKey, tampered, { body: good.body, header: "" }, { body: good.body, header: "signature=abc;algorithm=ROT13" }]) {
      const res = await notify(forged);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Nieprawidłowy podpis powiadomienia");
    }
    const huge = { body: JSON.stringify({ pad: "x".repeat(70_000) }), header: good.header };
    expect((await notify(huge)).status).toBe(413);
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
    // The genuine one still works afterwards (also under the X- header name).
    expect((await notify(good, "X-OpenPayU-Signature")).body.outcome).toBe("activated");
  });

  it("refuses a signed notification whose amount or currency differs from the order (422), or of an unknown order (404)", async () => {
    const { captain, sent } = await placed();
    const cheaper = await notify(payu.notification({ ...sent, totalAmount: "100" }, "COMPLETED"));
    expect(cheaper).toMatchObject({ status: 422, body: { success: false, message: "Kwota lub waluta nie zgadza się z zamówieniem" } });
    const euros = await notify(payu.notification({ ...sent, currencyCode: "EUR" }, "COMPLETED"));
    expect(euros.status).toBe(422);
    const unknown = await notify(payu.notification({ ...sent, extOrderId: "00000000-0000-4000-8000-00000000dead" }, "COMPLETED"));
    expect(unknown.status).toBe(404);
    const otherPayuOrder = await notify(payu.notification({ ...sent, orderId: "SOMEONEELSE" }, "COMPLETED"));
    expect(otherPayuOrder.status).toBe(404);
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
  });

  it("cancels the order when PayU refuses it, and says so (503)", async () => {
    const captain = await registerCaptain(t);
    payu.failNextOrder = 500;
    const res = await order(t, captain.token);
    expect(res).toMatchObject({ status: 503, body: { success: false, message: "Operator płatności nie przyjął zamówienia. Spróbuj ponownie za chwilę." } });
    const [payment] = await t.db.payment.findMany({ where: { userId: captain.id } });
    expect(payment).toMatchObject({ status: "cancelled", providerStatus: "PROVIDER_ERROR" });
  });

  it("offers Stripe only when configured", async () => {
    const captain = await registerCaptain(t);
    const res = await order(t, captain.token, { payment_provider: "stripe" });
    expect(res).toMatchObject({ status: 422, body: { errors: { payment_provider: ["Wybrana metoda płatności jest niedostępna"] } } });
    expect((await t.gql<{ paymentOptions: unknown }>(`{ paymentOptions { payu stripe test } }`)).data?.paymentOptions).toEqual({
      payu: true,
      stripe: false,
      test: false,
    });
    expect((await t.rest("POST", "/api/payments/stripe/webhook", { raw: "{}" })).status).toBe(404);
    expect(ANNUAL_PLAN_ID).toBeTruthy();
  });
});
