import { graphql } from "../../../../gql";

/** The captain's trips (one page of up to 350, the Premium limit): the list and the dashboard. */
export const tripsListQuery = graphql(`
  query TripsList($search: String, $sort: TripSort, $first: Int) {
    trips(search: $search, sort: $sort, first: $first) {
      totalCount
      nodes {
        ...TripSummaryFields
        status
        distance
        createdAt
      }
    }
  }
`);
