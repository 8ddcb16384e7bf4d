import { graphql } from "../../../gql";

/** The captain's yachts (the list screen); `search` filters by name or registration number. */
export const yachtsQuery = graphql(`
  query Yachts($search: String) {
    yachts(search: $search) {
      ...YachtFields
    }
  }
`);
