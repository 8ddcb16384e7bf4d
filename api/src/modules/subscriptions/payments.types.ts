// GraphQL object types of payments and invoices, shared by the captain's and the office's queries.
import { builder } from "../../graphql/builder.ts";
import type { Invoice, Payment, Plan, User } from "../../generated/prisma/client.ts";
import { amountString } from "../../../../validation/subscription.ts";

export type PaymentRow = Payment & { invoice?: Pick<Invoice, "id" | "number"> | null; plan?: Plan };
type InvoiceRow = Pick<Invoice, "id" | "number"> & Partial<Invoice> & { user?: User };

export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;

const PaymentStatusEnum = builder.enumType("PaymentStatus", { values: ["pending", "completed", "cancelled"] as const });

export const InvoiceType = builder.objectRef<InvoiceRow>("Invoice").implement({
  description: "A VAT invoice of a paid order. The PDF: GET pdfUrl with the bearer token.",
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number", { description: "FV/YYYY/MM/NNNN" }),
    pdfUrl: t.string({ resolve: (i) => invoicePdfUrl(i.id) }),
    issuedAt: t.field({ type: "DateTime", nullable: true, resolve: (i) => i.issuedAt ?? null }),
    gross: t.string({
      nullable: true,
      description: "Gross amount, two decimals.",
      resolve: (i) => (i.grossGrosze == null ? null : amountString(i.grossGrosze)),
    }),
    net: t.string({ nullable: true, resolve: (i) => (i.netGrosze == null ? null : amountString(i.netGrosze)) }),
    vat: t.string({ nullable: true, resolve: (i) => (i.vatGrosze == null ? null : amountString(i.vatGrosze)) }),
    currency: t.string({ nullable: true, resolve: (i) => i.currency ?? null }),
    paymentMethod: t.string({ nullable: true, resolve: (i) => i.paymentMethod ?? null }),
    buyerName: t.string({
      nullable: true,
      resolve: (i) => {
        const b = i.buyer as { name?: string; companyName?: string | null } | undefined;
        return b ? (b.companyName ?? b.name ?? null) : null;
      },
    }),
    captainName: t.string({ nullable: true, resolve: (i) => i.user?.name ?? null }),
    captainEmail: t.string({ nullable: true, resolve: (i) => i.user?.email ?? null }),
  }),
});

export const PaymentType = builder.objectRef<PaymentRow>("Payment").implement({
  description: "The payment of an order.",
  fields: (t) => ({
    id: t.exposeID("id"),
    provider: t.string({ description: "payu, stripe or test", resolve: (p) => p.provider }),
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    providerStatus: t.string({ nullable: true, resolve: (p) => p.providerStatus }),
    amount: t.string({ description: "What was (or is to be) paid, two decimals, e.g. '49.00'.", resolve: (p) => amountString(p.amountGrosze) }),
    currency: t.exposeString("currency"),
    discountPercent: t.int({ nullable: true, resolve: (p) => p.discountPercent }),
    planName: t.string({ nullable: true, resolve: (p) => p.plan?.name ?? null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    paidAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.paidAt }),
    cancelledAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.cancelledAt }),
    invoice: t.field({ type: InvoiceType, nullable: true, resolve: (p) => p.invoice ?? null }),
  }),
});
