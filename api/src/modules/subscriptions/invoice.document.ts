// The invoice as the Typst template reads it (templates/invoice.typ): ready-to-print strings only.
import type { Invoice } from "../../generated/prisma/client.ts";
import { formatPln } from "./money.ts";
import { warsawDate } from "./money.ts";
import type { Buyer, Seller } from "./invoices.service.ts";

type InvoiceDocumentData = {
  kind: "invoice";
  number: string;
  issueDate: string;
  saleDate: string;
  place: string;
  seller: { name: string; address: string; nip: string; phone: string; email: string; bankAccount: string };
  buyer: { lines: string[]; nip: string | null };
  items: { name: string; quantity: string; unit: string; netPrice: string; net: string; vatRate: string; vat: string; gross: string }[];
  totals: { net: string; vat: string; gross: string };
  paymentMethod: string;
  paid: string;
  reference: string;
};

const plDate = (iso: string) => iso.split("-").reverse().join(".");

/** The seller's city: the last part of the address after the postal code ('80-000 Gdańsk' → 'Gdańsk'). */
const cityOf = (address: string) => /\d{2}-\d{3}\s+(.+)$/.exec(address.trim())?.[1] ?? "";

export function invoiceDocumentData(invoice: Invoice): InvoiceDocumentData {
  const seller = invoice.seller as Seller;
  const buyer = invoice.buyer as Buyer;
  const issue = plDate(warsawDate(invoice.issuedAt).date);
  const nip = (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
  const buyerLines = [
    ...(buyer.kind === "company" && buyer.companyName ? [buyer.companyName] : []),
    buyer.name,
    buyer.address,
    `${buyer.postalCode} ${buyer.city}`,
  ].filter((l) => l.trim() !== "");
  const rate = `${invoice.vatRate}%`;
  return {
    kind: "invoice",
    number: invoice.number,
    issueDate: issue,
    saleDate: plDate(warsawDate(invoice.saleDate).date),
    place: cityOf(seller.address),
    seller: { name: seller.name, address: seller.address, nip: nip(seller.nip), phone: seller.phone, email: seller.email, bankAccount: seller.bankAccount },
    buyer: { lines: buyerLines, nip: buyer.nip ? nip(buyer.nip) : null },
    items: [
      {
        name: invoice.description,
        quantity: "1",
        unit: "szt.",
        netPrice: formatPln(invoice.netGrosze),
        net: formatPln(invoice.netGrosze),
        vatRate: rate,
        vat: formatPln(invoice.vatGrosze),
        gross: formatPln(invoice.grossGrosze),
      },
    ],
    totals: { net: formatPln(invoice.netGrosze), vat: formatPln(invoice.vatGrosze), gross: formatPln(invoice.grossGrosze) },
    paymentMethod: invoice.paymentMethod,
    paid: `Zapłacono ${formatPln(invoice.grossGrosze)} dnia ${issue}`,
    reference: invoice.number,
  };
}
