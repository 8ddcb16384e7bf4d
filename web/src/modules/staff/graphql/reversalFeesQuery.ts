import { graphql } from "../../../gql";

export const reversalFeesQuery = graphql(`
  query StaffReversalFees {
    reversalFees {
      id
      amount
      currency
      status
      createdAt
      tripId
      captain {
        id
        name
        email
      }
      staff {
        id
        name
      }
      trip {
        id
        yachtName
        embarkationDate
        disembarkationDate
      }
    }
  }
`);
