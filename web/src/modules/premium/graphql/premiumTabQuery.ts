import { graphql } from "../../../gql";

export const premiumTabQuery = graphql(`
  query PremiumTab {
    paymentOptions {
      payu
      stripe
      test
    }
    myPendingDiscount {
      code
      percent
    }
    captainProfile {
      invoice {
        ...CaptainInvoiceFields
      }
    }
  }
`);
