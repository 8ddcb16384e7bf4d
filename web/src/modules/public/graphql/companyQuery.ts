import { graphql } from "../../../gql";

/** The company's details (the COMPANY_* settings, as on invoices), for the contact page and the footer. */
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
