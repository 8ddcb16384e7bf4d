import type { FieldErrors } from "react-hook-form";
import { orderSchema } from "../../../../../validation/subscription.ts";
import { schemaCheckedResolver } from "../../../lib/schemaCheckedResolver.ts";
import { type InvoiceFormValues, INVOICE_KEYS } from "../../profile/components/profileFormValues.ts";

/** The Premium order form: a plan, a payment method and the invoice data. */
export interface OrderFormValues {
  planId: string;
  paymentProvider: string;
  invoice: InvoiceFormValues;
}

/** The invoice fields in the order the combined message lists them. */
const LISTED: readonly (typeof INVOICE_KEYS)[number][] = ["invoiceType", "companyName", "nip", "firstName", "lastName", "address", "postalCode", "city"];

/** The invoice fields with an error, in form order (for 'Uzupełnij wszystkie wymagane dane do faktury: …'). */
export function invalidInvoiceFields(errors: FieldErrors<OrderFormValues>): string[] {
  const invoice = errors.invoice ?? {};
  return LISTED.filter((key) => key in invoice);
}

/** The shared order schema; the form keeps its own values (as typed) when they are valid. */
export const orderResolver = schemaCheckedResolver<OrderFormValues>(orderSchema);
