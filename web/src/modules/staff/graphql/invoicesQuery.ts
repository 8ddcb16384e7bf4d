import { graphql } from "../../../gql";

export const invoicesQuery = graphql(`
  query StaffInvoices($search: String, $page: Int, $pageSize: Int) {
    invoices(search: $search, page: $page, pageSize: $pageSize) {
      total
      items {
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
