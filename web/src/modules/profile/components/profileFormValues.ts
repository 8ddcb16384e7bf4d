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

const noInvoice: ProfileFormValues["invoice"] = {
  invoiceType: "", firstName: "", lastName: "", companyName: "", nip: "", address: "", postalCode: "", city: "",
};

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
      invoice: noInvoice,
    };
  }
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    ...profileLicenseChoice(profile),
    licenseNumber: profile.licenseNumber,
    invoice: profile.invoice ? { ...profile.invoice } : noInvoice,
  };
}

/** What is sent and validated: without a chosen invoice type there is no invoice data (null). */
export function toProfileInput(values: ProfileFormValues) {
  return { ...values, invoice: values.invoice.invoiceType ? values.invoice : null };
}
