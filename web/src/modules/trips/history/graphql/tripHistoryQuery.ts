import { graphql } from "../../../../gql";

export const tripHistoryQuery = graphql(`
  query TripHistory($tripId: ID!) {
    tripHistory(tripId: $tripId) {
      version
      type
      occurredAt
      status
      changedFields
      changes {
        field
        before
        after
        added
        removed
        edited
      }
      actor {
        id
        name
        role
      }
    }
  }
`);
