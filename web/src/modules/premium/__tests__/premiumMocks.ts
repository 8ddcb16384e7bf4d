import type { MockLink } from "@apollo/client/testing";
import type { GraphQLFormattedError } from "graphql";
import { createOrderMutation } from "../graphql/createOrderMutation.ts";
import { myOrderQuery } from "../graphql/myOrderQuery.ts";
import { plansQuery } from "../graphql/plansQuery.ts";
import { premiumTabQuery } from "../graphql/premiumTabQuery.ts";
import { redeemDiscountCodeMutation } from "../graphql/redeemDiscountCodeMutation.ts";
import { subscriptionHistoryQuery } from "../graphql/subscriptionHistoryQuery.ts";
import { companyInvoice } from "../../../test/invoiceFixtures.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const annual = { __typename: "Plan", id: "00000000-0000-4000-8000-000000000365", name: "Premium", amount: "49.00", currency: "PLN", durationDays: 365 };
export const monthly = {
  __typename: "Plan",
  id: "00000000-0000-4000-8000-000000000030",
  name: "Miesięczny",
  amount: "9.90",
  currency: "PLN",
  durationDays: 30,
};
export const savedInvoice = { __typename: "CaptainInvoice", ...companyInvoice };

const recorder = (calls: Variables[]) => (variables: Variables) => {
  calls.push(variables);
  return true;
};

export const premiumMocks = {
  plans: (plans = [annual]): Mock => ({ request: { query: plansQuery }, ...forever, result: { data: { plans } } }),
  plansError: (): Mock => ({ request: { query: plansQuery }, error: new Error("Failed to fetch") }),
  tab: (over: { invoice?: typeof savedInvoice | null; stripe?: boolean; discount?: { code: string; percent: number } | null } = {}): Mock => ({
    request: { query: premiumTabQuery },
    ...forever,
    result: {
      data: {
        paymentOptions: { __typename: "PaymentOptions", payu: true, stripe: over.stripe ?? false, test: true },
        myPendingDiscount: over.discount ? { __typename: "PendingDiscount", ...over.discount } : null,
        captainProfile: { __typename: "CaptainProfile", invoice: over.invoice ?? null },
      },
    },
  }),
  history: (rows: unknown[] = []): Mock => ({ request: { query: subscriptionHistoryQuery }, ...forever, result: { data: { mySubscriptions: rows } } }),
  order: (calls: Variables[], redirectUrl = "http://localhost/payment/test/pay-1"): Mock => ({
    request: { query: createOrderMutation, variables: recorder(calls) },
    result: {
      data: {
        createOrder: { __typename: "OrderPayload", subscriptionId: "s-1", redirectUrl, message: "Zamówienie zostało utworzone. Przekierowujemy do płatności…" },
      },
    },
  }),
  orderError: (errors: GraphQLFormattedError[]): Mock => ({ request: { query: createOrderMutation, variables: () => true }, result: { errors } }),
  redeem: (calls: Variables[], message: string): Mock => ({
    request: { query: redeemDiscountCodeMutation, variables: recorder(calls) },
    result: { data: { redeemDiscountCode: { __typename: "MessagePayload", success: true, message } } },
  }),
  redeemError: (message: string): Mock => ({
    request: { query: redeemDiscountCodeMutation, variables: () => true },
    result: { errors: [{ message, extensions: { code: "VALIDATION_FAILED", fields: { code: message } } }] },
  }),
  myOrder: (status: string, endsAt = "2027-06-01T10:00:00.000Z"): Mock => ({
    request: { query: myOrderQuery, variables: { id: "s-1" } },
    result: {
      data: {
        myOrder: {
          __typename: "Order",
          id: "s-1",
          subscription: { __typename: "PremiumSubscription", id: "s-1", status, endsAt, daysRemaining: 365 },
          payment: {
            __typename: "Payment",
            id: "pay-1",
            status: status === "active" ? "completed" : "pending",
            amount: "49.00",
            currency: "PLN",
            invoice: null,
          },
          plan: { __typename: "Plan", id: "00000000-0000-4000-8000-000000000365", name: "Premium", durationDays: 365 },
        },
      },
    },
  }),
};
