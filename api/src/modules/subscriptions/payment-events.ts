// What payment providers tell us: PayU notifications (OpenPayU-Signature over the raw body) and
// Stripe webhook events (stripe.webhooks.constructEvent). Signatures are verified before anything in
// the body is trusted; each verified message is stored once (a replay changes nothing); amounts and
// currencies must match the order. COMPLETED/paid activates, CANCELED/expired cancels, the rest is
// recorded. The test payment page of the app goes through handlePayu too, with its own key.
import { createHash } from "node:crypto";
import type { z } from "zod";
import type Stripe from "stripe";
import { DAY_MS, type Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentProvider, Prisma } from "../../generated/prisma/client.ts";
import { AppError, BadRequestError, NotFoundError, ValidationError } from "../../errors.ts";
import { isUniqueViolation } from "../../validate.ts";
import type { InvoicesService } from "./invoices.service.ts";
import { verifyPayuSignature } from "./payments/payu.signature.ts";
import type { StripeGateway } from "./payments/stripe.gateway.ts";
import type { SubscriptionsService } from "./subscriptions.service.ts";
import { payuNotificationSchema } from "./payments.rest-schema.ts";

type Tx = Prisma.TransactionClient;

type Outcome = "activated" | "cancelled" | "recorded" | "ignored" | "replay";

class InvalidSignatureError extends AppError {
  constructor() {
    super("UNAUTHENTICATED", "subscriptions.payment.invalidSignature");
  }
}

export class PaymentEvents {
  constructor(
    private deps: {
      db: Db;
      clock: Clock;
      logger: Logger;
      subscriptions: SubscriptionsService;
      invoices: InvoicesService;
      stripe?: StripeGateway;
    },
  ) {}

  /** A PayU notification (or the test page's, signed the same way with `secondKey`). */
  async handlePayu(raw: Uint8Array, signatureHeader: string | null, secondKey: string, providers: PaymentProvider[]): Promise<Outcome> {
    if (!verifyPayuSignature(raw, signatureHeader, secondKey)) {
      this.deps.logger.warn({ event: "payu_notification_forged" }, "PayU notification with an invalid signature refused");
      throw new InvalidSignatureError();
    }
    let parsed: z.infer<typeof payuNotificationSchema>;
    try {
      parsed = payuNotificationSchema.parse(JSON.parse(Buffer.from(raw).toString("utf8")));
    } catch {
      throw new BadRequestError("errors.badJson");
    }
    const { order } = parsed;
    const key = `payu:${createHash("sha256").update(raw).digest("hex")}`;
    return this.once(key, async (tx) => {
      const payment = await tx.payment.findUnique({ where: { id: order.extOrderId } }).catch(() => null);
      if (!payment || !providers.includes(payment.provider) || (payment.providerOrderId && payment.providerOrderId !== order.orderId)) {
        throw new NotFoundError();
      }
      if (Number(order.totalAmount) !== payment.amountGrosze || order.currencyCode !== payment.currency) {
        this.deps.logger.warn(
          { event: "payment_amount_mismatch", paymentId: payment.id, got: `${order.totalAmount} ${order.currencyCode}` },
          "amount mismatch",
        );
        throw new ValidationError({}, "subscriptions.payment.amountMismatch");
      }
      let outcome: Outcome;
      if (order.status === "COMPLETED") outcome = (await this.activate(tx, payment.id, order.status)) ? "activated" : "ignored";
      else if (order.status === "CANCELED") outcome = (await this.cancel(tx, payment.id, order.status)) ? "cancelled" : "ignored";
      else {
        await tx.payment.updateMany({ where: { id: payment.id, status: "pending" }, data: { providerStatus: order.status } });
        outcome = "recorded";
      }
      return { paymentId: payment.id, provider: payment.provider, status: order.status, outcome };
    });
  }

  /** A Stripe webhook: verified with STRIPE_WEBHOOK_SECRET; each event id is processed once. */
  async handleStripe(raw: Uint8Array, signature: string | null): Promise<Outcome> {
    const gateway = this.deps.stripe;
    if (!gateway) throw new NotFoundError();
    let event: Stripe.Event;
    try {
      event = gateway.verify(raw, signature);
    } catch {
      this.deps.logger.warn({ event: "stripe_webhook_forged" }, "Stripe webhook with an invalid signature refused");
      throw new InvalidSignatureError();
    }
    return this.once(`stripe:${event.id}`, async (tx) => {
      const session = event.type.startsWith("checkout.session.") ? (event.data.object as Stripe.Checkout.Session) : null;
      const paymentId = session ? (session.metadata?.paymentId ?? session.client_reference_id) : null;
      const payment = paymentId ? await tx.payment.findUnique({ where: { id: paymentId } }).catch(() => null) : null;
      if (!session || !payment || payment.provider !== "stripe" || (payment.providerOrderId && payment.providerOrderId !== session.id)) {
        return { paymentId: payment?.id ?? null, provider: "stripe", status: event.type, outcome: "ignored" };
      }
      const paidEvent = event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded";
      const failedEvent = event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed";
      let outcome: Outcome = "recorded";
      if (paidEvent && session.payment_status === "paid") {
        if (session.amount_total !== payment.amountGrosze || session.currency?.toUpperCase() !== payment.currency) {
          this.deps.logger.warn({ event: "payment_amount_mismatch", paymentId: payment.id }, "Stripe amount mismatch");
          throw new ValidationError({}, "subscriptions.payment.amountMismatch");
        }
        outcome = (await this.activate(tx, payment.id, session.payment_status)) ? "activated" : "ignored";
      } else if (failedEvent) {
        outcome = (await this.cancel(tx, payment.id, event.type)) ? "cancelled" : "ignored";
      }
      return { paymentId: payment.id, provider: "stripe", status: event.type, outcome };
    });
  }

  /** Runs `fn` and stores the message under `key` in one transaction; a stored key is a replay. */
  private async once(
    key: string,
    fn: (tx: Tx) => Promise<{ paymentId: string | null; provider: PaymentProvider; status: string; outcome: Outcome }>,
  ): Promise<Outcome> {
    const { db, clock, logger } = this.deps;
    try {
      return await db.$transaction(async (tx) => {
        if (await tx.paymentNotification.findUnique({ where: { key } })) return "replay";
        const result = await fn(tx);
        await tx.paymentNotification.create({
          data: { key, provider: result.provider, paymentId: result.paymentId, status: result.status, outcome: result.outcome, receivedAt: clock.now() },
        });
        logger.info(
          { event: "payment_notification", key, paymentId: result.paymentId, status: result.status, outcome: result.outcome },
          "payment notification",
        );
        return result.outcome;
      });
    } catch (e) {
      // The same message processed at the same moment by another request: that one counts.
      if (isUniqueViolation(e)) return "replay";
      throw e;
    }
  }

  /**
   * Marks the payment completed and the subscription active from where the captain's Premium ends
   * (or now), and issues the invoice. A payment cancelled only because nobody paid in time still
   * activates: the money was taken. False when it was already completed.
   */
  async activate(tx: Tx, paymentId: string, providerStatus: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const claimed = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: ["pending", "cancelled"] } },
      data: { status: "completed", paidAt: now, cancelledAt: null, providerStatus },
    });
    if (claimed.count === 0) return false;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { plan: true } });
    const startsAt = await this.deps.subscriptions.nextStart(tx, payment.userId, now);
    await tx.subscription.update({
      where: { id: payment.subscriptionId },
      data: { status: "active", startsAt, endsAt: new Date(startsAt.getTime() + payment.plan.durationDays * DAY_MS) },
    });
    await this.deps.invoices.issue(tx, payment, now);
    return true;
  }

  /** Cancels a pending order (its PERCENT discount becomes available again). False when not pending. */
  async cancel(tx: Tx, paymentId: string, providerStatus: string | null): Promise<boolean> {
    const now = this.deps.clock.now();
    const claimed = await tx.payment.updateMany({
      where: { id: paymentId, status: "pending" },
      data: { status: "cancelled", cancelledAt: now, providerStatus },
    });
    if (claimed.count === 0) return false;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    await tx.subscription.updateMany({ where: { id: payment.subscriptionId, status: "pending" }, data: { status: "cancelled" } });
    await tx.discountRedemption.updateMany({ where: { paymentId }, data: { paymentId: null } });
    return true;
  }
}
