import { graphql } from "../../../gql";

export const staffCaptainsQuery = graphql(`
  query StaffCaptains($search: String, $first: Int, $after: String) {
    staffCaptains(search: $search, first: $first, after: $after) {
      totalCount
      hasNextPage
      endCursor
      nodes {
        ...CaptainAccountFields
      }
    }
  }
`);
