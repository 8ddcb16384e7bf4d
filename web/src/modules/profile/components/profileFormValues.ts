import type { CaptainProfileFieldsFragment } from "../../../gql/graphql.ts";
import { profileLicenseChoice } from "../../../../../validation/profile.ts";
import type { SessionUser } from "../../auth/authStorage.ts";

/** The profile form's values: strings as typed; invoiceType "" = no invoice data. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  licenseType: string;
  licenseNumber: string;
  otherLicense: string;
  invoice: {
    invoiceType: string;
    firstName: string;
    lastName: string;
    companyName: string;
    nip: string;
    address: string;
    postalCode: string;
    city: string;
  };
}

export type InvoiceKey = keyof ProfileFormValues["invoice"];
/** A form path of the invoice section (`invoice.city`, ...). */
export const invoiceField = <K extends InvoiceKey>(key: K) => `invoice.${key}` as const;
export const INVOICE_KEYS: readonly InvoiceKey[] = ["invoiceType", "firstName", "lastName", "companyName", "nip", "address", "postalCode", "city"];

export type InvoiceFormValues = ProfileFormValues["invoice"];

const noInvoice: InvoiceFormValues = {
  invoiceType: "",
  firstName: "",
  lastName: "",
  companyName: "",
  nip: "",
  address: "",
  postalCode: "",
  city: "",
};

/**
 * The one mapping of saved invoice data (a query result, with Apollo's `__typename`) to form and
 * input values: only the input's fields are copied, so nothing of the result is ever sent back.
 */
export function invoiceFormValues(invoice: Partial<Record<InvoiceKey | "__typename", string | null>> | null | undefined): InvoiceFormValues {
  if (!invoice) return { ...noInvoice };
  const values = { ...noInvoice };
  for (const key of INVOICE_KEYS) values[key] = invoice[key] ?? "";
  return values;
}

/** The saved profile, or (before the first save) the account's name and phone. */
export function profileFormValues(profile: CaptainProfileFieldsFragment | null, user: SessionUser | null): ProfileFormValues {
  if (!profile) {
    const name = (user?.name ?? "").trim();
    const space = name.indexOf(" ");
    return {
      firstName: space === -1 ? name : name.slice(0, space),
      lastName: space === -1 ? "" : name.slice(space + 1).trim(),
      phone: user?.phone ?? "",
      licenseType: "",
      licenseNumber: "",
      otherLicense: "",
      invoice: { ...noInvoice },
    };
  }
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    ...profileLicenseChoice(profile),
    licenseNumber: profile.licenseNumber,
    invoice: invoiceFormValues(profile.invoice),
  };
}

/** What is sent and validated: without a chosen invoice type there is no invoice data (null). */
export function toProfileInput(values: ProfileFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    licenseType: values.licenseType,
    licenseNumber: values.licenseNumber,
    otherLicense: values.otherLicense,
    invoice: values.invoice.invoiceType ? invoiceFormValues(values.invoice) : null,
  };
}
