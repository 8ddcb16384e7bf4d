import { graphql } from "../../../../gql";

/** A trip as a row of a list shows it: yacht, route, dates and captain (the trip list and the office's deleted trips). */
export const tripSummaryFieldsFragment = graphql(`
  fragment TripSummaryFields on Trip {
    id
    yachtName
    registrationNumber
    embarkationPort
    disembarkationPort
    embarkationDate
    disembarkationDate
    captain {
      firstName
      lastName
    }
  }
`);
