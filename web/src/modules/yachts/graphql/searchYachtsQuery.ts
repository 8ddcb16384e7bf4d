import { graphql } from "../../../gql";

/** The trip wizard's yacht search (from 2 characters). */
export const searchYachtsQuery = graphql(`
  query SearchYachts($term: String!) {
    searchYachts(term: $term) {
      ...YachtFields
    }
  }
`);
