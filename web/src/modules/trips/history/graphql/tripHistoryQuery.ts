import { graphql } from "../../../../gql";

export const tripHistoryQuery = graphql(`
  query TripHistory($tripId: ID!) {
    tripHistory(tripId: $tripId) {
      version
      type
      occurredAt
      status
      changedFields
      actor {
        id
        name
        role
      }
    }
  }
`);
