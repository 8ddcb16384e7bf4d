// Test fixtures of ordering Premium: the seeded annual plan, invoice data, and an order placed
// through the REST shim (spec §7 POST /api/subscriptions).
import type { TestApp } from "../../../test/harness.ts";

/** The annual plan the first migration seeds (49.00 PLN, 365 days). */
export const ANNUAL_PLAN_ID = "00000000-0000-4000-8000-000000000365";

const personInvoice = (over: Record<string, unknown> = {}) => ({
  invoice_type: "osoba_fizyczna",
  first_name: "Jan",
  last_name: "Kowalski",
  company_name: "",
  nip: "",
  address_street: "ul. Morska 5/2",
  address_postal_code: "81-300",
  address_city: "Gdynia",
  ...over,
});

export const companyInvoice = (over: Record<string, unknown> = {}) =>
  personInvoice({ invoice_type: "osoba_prawna", company_name: "Kowalski Yachting sp. z o.o.", nip: "526-000-12-46", ...over });

type OrderBody = {
  success: boolean;
  redirectUrl: string;
  redirect_url: string;
  subscription_id: string;
  message: string;
  errors?: Record<string, string[]>;
};

export function order(t: TestApp, token: string, over: Record<string, unknown> = {}, lang?: string) {
  return t.rest<OrderBody>("POST", "/api/subscriptions", {
    token,
    lang,
    body: { subscription_price_id: ANNUAL_PLAN_ID, payment_provider: "payu", ...personInvoice(), ...over },
  });
}

export const DAY = 86_400_000;

/** The captain's subscriptions as the REST shim lists them. */
export async function subscriptionsOf(t: TestApp, token: string) {
  const res = await t.rest<{ active_subscription: Record<string, unknown> | null; subscription_history: Record<string, unknown>[] }>(
    "GET",
    "/api/subscriptions",
    { token },
  );
  return res.body;
}
