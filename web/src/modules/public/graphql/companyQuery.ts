import { graphql } from "../../../gql";

/** The company's details (the COMPANY_* settings, as on invoices), for the contact page (the footer has them from the page: lib/pageData.ts). */
export const companyQuery = graphql(`
  query Company {
    company {
      name
      address
      nip
      phone
      email
      bankAccount
    }
  }
`);
