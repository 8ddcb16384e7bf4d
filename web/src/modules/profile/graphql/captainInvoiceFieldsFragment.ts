import { graphql } from "../../../gql";

/** The captain's invoice details: edited on the profile, the buyer of a Premium order. */
export const captainInvoiceFieldsFragment = graphql(`
  fragment CaptainInvoiceFields on CaptainInvoice {
    invoiceType
    firstName
    lastName
    companyName
    nip
    address
    postalCode
    city
  }
`);
