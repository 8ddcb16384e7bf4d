import { graphql } from "../../../gql";

export const captainProfileFieldsFragment = graphql(`
  fragment CaptainProfileFields on CaptainProfile {
    firstName
    lastName
    email
    phone
    licenseType
    licenseNumber
    otherLicense
    logoUrl
    logoWidth
    logoHeight
    invoice {
      ...CaptainInvoiceFields
    }
  }
`);
