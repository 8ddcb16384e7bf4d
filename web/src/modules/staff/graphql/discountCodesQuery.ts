import { graphql } from "../../../gql";

export const discountCodesQuery = graphql(`
  query StaffDiscountCodes($search: String, $first: Int, $after: String) {
    discountCodes(search: $search, first: $first, after: $after) {
      totalCount
      hasNextPage
      endCursor
      nodes {
        id
        code
        kind
        value
        maxUses
        uses
        expiresAt
        active
        createdAt
        createdByName
      }
    }
  }
`);
