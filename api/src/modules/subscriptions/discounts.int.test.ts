// Discount codes: staff create, list and deactivate them; captains redeem them once. maxUses holds
// under concurrency (one conditional UPDATE), on PGlite and on PostgreSQL.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { staffToken } from "../../test/trips.ts";
import { DAY, order, subscriptionsOf } from "./test/orders.ts";

let t: TestApp;
let staff: { token: string };
appPerFile(async (app) => {
  t = app;
  staff = await staffToken(app);
});

const CREATE = `mutation D($input: DiscountCodeInput!) { createDiscountCode(input: $input) { id code kind value maxUses uses expiresAt active createdByName } }`;
type Created = { createDiscountCode: { id: string; code: string } };
const redeem = (token: string, code: unknown, lang?: string) =>
  t.rest<{ success: boolean; message: string }>("POST", "/api/discount-codes/redeem", { token, body: { code }, lang });
let n = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${n++}`;

async function createCode(input: Record<string, unknown>) {
  const res = await t.gql<Created>(CREATE, { input }, { token: staff.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createDiscountCode;
}

describe("redeeming a code", () => {
  it("FREE_DAYS activates Premium at once, with the spec's message; a second use by the same captain is refused", async () => {
    const code = await createCode({ code: uniqueCode("rejs-"), kind: "FREE_DAYS", value: 30 });
    const captain = await registerCaptain(t);
    const res = await redeem(captain.token, code.code.toLowerCase());
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: "Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana." },
    });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ status: "active", payment_provider: "discount", days_remaining: 30 });
    const again = await redeem(captain.token, code.code);
    expect(again).toMatchObject({ status: 422, body: { success: false, message: "Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania." } });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ days_remaining: 30 });
  });

  it("FREE_DAYS extends active Premium from its end", async () => {
    const code = await createCode({ code: uniqueCode("DNI"), kind: "FREE_DAYS", value: 14 });
    const captain = await registerCaptain(t);
    await t.app.services.subscriptions.grant({ email: captain.email, days: 10, reason: "test" });
    await redeem(captain.token, code.code);
    const history = (await subscriptionsOf(t, captain.token)).subscription_history;
    expect(history.map((s) => [s.payment_provider, s.days_remaining])).toEqual([
      ["discount", 24],
      ["staff", 10],
    ]);
  });

  it("PERCENT lowers the next order (and only that one) and stays available if that order is cancelled", async () => {
    const code = await createCode({ code: uniqueCode("PROC"), kind: "PERCENT", value: 20 });
    const captain = await registerCaptain(t);
    const res = await redeem(captain.token, code.code, "en");
    expect(res.body.message).toBe("The discount code has been applied! A 20% discount will be taken off your next order.");
    expect(
      (await t.gql<{ myPendingDiscount: unknown }>(`{ myPendingDiscount { code percent } }`, {}, { token: captain.token })).data?.myPendingDiscount,
    ).toEqual({ code: code.code, percent: 20 });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();

    const first = await order(t, captain.token);
    const payment = await t.db.payment.findFirstOrThrow({ where: { subscriptionId: first.body.subscription_id } });
    expect(payment).toMatchObject({ amountGrosze: 3920, discountPercent: 20 });
    await t.app.services.orders.completeTestPayment(captain.id, payment.id, "CANCELED");
    const second = await order(t, captain.token);
    expect(await t.db.payment.findFirstOrThrow({ where: { subscriptionId: second.body.subscription_id } })).toMatchObject({ amountGrosze: 3920 });
    const third = await order(t, captain.token);
    expect(await t.db.payment.findFirstOrThrow({ where: { subscriptionId: third.body.subscription_id } })).toMatchObject({
      amountGrosze: 4900,
      discountPercent: null,
    });
  });

  it("refuses unknown, expired, deactivated and used-up codes, and an empty one with 'Wprowadź kod rabatowy'", async () => {
    const captain = await registerCaptain(t);
    expect(await redeem(captain.token, "")).toMatchObject({ status: 422, body: { success: false, message: "Wprowadź kod rabatowy" } });
    expect(
      (await t.gql(`mutation R($code: String!) { redeemDiscountCode(code: $code) { message } }`, { code: " " }, { token: captain.token })).errors?.[0]
        ?.extensions?.fields,
    ).toEqual({ code: "Wprowadź kod rabatowy" });
    expect((await redeem(captain.token, "NIEMA-TAKIEGO")).status).toBe(422);

    const soon = await createCode({
      code: uniqueCode("KROTKI"),
      kind: "FREE_DAYS",
      value: 5,
      expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    });
    t.clock.advance(2 * 3600_000);
    expect((await redeem(captain.token, soon.code)).status).toBe(422);

    const off = await createCode({ code: uniqueCode("WYL"), kind: "FREE_DAYS", value: 5 });
    const deactivated = await t.gql(`mutation D($id: ID!) { deactivateDiscountCode(id: $id) { active } }`, { id: off.id }, { token: staff.token });
    expect(deactivated.data).toEqual({ deactivateDiscountCode: { active: false } });
    expect((await redeem(captain.token, off.code)).status).toBe(422);

    const once = await createCode({ code: uniqueCode("RAZ"), kind: "FREE_DAYS", value: 5, maxUses: 1 });
    expect((await redeem((await registerCaptain(t)).token, once.code)).status).toBe(200);
    expect((await redeem(captain.token, once.code)).status).toBe(422);
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toBeNull();
    expect(await t.db.discountRedemption.count({ where: { userId: captain.id } })).toBe(0);
  });

  it("20 captains redeeming a 1-use code at once: exactly one succeeds", async () => {
    const code = await createCode({ code: uniqueCode("TLUM"), kind: "FREE_DAYS", value: 7, maxUses: 1 });
    const captains = await Promise.all(Array.from({ length: 20 }, () => registerCaptain(t)));
    const results = await Promise.all(captains.map((c) => redeem(c.token, code.code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(19);
    expect(await t.db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ uses: 1 });
    expect(await t.db.discountRedemption.count({ where: { codeId: code.id } })).toBe(1);
    expect(await t.db.subscription.count({ where: { userId: { in: captains.map((c) => c.id) } } })).toBe(1);
  });

  it("one captain redeeming the same code 5 times at once: once", async () => {
    const code = await createCode({ code: uniqueCode("PIEC"), kind: "FREE_DAYS", value: 7, maxUses: 100 });
    const captain = await registerCaptain(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(captain.token, code.code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ uses: 1 });
    expect((await subscriptionsOf(t, captain.token)).active_subscription).toMatchObject({ days_remaining: 7 });
  });
});

describe("staff manage codes", () => {
  it("create (validated), list with use counts, search and page; captains may not", async () => {
    const captain = await registerCaptain(t);
    expect((await t.gql(CREATE, { input: { code: "ABC123", kind: "PERCENT", value: 10 } }, { token: captain.token })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    const bad = await t.gql(CREATE, { input: { code: "a b", kind: "PERCENT", value: 100, maxUses: 0, expiresAt: "2020-01-01" } }, { token: staff.token });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      code: "Kod może zawierać litery, cyfry, - i _ (3–40 znaków)",
      value: "Podaj rabat od 1 do 99%",
      maxUses: "Podaj liczbę użyć od 1 do 100000 albo zostaw puste (bez limitu)",
    });
    const past = await t.gql(CREATE, { input: { code: uniqueCode("STARY"), kind: "PERCENT", value: 10, expiresAt: "2020-01-01" } }, { token: staff.token });
    expect(past.errors?.[0]?.extensions?.fields).toEqual({ expiresAt: "Podaj przyszłą datę wygaśnięcia albo zostaw puste" });
    const name = uniqueCode("LISTA");
    const made = await createCode({ code: name, kind: "PERCENT", value: 15, maxUses: 3, expiresAt: "2026-12-31" });
    expect(made).toMatchObject({
      code: name,
      kind: "PERCENT",
      value: 15,
      maxUses: 3,
      uses: 0,
      active: true,
      expiresAt: "2026-12-31T22:59:59.999Z",
      createdByName: expect.any(String) as string,
    });
    const dup = await t.gql(CREATE, { input: { code: name.toLowerCase(), kind: "PERCENT", value: 15 } }, { token: staff.token });
    expect(dup.errors?.[0]?.extensions?.fields).toEqual({ code: "Taki kod już istnieje" });
    await redeem(captain.token, name);
    const LIST = `query L($search: String, $first: Int, $after: String) { discountCodes(search: $search, first: $first, after: $after) { totalCount hasNextPage endCursor nodes { code uses maxUses } } }`;
    const found = await t.gql<{ discountCodes: { totalCount: number; nodes: unknown[] } }>(LIST, { search: name.toLowerCase() }, { token: staff.token });
    expect(found.data?.discountCodes).toMatchObject({ totalCount: 1, hasNextPage: false, nodes: [{ code: name, uses: 1, maxUses: 3 }] });
    const page1 = await t.gql<{ discountCodes: { endCursor: string } }>(LIST, { first: 2 }, { token: staff.token });
    const page2 = await t.gql<{ discountCodes: { totalCount: number; nodes: unknown[] } }>(
      LIST,
      { first: 2, after: page1.data?.discountCodes.endCursor },
      { token: staff.token },
    );
    expect(page2.data?.discountCodes.nodes).toHaveLength(2);
    expect(page2.data?.discountCodes.totalCount).toBeGreaterThan(4);
    expect(DAY).toBe(86_400_000);
  });
});
