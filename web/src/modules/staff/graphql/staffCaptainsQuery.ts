import { graphql } from "../../../gql";

export const staffCaptainsQuery = graphql(`
  query StaffCaptains($search: String, $page: Int, $pageSize: Int) {
    staffCaptains(search: $search, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        email
        phone
        createdAt
        activeSubscription {
          id
          endsAt
          provider
        }
      }
    }
  }
`);
