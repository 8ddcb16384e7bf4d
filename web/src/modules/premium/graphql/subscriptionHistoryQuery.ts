import { graphql } from "../../../gql";

export const subscriptionHistoryQuery = graphql(`
  query SubscriptionHistory {
    mySubscriptions {
      ...SubscriptionHistoryFields
      payment {
        id
        status
        amount
        currency
        discountPercent
      }
      invoice {
        id
        number
        pdfUrl
      }
    }
  }
`);
