// The office (/staff): finding captains, their subscriptions with grant reasons and payments, and
// reversal fees marked paid or waived. Staff only.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { staffToken } from "../../test/trips.ts";
import { order } from "./test/orders.ts";

let t: TestApp;
let staff: { token: string; id: string };
appPerFile(async (app) => {
  t = app;
  staff = await staffToken(app);
});

const SEARCH = `query S($search: String, $first: Int, $after: String) { staffCaptains(search: $search, first: $first, after: $after) { totalCount hasNextPage endCursor nodes { id name email activeSubscription { endsAt } } } }`;
const DETAIL = `query D($id: ID!) { staffCaptain(id: $id) { name email
  subscriptions { status provider daysRemaining grants { days reason staffName } plan { name } payment { status amount } }
  payments { status amount provider planName invoice { number } }
  reversalFees { id status amount } } }`;

describe("the office finds captains", () => {
  it("by e-mail or name, any case, a page at a time", async () => {
    const marker = `zeglarz${Date.now()}`;
    const a = await registerCaptain(t, { name: `Anna ${marker}` });
    await registerCaptain(t, { name: `Bartek ${marker}` });
    await registerCaptain(t, { email: `${marker}@example.com` });
    const all = await t.gql<{ staffCaptains: { totalCount: number; nodes: { name: string }[] } }>(
      SEARCH,
      { search: marker.toUpperCase() },
      { token: staff.token },
    );
    expect(all.data?.staffCaptains.totalCount).toBe(3);
    const first = await t.gql<{ staffCaptains: { endCursor: string } }>(SEARCH, { search: marker, first: 2 }, { token: staff.token });
    const page = await t.gql<{ staffCaptains: { totalCount: number; nodes: unknown[] } }>(
      SEARCH,
      { search: marker, first: 2, after: first.data?.staffCaptains.endCursor },
      { token: staff.token },
    );
    expect(page.data?.staffCaptains).toMatchObject({ totalCount: 3, hasNextPage: false, nodes: [expect.anything()] });
    const byEmail = await t.gql<{ staffCaptains: { nodes: { email: string }[] } }>(SEARCH, { search: a.email }, { token: staff.token });
    expect(byEmail.data?.staffCaptains.nodes.map((c) => c.email)).toEqual([a.email]);
    expect((await t.gql(SEARCH, { search: "" }, { token: a.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(SEARCH, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("shows a captain's subscriptions with grant reasons, orders and payments; fees are marked paid or waived", async () => {
    const captain = await registerCaptain(t);
    const GRANT = `mutation G($email: String!, $days: Int!, $reason: String) { grantPremium(email: $email, days: $days, reason: $reason) { id } }`;
    await t.gql(GRANT, { email: captain.email, days: 14, reason: "Reklamacja: awaria serwera 3.06" }, { token: staff.token });
    t.clock.advance(60_000);
    await order(t, captain.token);
    const fee = await t.db.reversalFee.create({
      data: { tripId: crypto.randomUUID(), captainId: captain.id, staffId: staff.id, amountGrosze: 1000, currency: "PLN", createdAt: t.clock.now() },
    });
    const detail = await t.gql<{ staffCaptain: Record<string, unknown> }>(DETAIL, { id: captain.id }, { token: staff.token });
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.staffCaptain).toMatchObject({
      email: captain.email,
      subscriptions: [
        { status: "pending", provider: "test", plan: { name: "Premium" }, payment: { status: "pending", amount: "49.00" }, grants: [] },
        {
          status: "active",
          provider: "staff",
          daysRemaining: 14,
          grants: [{ days: 14, reason: "Reklamacja: awaria serwera 3.06", staffName: "Biuro Żeglog" }],
          plan: null,
          payment: null,
        },
      ],
      payments: [{ status: "pending", amount: "49.00", provider: "test", planName: "Premium", invoice: null }],
      reversalFees: [{ id: fee.id, status: "due", amount: "10.00" }],
    });
    // The captain sees the reason in their own history too.
    const mine = await t.gql<{ mySubscriptions: { grants: { reason: string }[] }[] }>(
      `{ mySubscriptions { grants { reason } } }`,
      {},
      { token: captain.token },
    );
    expect(mine.data?.mySubscriptions[1]?.grants).toEqual([{ reason: "Reklamacja: awaria serwera 3.06" }]);

    const SET = `mutation F($id: ID!, $status: ReversalFeeStatus!) { setReversalFeeStatus(id: $id, status: $status) { id status } }`;
    expect((await t.gql(SET, { id: fee.id, status: "paid" }, { token: captain.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(SET, { id: fee.id, status: "waived" }, { token: staff.token })).data).toEqual({
      setReversalFeeStatus: { id: fee.id, status: "waived" },
    });
    expect((await t.gql(SET, { id: crypto.randomUUID(), status: "paid" }, { token: staff.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(DETAIL, { id: staff.id }, { token: staff.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // An id that is not a UUID names nothing: 404 without asking the database (a failing database is not a 404).
    expect((await t.gql(SET, { id: "not-a-uuid", status: "paid" }, { token: staff.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(DETAIL, { id: "not-a-uuid" }, { token: staff.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
