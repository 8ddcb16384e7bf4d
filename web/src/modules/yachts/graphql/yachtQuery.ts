import { graphql } from "../../../gql";

/** One yacht for the edit form. */
export const yachtQuery = graphql(`
  query Yacht($id: ID!) {
    yacht(id: $id) {
      ...YachtFields
    }
  }
`);
