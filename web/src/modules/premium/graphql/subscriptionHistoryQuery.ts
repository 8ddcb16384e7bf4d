import { graphql } from "../../../gql";

export const subscriptionHistoryQuery = graphql(`
  query SubscriptionHistory {
    mySubscriptions {
      id
      status
      provider
      startsAt
      endsAt
      createdAt
      discountCode
      plan {
        id
        name
        durationDays
      }
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
      grants {
        id
        days
        reason
        createdAt
      }
    }
  }
`);
