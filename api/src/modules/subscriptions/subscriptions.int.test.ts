// Premium on the server: status queries, GET /api/subscriptions, staff grants, expiry by the clock.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { givePremium, staffToken, tripForm } from "../../test/trips.ts";

let t: TestApp;
let staff: { token: string };
appPerFile(async (app) => {
  t = app;
  staff = await staffToken(app);
});

const DAY = 86_400_000;
const STATUS = `query { hasPremium mySubscription { status provider endsAt daysRemaining } }`;
const GRANT = `mutation G($email: String!, $days: Int!, $reason: String = "Reklamacja") { grantPremium(email: $email, days: $days, reason: $reason) { id status provider startsAt endsAt daysRemaining grants { days reason staffName } } }`;
type Status = { hasPremium: boolean; mySubscription: { status: string; provider: string; endsAt: string; daysRemaining: number } | null };
type Grant = { grantPremium: { id: string; status: string; provider: string; startsAt: string; endsAt: string; daysRemaining: number } };
type SubsBody = {
  success: boolean;
  active_subscription: Record<string, unknown> | null;
  available_plans: unknown[];
  subscription_history: Record<string, unknown>[];
};

describe("a captain's Premium status", () => {
  it("is off for a new captain (and for anyone not signed in)", async () => {
    const { token } = await registerCaptain(t);
    expect((await t.gql<Status>(STATUS, {}, { token })).data).toEqual({ hasPremium: false, mySubscription: null });
    expect((await t.gql<Status>(STATUS)).data).toEqual({ hasPremium: false, mySubscription: null });
    const rest = await t.rest<SubsBody>("GET", "/api/subscriptions", { token });
    expect(rest.body).toEqual({
      success: true,
      active_subscription: null,
      subscription_history: [],
      message: "Dane subskrypcji zostały pobrane",
      available_plans: [{ id: "00000000-0000-4000-8000-000000000365", name: "Premium", amount: "49.00", currency: "PLN", duration_days: 365 }],
    });
    expect((await t.rest("GET", "/api/subscriptions")).status).toBe(401);
  });

  it("ends when the subscription's end passes: trips can no longer be created", async () => {
    const { token, id } = await registerCaptain(t);
    await givePremium(t, id, 0.5);
    expect((await t.gql<Status>(STATUS, {}, { token })).data?.mySubscription).toMatchObject({ status: "active", provider: "payu", daysRemaining: 1 });
    t.clock.advance(DAY / 2); // (sessions last a day: the token is still good)
    expect((await t.gql<Status>(STATUS, {}, { token })).data).toEqual({ hasPremium: false, mySubscription: null });
    const res = await t.gql(`mutation C($input: TripInput!) { createTrip(input: $input) { id } }`, { input: tripForm() }, { token });
    expect(res.errors?.[0]?.extensions?.code).toBe("PREMIUM_REQUIRED");
  });
});

describe("grantPremium (staff)", () => {
  it("creates an active staff subscription, then extends it", async () => {
    const { token, email } = await registerCaptain(t);
    const first = await t.gql<Grant>(GRANT, { email: email.toUpperCase(), days: 30 }, { token: staff.token });
    expect(first.data?.grantPremium).toMatchObject({ status: "active", provider: "staff", daysRemaining: 30, startsAt: t.clock.now().toISOString() });
    expect((await t.gql<Status>(STATUS, {}, { token })).data?.hasPremium).toBe(true);
    const second = await t.gql<Grant>(GRANT, { email, days: 10 }, { token: staff.token });
    expect(second.data?.grantPremium).toMatchObject({ id: first.data?.grantPremium.id, daysRemaining: 40 });
    expect((second.data?.grantPremium as unknown as { grants: unknown[] }).grants).toEqual([
      { days: 30, reason: "Reklamacja", staffName: "Biuro Żeglog" },
      { days: 10, reason: "Reklamacja", staffName: "Biuro Żeglog" },
    ]);

    const rest = await t.rest<SubsBody>("GET", "/api/subscriptions", { token });
    expect(rest.body.active_subscription).toEqual({
      id: first.data?.grantPremium.id,
      status: "active",
      payment_provider: "staff",
      starts_at: t.clock.now().toISOString(),
      ends_at: new Date(t.clock.now().getTime() + 40 * DAY).toISOString(),
      days_remaining: 40,
      created_at: t.clock.now().toISOString(),
    });
    expect(rest.body.subscription_history).toEqual([
      expect.objectContaining({
        payment_provider: "staff",
        plan: null,
        payment: null,
        grants: [expect.objectContaining({ days: 30, reason: "Reklamacja" }), expect.objectContaining({ days: 10 })],
      }),
    ]);
  });

  it("starts a grant where a paid subscription ends", async () => {
    const { token, id, email } = await registerCaptain(t);
    await givePremium(t, id, 10);
    const res = await t.gql<Grant>(GRANT, { email, days: 30 }, { token: staff.token });
    expect(res.data?.grantPremium).toMatchObject({ startsAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(), daysRemaining: 40 });
    expect((await t.gql<Status>(STATUS, {}, { token })).data?.mySubscription).toMatchObject({ provider: "staff", daysRemaining: 40 });
    expect((await t.rest<SubsBody>("GET", "/api/subscriptions", { token })).body.subscription_history).toHaveLength(2);
  });

  it("is for staff only, for existing captains, for 1–3650 days", async () => {
    const captain = await registerCaptain(t);
    expect((await t.gql(GRANT, { email: captain.email, days: 30 }, { token: captain.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const unknown = await t.gql(GRANT, { email: "nikt@example.com", days: 30 }, { token: staff.token });
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: "VALIDATION_FAILED", fields: { email: "Nie znaleziono kapitana o tym adresie e-mail" } });
    const toStaff = await t.gql(GRANT, { email: "biuro@zeglog.test", days: 30 }, { token: staff.token });
    expect(toStaff.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    const days = await t.gql(GRANT, { email: captain.email, days: 0, reason: " " }, { token: staff.token, lang: "en" });
    expect(days.errors?.[0]?.extensions).toEqual({
      code: "VALIDATION_FAILED",
      fields: { days: "Enter a number of days from 1 to 3650", reason: "Enter the reason for granting access" },
    });
  });
});
