// Polish VAT invoices of paid orders. The number FV/YYYY/MM/NNNN comes from InvoiceCounter, bumped
// in the payment's own transaction by one atomic upsert: concurrent payments wait on the counter
// row, and a rolled-back payment rolls its number back, so a month's numbers have no gaps.
import type { CompanyConfig } from "../../config.ts";
import type { Db } from "../../db/db.ts";
import type { Invoice, Payment, Plan, Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import type { InvoiceData } from "../../../../validation/profile.ts";
import { durationLabel, splitVat, warsawDate } from "./money.ts";
import { oneRow } from "../../db/one-row.ts";

type Tx = Prisma.TransactionClient;

const VAT_RATE = 23;

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  payu: "Płatność online PayU",
  stripe: "Karta płatnicza (Stripe)",
  test: "Płatność testowa",
};

export type Seller = CompanyConfig;
export type Buyer = {
  kind: "individual" | "company";
  name: string;
  companyName: string | null;
  nip: string | null;
  address: string;
  postalCode: string;
  city: string;
};

function buyerOf(invoice: InvoiceData): Buyer {
  const person = `${invoice.firstName} ${invoice.lastName}`.trim();
  return {
    kind: invoice.invoiceType,
    name: person,
    companyName: invoice.invoiceType === "company" ? invoice.companyName : null,
    nip: invoice.invoiceType === "company" ? invoice.nip : null,
    address: invoice.address,
    postalCode: invoice.postalCode,
    city: invoice.city,
  };
}

export const invoiceDescription = (plan: Pick<Plan, "name" | "durationDays">) =>
  `Żeglog ${plan.name} — ${durationLabel(plan.durationDays)} (${plan.durationDays} dni)`;

/** The next number of the month, taken inside `tx`. */
export async function nextInvoiceNumber(tx: Tx, year: number, month: number): Promise<{ number: string; seq: number }> {
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("year", "month", "last") VALUES (${year}, ${month}, 1)
    ON CONFLICT ("year", "month") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1
    RETURNING "last"`;
  const seq = Number(oneRow(rows).last);
  return { seq, number: `FV/${year}/${String(month).padStart(2, "0")}/${String(seq).padStart(4, "0")}` };
}

export class InvoicesService {
  constructor(private deps: { db: Db; company: CompanyConfig }) {}

  /** Issues the invoice of a payment that has just completed (inside the activation's transaction). */
  async issue(tx: Tx, payment: Payment & { plan: Plan }, paidAt: Date): Promise<Invoice> {
    const { year, month } = warsawDate(paidAt);
    const { number, seq } = await nextInvoiceNumber(tx, year, month);
    const { net, vat } = splitVat(payment.amountGrosze, VAT_RATE);
    return tx.invoice.create({
      data: {
        number,
        year,
        month,
        seq,
        paymentId: payment.id,
        userId: payment.userId,
        issuedAt: paidAt,
        saleDate: paidAt,
        seller: { ...this.deps.company },
        buyer: buyerOf(payment.invoiceData as InvoiceData),
        description: invoiceDescription(payment.plan),
        netGrosze: net,
        vatGrosze: vat,
        grossGrosze: payment.amountGrosze,
        vatRate: VAT_RATE,
        currency: payment.currency,
        paymentMethod: PAYMENT_METHOD_LABELS[payment.provider] ?? payment.provider,
      },
    });
  }

  /** A captain's own invoice, or a staff member's view of any; another captain's is not found. */
  async forViewer(id: string, viewer: { id: string; role: string }): Promise<Invoice> {
    const invoice = await this.deps.db.invoice.findUnique({ where: { id } }).catch(() => null);
    if (!invoice || (viewer.role !== "staff" && invoice.userId !== viewer.id)) throw new NotFoundError();
    return invoice;
  }
}
