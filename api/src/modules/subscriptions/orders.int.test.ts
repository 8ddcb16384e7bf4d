// Ordering without a provider (the embedded default): the app's own test payment page, whose buttons
// go through the signed PayU notification handler; the order's validation; GraphQL = REST.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { tripForm } from "../../test/trips.ts";
import { ANNUAL_PLAN_ID, DAY, order, subscriptionsOf } from "./test/orders.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const TEST_PAYMENT = `query P($id: ID!) { testPayment(id: $id) { id status amount currency plan { name durationDays } } }`;
const COMPLETE = `mutation C($id: ID!, $outcome: TestPaymentOutcome!) { completeTestPayment(id: $id, outcome: $outcome) {
  id subscription { status endsAt daysRemaining } payment { status amount invoice { number pdfUrl } } } }`;
const CREATE = `mutation O($input: OrderInput!) { createOrder(input: $input) { subscriptionId redirectUrl message } }`;
const paymentIdOf = (url: string) => url.split("/payment/test/")[1];

describe("the test payment provider (no provider configured)", () => {
  it("sends the captain to the app's test page; confirming there activates Premium and lets them add a trip", async () => {
    const captain = await registerCaptain(t);
    const blocked = await t.gql(`mutation C($input: TripInput!) { createTrip(input: $input) { id } }`, { input: tripForm() }, { token: captain.token });
    expect(blocked.errors?.[0]?.extensions?.code).toBe("PREMIUM_REQUIRED");

    const res = await order(t, captain.token);
    expect(res.status).toBe(201);
    expect(res.body.redirectUrl).toMatch(/^https:\/\/zeglog\.test\/payment\/test\/[0-9a-f-]{36}$/);
    const id = paymentIdOf(res.body.redirectUrl);
    const page = await t.gql<{ testPayment: unknown }>(TEST_PAYMENT, { id }, { token: captain.token });
    expect(page.data?.testPayment).toEqual({ id, status: "pending", amount: "49.00", currency: "PLN", plan: { name: "Premium", durationDays: 365 } });

    const done = await t.gql<{
      completeTestPayment: {
        subscription: { status: string; daysRemaining: number };
        payment: { status: string; invoice: { number: string; pdfUrl: string } };
      };
    }>(COMPLETE, { id, outcome: "CONFIRM" }, { token: captain.token });
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeTestPayment).toMatchObject({
      subscription: { status: "active", daysRemaining: 365 },
      payment: { status: "completed", amount: "49.00" },
    });
    expect(done.data?.completeTestPayment.payment.invoice.number).toMatch(/^FV\/2026\/06\/\d{4}$/);
    const stored = await t.db.paymentNotification.findMany({ where: { paymentId: id } });
    expect(stored).toEqual([
      expect.objectContaining({ provider: "test", status: "COMPLETED", outcome: "activated", key: expect.stringMatching(/^payu:[0-9a-f]{64}$/) as string }),
    ]);

    const created = await t.gql(`mutation C($input: TripInput!) { createTrip(input: $input) { id } }`, { input: tripForm() }, { token: captain.token });
    expect(created.errors).toBeUndefined();
    // Confirming again changes nothing.
    await t.gql(COMPLETE, { id, outcome: "CONFIRM" }, { token: captain.token });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ days_remaining: 365 });
  });

  it("cancel cancels the order; another captain's order is not found; a notification signed with any other key is refused", async () => {
    const captain = await registerCaptain(t);
    const other = await registerCaptain(t);
    const id = paymentIdOf((await order(t, captain.token)).body.redirectUrl);
    expect((await t.gql(TEST_PAYMENT, { id }, { token: other.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(COMPLETE, { id, outcome: "CONFIRM" }, { token: other.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const forged = await t.rest("POST", "/api/payments/payu/notify", {
      raw: JSON.stringify({ order: { orderId: `TEST-${id}`, extOrderId: id, status: "COMPLETED", totalAmount: "4900", currencyCode: "PLN" } }),
      headers: { "OpenPayU-Signature": "sender=checkout;signature=00000000000000000000000000000000;algorithm=MD5;content=DOCUMENT" },
    });
    expect(forged.status).toBe(401);

    const cancelled = await t.gql<{ completeTestPayment: unknown }>(COMPLETE, { id, outcome: "CANCEL" }, { token: captain.token });
    expect(cancelled.data?.completeTestPayment).toMatchObject({ subscription: { status: "cancelled" }, payment: { status: "cancelled", invoice: null } });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
  });

  it("GraphQL createOrder does the same as the REST call; myOrder is the captain's own", async () => {
    const captain = await registerCaptain(t);
    const input = {
      planId: ANNUAL_PLAN_ID,
      paymentProvider: "payu",
      invoice: {
        invoiceType: "company",
        firstName: "Jan",
        lastName: "Kowalski",
        companyName: "Żagle SA",
        nip: "5260001246",
        address: "Długa 1",
        postalCode: "80-001",
        city: "Gdańsk",
      },
    };
    const res = await t.gql<{ createOrder: { subscriptionId: string; redirectUrl: string; message: string } }>(
      CREATE,
      { input },
      { token: captain.token, lang: "en" },
    );
    expect(res.data?.createOrder).toMatchObject({
      redirectUrl: expect.stringContaining("/payment/test/") as string,
      message: "The order has been created. Redirecting you to the payment…",
    });
    const mine = await t.gql<{ myOrder: unknown }>(
      `query M($id: ID!) { myOrder(id: $id) { id subscription { status } payment { status amount } plan { amount } } }`,
      { id: res.data?.createOrder.subscriptionId },
      { token: captain.token },
    );
    expect(mine.data?.myOrder).toMatchObject({
      subscription: { status: "pending" },
      payment: { status: "pending", amount: "49.00" },
      plan: { amount: "49.00" },
    });
    const other = await registerCaptain(t);
    expect(
      (await t.gql(`query M($id: ID!) { myOrder(id: $id) { id } }`, { id: res.data?.createOrder.subscriptionId }, { token: other.token })).errors?.[0]
        ?.extensions?.code,
    ).toBe("NOT_FOUND");
    // The order's invoice data become the profile's.
    const profile = await t.gql<{ captainProfile: { invoice: unknown } }>(
      `{ captainProfile { invoice { invoiceType companyName nip city } } }`,
      {},
      { token: captain.token },
    );
    expect(profile.data?.captainProfile.invoice).toEqual({ invoiceType: "company", companyName: "Żagle SA", nip: "5260001246", city: "Gdańsk" });
  });
});

describe("bad orders are refused with clear messages and change nothing", () => {
  it("needs a plan and a payment method: 'Wybierz plan subskrypcji i metodę płatności'", async () => {
    const captain = await registerCaptain(t);
    const res = await order(t, captain.token, { subscription_price_id: "", payment_provider: "" });
    expect(res).toMatchObject({
      status: 422,
      body: {
        errors: { subscription_price_id: ["Wybierz plan subskrypcji i metodę płatności"], payment_provider: ["Wybierz plan subskrypcji i metodę płatności"] },
      },
    });
    const unknown = await order(t, captain.token, { subscription_price_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.body.errors).toEqual({ subscription_price_id: ["Wybrany plan jest niedostępny. Odśwież listę planów."] });
    const notUuid = await order(t, captain.token, { subscription_price_id: "1; DROP TABLE" });
    expect(notUuid.status).toBe(422);
    expect(await t.db.payment.count({ where: { userId: captain.id } })).toBe(0);
  });

  it("lists the missing invoice data in one message, in the caller's language", async () => {
    const captain = await registerCaptain(t);
    const res = await order(t, captain.token, { invoice_type: "osoba_prawna", first_name: "", company_name: "", nip: "", address_city: "" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Uzupełnij wszystkie wymagane dane do faktury: nazwa firmy, NIP, imię, miasto");
    expect(res.body.errors).toEqual({
      company_name: ["Nazwa firmy jest wymagana"],
      nip: ["NIP jest wymagany"],
      first_name: ["Imię jest wymagane"],
      address_city: ["Miasto jest wymagane"],
    });
    const en = await order(t, captain.token, { first_name: "" }, "en");
    expect(en.body.message).toBe("Complete all the required invoice data: first name");
    expect(await t.db.subscription.count({ where: { userId: captain.id } })).toBe(0);
  });

  it("is for signed-in captains only, and bounds unpaid orders", async () => {
    expect((await t.rest("POST", "/api/subscriptions", { body: {} })).status).toBe(401);
    const captain = await registerCaptain(t);
    for (let i = 0; i < 5; i++) expect((await order(t, captain.token)).status).toBe(201);
    expect((await order(t, captain.token)).status).toBe(409);
    t.clock.advance(DAY / 2);
  });
});

describe("plans", () => {
  it("lists the active plans in spec §7's format; staff create, edit and deactivate; a deactivated plan cannot be ordered", async () => {
    const listed = await t.rest<{ success: boolean; plans: unknown[] }>("GET", "/api/subscriptions/plans");
    expect(listed.body).toEqual({ success: true, plans: [{ id: ANNUAL_PLAN_ID, name: "Premium", amount: "49.00", currency: "PLN", duration_days: 365 }] });

    const { staffToken } = await import("../../test/trips.ts");
    const staff = await staffToken(t);
    const captain = await registerCaptain(t);
    const CREATE_PLAN = `mutation P($input: PlanInput!) { createPlan(input: $input) { id name amount durationDays active sortOrder } }`;
    expect(
      (await t.gql(CREATE_PLAN, { input: { name: "Miesięczny", amount: "9,90", durationDays: 30 } }, { token: captain.token })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const bad = await t.gql(CREATE_PLAN, { input: { name: "", amount: "0.5", durationDays: 0 } }, { token: staff.token });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      name: "Nazwa planu jest wymagana",
      amount: "Podaj cenę brutto, np. 49,00 (od 1,00 do 100 000,00 zł)",
      durationDays: "Podaj czas trwania od 1 do 3650 dni",
    });
    const monthly = await t.gql<{ createPlan: { id: string } }>(
      CREATE_PLAN,
      { input: { name: "Miesięczny", amount: "9,90", durationDays: 30, sortOrder: 1 } },
      { token: staff.token },
    );
    expect(monthly.data?.createPlan).toMatchObject({ name: "Miesięczny", amount: "9.90", durationDays: 30, active: true, sortOrder: 1 });
    const id = monthly.data!.createPlan.id;
    const edited = await t.gql(
      `mutation U($id: ID!, $input: PlanInput!) { updatePlan(id: $id, input: $input) { amount } }`,
      { id, input: { name: "Miesięczny", amount: "12", durationDays: 30, sortOrder: 1 } },
      { token: staff.token },
    );
    expect(edited.data).toEqual({ updatePlan: { amount: "12.00" } });
    expect((await t.rest<{ plans: { amount: string }[] }>("GET", "/api/subscriptions/plans")).body.plans.map((p) => p.amount)).toEqual(["49.00", "12.00"]);

    await order(t, captain.token, { subscription_price_id: id });
    await t.gql(`mutation D($id: ID!) { setPlanActive(id: $id, active: false) { active } }`, { id }, { token: staff.token });
    expect((await t.gql<{ plans: unknown[] }>(`{ plans { id } }`)).data?.plans).toHaveLength(1);
    expect((await t.gql<{ allPlans: unknown[] }>(`{ allPlans { id active } }`, {}, { token: staff.token })).data?.allPlans).toHaveLength(2);
    expect((await order(t, captain.token, { subscription_price_id: id })).body.errors).toEqual({
      subscription_price_id: ["Wybrany plan jest niedostępny. Odśwież listę planów."],
    });
    // A bought plan stays in the database for good: it cannot be deleted under its orders.
    await expect(t.db.plan.delete({ where: { id } })).rejects.toThrow();
  });
});
