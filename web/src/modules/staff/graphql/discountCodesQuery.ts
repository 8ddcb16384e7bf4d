import { graphql } from "../../../gql";

export const discountCodesQuery = graphql(`
  query StaffDiscountCodes($search: String, $page: Int, $pageSize: Int) {
    discountCodes(search: $search, page: $page, pageSize: $pageSize) {
      total
      items {
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
