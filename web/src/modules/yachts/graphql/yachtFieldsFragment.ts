import { graphql } from "../../../gql";

/** A yacht as the yacht screens and the wizard's search show and edit it. */
export const yachtFieldsFragment = graphql(`
  fragment YachtFields on Yacht {
    id
    name
    registrationNumber
    homePort
    hullLength
    enginesCount
    enginePower
  }
`);
