import { graphql } from "../../../gql";

/** One yacht for the edit form. */
export const yachtQuery = graphql(`
  query Yacht($id: ID!) {
    yacht(id: $id) {
      id
      name
      registrationNumber
      homePort
      hullLength
      enginesCount
      enginePower
    }
  }
`);
