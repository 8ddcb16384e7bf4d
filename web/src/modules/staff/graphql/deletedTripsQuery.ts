import { graphql } from "../../../gql";

export const deletedTripsQuery = graphql(`
  query StaffDeletedTrips {
    deletedTrips {
      ...TripSummaryFields
      deletedAt
      deletedBy {
        id
        name
        role
      }
      owner {
        id
        name
        email
      }
    }
  }
`);
