// What the payment providers post to us, as they send it: a PayU REST v2.1 order notification and a
// Stripe event object. The PayU schema is the one payment-events.ts parses the notification with
// (after the signature over the raw body is verified), and the OpenAPI document shows it; Stripe's
// event is verified and parsed by Stripe's library (constructEvent), this schema documents it.
import { z } from "zod";

const s = z.string();
const opt = z.string().optional();

/** PayU order notification (REST API v2.1): `order` plus, for a completed order, its receipt time and payment id. */
export const payuNotificationSchema = z
  .object({
    order: z.object({
      orderId: s.min(1).max(100).describe("PayU's order id"),
      extOrderId: s.min(1).max(100).describe("Our payment id (sent when the order was created)"),
      orderCreateDate: opt.describe("ISO 8601"),
      notifyUrl: opt,
      customerIp: opt,
      merchantPosId: opt,
      description: opt,
      currencyCode: s.length(3).describe("ISO 4217, e.g. PLN"),
      totalAmount: s.regex(/^\d{1,12}$/).describe("In the currency's smallest unit (grosze), as text"),
      buyer: z.object({ customerId: opt, email: opt, phone: opt, firstName: opt, lastName: opt, language: opt }).optional(),
      payMethod: z.object({ type: opt.describe("PBL, CARD_TOKEN, INSTALLMENTS…") }).optional(),
      products: z.array(z.object({ name: s, unitPrice: s, quantity: s })).optional(),
      status: s
        .min(1)
        .max(50)
        .describe("PENDING, WAITING_FOR_CONFIRMATION, COMPLETED or CANCELED; COMPLETED activates, CANCELED cancels, the rest is recorded"),
    }),
    localReceiptDateTime: opt.describe("COMPLETED only: when the payment was received"),
    properties: z.array(z.object({ name: s.describe("e.g. PAYMENT_ID"), value: s })).optional(),
  })
  .meta({
    id: "PayuNotification",
    description:
      "Signed by PayU: header OpenPayU-Signature `sender=…;signature=…;algorithm=SHA-256;content=DOCUMENT` over the raw body with the POS's second key.",
    example: {
      order: {
        orderId: "LDLW5N7MF4140324GUEST000P01",
        extOrderId: "3b0c6f0e-6f7e-4c1b-9a3e-0d1c2b3a4f5e",
        orderCreateDate: "2026-07-01T10:00:00.000+02:00",
        notifyUrl: "https://zeglog.pl/api/payments/payu/notify",
        customerIp: "127.0.0.1",
        merchantPosId: "145227",
        description: "Premium roczny",
        currencyCode: "PLN",
        totalAmount: "4900",
        status: "COMPLETED",
        products: [{ name: "Premium roczny", unitPrice: "4900", quantity: "1" }],
      },
      localReceiptDateTime: "2026-07-01T10:01:00.000+02:00",
      properties: [{ name: "PAYMENT_ID", value: "5000000001" }],
    },
  });

/** The Checkout Session in `data.object` of the checkout.session.* events: the fields read. */
const checkoutSession = z
  .object({
    id: s.describe("cs_…"),
    object: z.literal("checkout.session"),
    client_reference_id: z.string().nullable().describe("Our payment id"),
    metadata: z.record(s, s).nullable().describe("paymentId: our payment id"),
    payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
    status: z.enum(["open", "complete", "expired"]).nullable(),
    amount_total: z.number().int().nullable().describe("In the smallest currency unit"),
    currency: z.string().nullable().describe("Lower case, e.g. pln"),
    mode: z.enum(["payment", "setup", "subscription"]).optional(),
  })
  .meta({ id: "StripeCheckoutSession" });

/** A Stripe event (API version of the account); only checkout.session.* events do something. */
export const stripeEventSchema = z
  .object({
    id: s.describe("evt_…; each is processed once"),
    object: z.literal("event"),
    api_version: z.string().nullable(),
    created: z.number().int(),
    livemode: z.boolean(),
    pending_webhooks: z.number().int(),
    request: z.object({ id: z.string().nullable(), idempotency_key: z.string().nullable() }).nullable(),
    type: s.describe(
      "checkout.session.completed or .async_payment_succeeded activate; .expired or .async_payment_failed cancel; other types are acknowledged and ignored",
    ),
    data: z.object({
      object: checkoutSession.describe("For checkout.session.* events the Checkout Session (the fields read are listed; Stripe sends more)"),
    }),
  })
  .meta({ id: "StripeEvent", description: "Signed by Stripe: header Stripe-Signature `t=…,v1=…` over the raw body with the endpoint's signing secret." });
