import { graphql } from "../../../gql";

export const invoicesQuery = graphql(`
  query StaffInvoices($search: String, $first: Int, $after: String) {
    invoices(search: $search, first: $first, after: $after) {
      totalCount
      hasNextPage
      endCursor
      nodes {
        id
        number
        issuedAt
        gross
        net
        vat
        currency
        paymentMethod
        buyerName
        captainName
        captainEmail
        pdfUrl
      }
    }
  }
`);
