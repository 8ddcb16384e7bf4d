// Stripe Checkout (the `stripe` package): a Checkout Session in PLN, and webhook events verified with
// stripe.webhooks.constructEvent on the raw body. Offered only when STRIPE_SECRET_KEY is set.
import Stripe from "stripe";
import type { Clock } from "../../../clock.ts";
import type { StripeConfig } from "../../../config.ts";

type StripeCheckout = { sessionId: string; url: string };

export class StripeGateway {
  readonly stripe: Stripe;

  /** `client` lets tests point the SDK at a local fake (host/port/protocol options). */
  constructor(
    private config: StripeConfig,
    private clock: Clock,
    client?: Stripe,
  ) {
    this.stripe = client ?? new Stripe(config.secretKey, { maxNetworkRetries: 1, timeout: 15_000 });
  }

  async createCheckout(input: {
    paymentId: string;
    amountGrosze: number;
    productName: string;
    email: string;
    successUrl: string;
    cancelUrl: string;
    locale: "pl" | "en";
  }): Promise<StripeCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "pln", unit_amount: input.amountGrosze, product_data: { name: input.productName } } }],
        client_reference_id: input.paymentId,
        metadata: { paymentId: input.paymentId },
        customer_email: input.email,
        locale: input.locale,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `order-${input.paymentId}` },
    );
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
    return { sessionId: session.id, url: session.url };
  }

  /** The verified event; throws Stripe.errors.StripeSignatureVerificationError for a forged one. */
  verify(rawBody: Uint8Array, signature: string | null): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      Buffer.from(rawBody),
      signature ?? "",
      this.config.webhookSecret,
      undefined,
      undefined,
      this.clock.now().getTime(),
    );
  }
}
