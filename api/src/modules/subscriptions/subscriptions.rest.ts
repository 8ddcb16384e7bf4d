// REST shim of spec §7: GET /api/subscriptions, GET /api/subscriptions/plans, POST /api/subscriptions,
// POST /api/discount-codes/redeem, and the invoice PDF (GET /api/invoices/:id/pdf).
import type { z } from "zod";
import type { Plan } from "../../generated/prisma/client.ts";
import { codeBody, subscribeBody, type planSchema, type subscriptionHistorySchema, type subscriptionSchema } from "../../openapi/schemas.ts";
import { parseRestBody } from "../../http/parse-body.ts";
import { ForbiddenError, UnauthenticatedError } from "../../errors.ts";
import { errorResponse, json, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { translate } from "../../../../validation/messages.ts";
import { amountString } from "../../../../validation/subscription.ts";
import { renderPdf } from "../documents/renderer.ts";
import { invoiceDocumentData } from "./invoice.document.ts";
import { invoicePdfUrl } from "./payments.types.ts";
import type { SubscriptionDetail, SubscriptionInfo } from "./subscriptions.service.ts";

const planJson = (p: Plan): z.infer<typeof planSchema> => ({
  id: p.id,
  name: p.name,
  amount: amountString(p.amountGrosze),
  currency: p.currency,
  duration_days: p.durationDays,
});

const subscriptionJson = (s: SubscriptionInfo): z.infer<typeof subscriptionSchema> => ({
  id: s.id,
  status: s.status,
  payment_provider: s.provider,
  starts_at: s.startsAt.toISOString(),
  ends_at: s.endsAt.toISOString(),
  days_remaining: s.daysRemaining,
  created_at: s.createdAt.toISOString(),
});

const historyJson = (s: SubscriptionDetail): z.infer<typeof subscriptionHistorySchema> => ({
  ...subscriptionJson(s),
  plan: s.plan ? planJson(s.plan) : null,
  payment: s.payment
    ? {
        id: s.payment.id,
        status: s.payment.status,
        amount: amountString(s.payment.amountGrosze),
        currency: s.payment.currency,
        discount_percent: s.payment.discountPercent,
        paid_at: s.payment.paidAt?.toISOString() ?? null,
        invoice: s.payment.invoice ? { id: s.payment.invoice.id, number: s.payment.invoice.number, pdf_url: invoicePdfUrl(s.payment.invoice.id) } : null,
      }
    : null,
  grants: s.grants.map((g) => ({ days: g.days, reason: g.reason, created_at: g.createdAt.toISOString() })),
  discount_code: s.redemptions[0]?.code.code ?? null,
});

function requireCaptain(ctx: RestContext) {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  if (ctx.viewer.user.role !== "captain") throw new ForbiddenError();
  return ctx.viewer.user;
}

/** The order's field errors under the names of the REST request (spec §7). */
const ORDER_FIELDS: Record<string, string> = {
  planId: "subscription_price_id",
  paymentProvider: "payment_provider",
  "invoice.invoiceType": "invoice_type",
  "invoice.firstName": "first_name",
  "invoice.lastName": "last_name",
  "invoice.companyName": "company_name",
  "invoice.nip": "nip",
  "invoice.address": "address_street",
  "invoice.postalCode": "address_postal_code",
  "invoice.city": "address_city",
};

export function registerSubscriptionRoutes(router: RestRouter) {
  router
    .on("GET", "/api/subscriptions", async (_req, _p, ctx) => {
      if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
      const { subscriptions, plans } = ctx.services;
      const userId = ctx.viewer.user.id;
      const [active, history, available] = await Promise.all([subscriptions.active(userId), subscriptions.history(userId), plans.active()]);
      return json({
        success: true,
        active_subscription: active ? subscriptionJson(active) : null,
        available_plans: available.map(planJson),
        subscription_history: history.map(historyJson),
        message: translate(ctx.lang, "subscriptions.loaded"),
      });
    })
    .on("GET", "/api/subscriptions/plans", async (_req, _p, ctx) => {
      const plans = await ctx.services.plans.active();
      return json({ success: true, plans: plans.map(planJson) });
    })
    .on("POST", "/api/subscriptions", async (req, _p, ctx) => {
      const user = requireCaptain(ctx);
      const b = parseRestBody(subscribeBody, await readJson(req));
      const input = {
        planId: b.subscription_price_id ?? b.plan_id,
        paymentProvider: b.payment_provider,
        invoice: {
          invoiceType: b.invoice_type,
          firstName: b.first_name,
          lastName: b.last_name,
          companyName: b.company_name,
          nip: b.nip,
          address: b.address_street,
          postalCode: b.address_postal_code,
          city: b.address_city,
        },
      };
      let order;
      try {
        order = await ctx.services.orders.place(user, input, { ip: ctx.ip, lang: ctx.lang });
      } catch (e) {
        return errorResponse(e, ctx, ORDER_FIELDS);
      }
      return json(
        {
          success: true,
          redirectUrl: order.redirectUrl,
          redirect_url: order.redirectUrl,
          subscription_id: order.subscriptionId,
          message: translate(ctx.lang, "subscriptions.order.created"),
        },
        201,
      );
    })
    .on("POST", "/api/discount-codes/redeem", async (req, _p, ctx) => {
      const user = requireCaptain(ctx);
      const b = parseRestBody(codeBody, await readJson(req));
      const result = await ctx.services.discounts.redeem(user.id, { code: b.code });
      return json({ success: true, message: translate(ctx.lang, result.messageKey, result.values) });
    })
    .on("GET", "/api/invoices/:id/pdf", async (_req, params, ctx) => {
      if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
      const invoice = await ctx.services.invoices.forViewer(params.id, ctx.viewer.user);
      const pdf = await renderPdf("invoice.typ", invoiceDocumentData(invoice));
      const filename = `faktura-${invoice.number.replace(/\//g, "-")}.pdf`;
      return new Response(new Uint8Array(pdf), {
        headers: {
          "content-type": "application/pdf",
          "content-length": String(pdf.byteLength),
          "content-disposition": `inline; filename="${filename}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      });
    });
}
