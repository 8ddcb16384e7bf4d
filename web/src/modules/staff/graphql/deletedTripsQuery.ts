import { graphql } from "../../../gql";

export const deletedTripsQuery = graphql(`
  query StaffDeletedTrips {
    deletedTrips {
      id
      yachtName
      registrationNumber
      embarkationPort
      disembarkationPort
      embarkationDate
      disembarkationDate
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
      captain {
        firstName
        lastName
      }
    }
  }
`);
