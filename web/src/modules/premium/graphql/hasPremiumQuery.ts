import { graphql } from "../../../gql";

export const hasPremiumQuery = graphql(`
  query HasPremium {
    hasPremium
    mySubscription {
      id
      status
      endsAt
      daysRemaining
    }
  }
`);
