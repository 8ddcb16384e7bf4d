// Ordering Premium (spec §7 POST /subscriptions): a pending subscription and its payment (with a
// snapshot of the invoice data), then the provider's payment page: PayU (REST v2.1), Stripe Checkout,
// or — with no provider configured, never in production — the app's own test payment page, whose
// buttons send a PayU-format notification signed with a key of this process through the same handler.
import { randomBytes } from "node:crypto";
import { DAY_MS, type Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { Payment, Plan, User } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "../../errors.ts";
import { fieldErrorKeys } from "../../../../validation/errors.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { orderSchema, type OrderData } from "../../../../validation/subscription.ts";
import { invoiceDescription } from "./invoices.service.ts";
import { durationLabel } from "./money.ts";
import type { PaymentEvents } from "./payment-events.ts";
import type { PayuClient } from "./payments/payu.client.ts";
import { signPayuNotification } from "./payments/payu.signature.ts";
import type { StripeGateway } from "./payments/stripe.gateway.ts";

/** At most this many unpaid orders per captain in a day (each one calls the provider). */
const MAX_PENDING = 5;

type OrderResult = { subscriptionId: string; paymentId: string; redirectUrl: string };

type OrdersDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  events: PaymentEvents;
  payu?: PayuClient;
  stripe?: StripeGateway;
  /** The PayU second key (notifications); with no PayU configured, the test provider's own key. */
  payuSecondKey?: string;
};

/** The invoice form fields in the combined message, in the form's order. */
const INVOICE_FIELDS = ["invoiceType", "companyName", "nip", "firstName", "lastName", "address", "postalCode", "city"] as const;

export class OrdersService {
  /** Signs the test provider's notifications; null when a real PayU account is configured. */
  readonly testKey: string | null;

  constructor(private deps: OrdersDeps) {
    this.testKey = deps.payu ? null : randomBytes(32).toString("hex");
  }

  get secondKey(): string {
    return this.deps.payuSecondKey ?? this.testKey ?? "";
  }

  /** The methods a captain can choose: PayU (its test stand-in without an account) and Stripe when set. */
  providers() {
    return { payu: true, stripe: Boolean(this.deps.stripe), test: this.testKey !== null };
  }

  /** Parses the order; missing invoice data also give the combined 'Uzupełnij wszystkie…' message. */
  private parse(input: unknown, lang: Lang): OrderData {
    const result = orderSchema.safeParse(input);
    if (result.success) return result.data;
    const fields = fieldErrorKeys(result.error);
    const invoiceFields = INVOICE_FIELDS.filter((f) => fields[`invoice.${f}`]);
    if (invoiceFields.length > 0 && !fields.planId && !fields.paymentProvider) {
      const list = invoiceFields.map((f) => translate(lang, `subscriptions.invoiceField.${f}`)).join(", ");
      throw new ValidationError(fields, "validation.invoice.incomplete", { fields: list });
    }
    throw new ValidationError(fields);
  }

  async place(user: User, input: unknown, ctx: { ip: string; lang: Lang }): Promise<OrderResult> {
    const data = this.parse(input, ctx.lang);
    const { db, clock } = this.deps;
    const now = clock.now();
    const plan = await db.plan.findFirst({ where: { id: data.planId, active: true } });
    if (!plan) throw ValidationError.field("planId", "subscriptions.order.planUnavailable");
    if (data.paymentProvider === "stripe" && !this.deps.stripe) throw ValidationError.field("paymentProvider", "subscriptions.order.providerUnavailable");
    const provider = data.paymentProvider === "stripe" ? "stripe" : this.deps.payu ? "payu" : "test";

    const pending = await db.payment.count({ where: { userId: user.id, status: "pending", createdAt: { gt: new Date(now.getTime() - DAY_MS) } } });
    if (pending >= MAX_PENDING) throw new ConflictError("subscriptions.order.tooMany");

    const { payment, subscriptionId } = await db.$transaction(async (tx) => {
      const discount = await tx.discountRedemption.findFirst({
        where: { userId: user.id, paymentId: null, code: { kind: "PERCENT" } },
        include: { code: true },
        orderBy: { createdAt: "asc" },
      });
      const percent = discount?.code.value ?? null;
      const amount = percent ? Math.round((plan.amountGrosze * (100 - percent)) / 100) : plan.amountGrosze;
      const sub = await tx.subscription.create({
        data: {
          userId: user.id,
          status: "pending",
          provider,
          planId: plan.id,
          startsAt: now,
          endsAt: new Date(now.getTime() + plan.durationDays * DAY_MS),
          createdAt: now,
        },
      });
      const created = await tx.payment.create({
        data: {
          subscriptionId: sub.id,
          userId: user.id,
          planId: plan.id,
          provider,
          amountGrosze: amount,
          currency: plan.currency,
          discountPercent: percent,
          invoiceData: data.invoice,
          createdAt: now,
        },
      });
      if (discount) await tx.discountRedemption.update({ where: { id: discount.id }, data: { paymentId: created.id } });
      await this.rememberInvoiceData(tx, user, data.invoice);
      return { payment: created, subscriptionId: sub.id };
    });

    try {
      const redirectUrl = await this.startPayment(payment, plan, user, data, ctx);
      return { subscriptionId, paymentId: payment.id, redirectUrl };
    } catch (e) {
      this.deps.logger.error({ err: e, paymentId: payment.id, provider }, "the payment provider refused the order");
      await db.$transaction((tx) => this.deps.events.cancel(tx, payment.id, "PROVIDER_ERROR"));
      throw new ServiceUnavailableError(60, "subscriptions.order.providerFailed");
    }
  }

  private async startPayment(payment: Payment, plan: Plan, user: User, data: OrderData, ctx: { ip: string; lang: Lang }): Promise<string> {
    const { publicUrl, db, payu, stripe } = this.deps;
    const successUrl = `${publicUrl}/payment/success?order=${payment.subscriptionId}`;
    const name = invoiceDescription(plan);
    if (payment.provider === "stripe" && stripe) {
      const checkout = await stripe.createCheckout({
        paymentId: payment.id,
        amountGrosze: payment.amountGrosze,
        productName: name,
        email: user.email,
        successUrl,
        cancelUrl: `${publicUrl}/payment/cancelled?order=${payment.subscriptionId}`,
        locale: ctx.lang,
      });
      await db.payment.update({ where: { id: payment.id }, data: { providerOrderId: checkout.sessionId } });
      return checkout.url;
    }
    if (payment.provider === "payu" && payu) {
      const order = await payu.createOrder({
        notifyUrl: `${publicUrl}/api/payments/payu/notify`,
        continueUrl: successUrl,
        customerIp: /^[0-9a-f.:]+$/i.test(ctx.ip) ? ctx.ip : "127.0.0.1",
        description: `${name}`.slice(0, 100),
        totalAmount: payment.amountGrosze,
        extOrderId: payment.id,
        buyer: { email: user.email, firstName: data.invoice.firstName, lastName: data.invoice.lastName, language: ctx.lang },
        products: [{ name, unitPrice: payment.amountGrosze, quantity: 1 }],
      });
      await db.payment.update({ where: { id: payment.id }, data: { providerOrderId: order.orderId } });
      return order.redirectUri;
    }
    await db.payment.update({ where: { id: payment.id }, data: { providerOrderId: `TEST-${payment.id}` } });
    return `${publicUrl}/payment/test/${payment.id}`;
  }

  /** The order's invoice data become the profile's (the next order starts from them). */
  private async rememberInvoiceData(tx: Parameters<Parameters<Db["$transaction"]>[0]>[0], user: User, i: OrderData["invoice"]) {
    const invoice = {
      invoiceType: i.invoiceType,
      invoiceFirstName: i.firstName,
      invoiceLastName: i.lastName,
      companyName: i.companyName || null,
      nip: i.nip || null,
      address: i.address,
      postalCode: i.postalCode,
      city: i.city,
    };
    const [firstName, ...rest] = user.name.trim().split(/\s+/);
    await tx.captainProfile.upsert({
      where: { userId: user.id },
      create: { userId: user.id, firstName: firstName ?? "", lastName: rest.join(" "), phone: user.phone, licenseType: "", licenseNumber: "", ...invoice },
      update: invoice,
    });
  }

  /** The captain's own order (by subscription id); another captain's is not found. */
  async mine(userId: string, subscriptionId: string) {
    const sub = await this.deps.db.subscription
      .findFirst({ where: { id: subscriptionId, userId }, include: { payment: { include: { invoice: true } }, plan: true } })
      .catch(() => null);
    if (!sub?.payment) throw new NotFoundError();
    return sub;
  }

  /** The test payment page's order: only while no provider is configured, only its captain's. */
  async testPayment(userId: string, paymentId: string) {
    if (this.testKey === null) throw new NotFoundError();
    const payment = await this.deps.db.payment.findFirst({ where: { id: paymentId, userId, provider: "test" }, include: { plan: true } }).catch(() => null);
    if (!payment) throw new NotFoundError();
    return payment;
  }

  /**
   * The test page's 'pay' or 'cancel': a PayU-format notification (COMPLETED or CANCELED) signed
   * with this process's test key and handled by the same code as PayU's.
   */
  async completeTestPayment(userId: string, paymentId: string, outcome: "COMPLETED" | "CANCELED") {
    const payment = await this.testPayment(userId, paymentId);
    const now = this.deps.clock.now();
    const body = JSON.stringify({
      order: {
        orderId: payment.providerOrderId ?? `TEST-${payment.id}`,
        extOrderId: payment.id,
        orderCreateDate: payment.createdAt.toISOString(),
        notifyUrl: `${this.deps.publicUrl}/api/payments/payu/notify`,
        customerIp: "127.0.0.1",
        merchantPosId: "test",
        description: `Żeglog ${payment.plan.name} — ${durationLabel(payment.plan.durationDays)}`,
        currencyCode: payment.currency,
        totalAmount: String(payment.amountGrosze),
        status: outcome,
      },
      localReceiptDateTime: now.toISOString(),
      properties: [{ name: "PAYMENT_ID", value: `TEST${now.getTime()}` }],
    });
    const header = signPayuNotification(body, this.testKey ?? "");
    await this.deps.events.handlePayu(new TextEncoder().encode(body), header, this.testKey ?? "", ["test"]);
    return this.mine(userId, payment.subscriptionId);
  }
}
