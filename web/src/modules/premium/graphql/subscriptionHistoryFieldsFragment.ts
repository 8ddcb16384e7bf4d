import { graphql } from "../../../gql";

/** One subscription as a history table shows it (the captain's Premium tab and the office's captain drawer). */
export const subscriptionHistoryFieldsFragment = graphql(`
  fragment SubscriptionHistoryFields on PremiumSubscription {
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
    grants {
      id
      days
      reason
      createdAt
    }
  }
`);
