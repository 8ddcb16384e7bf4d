import { graphql } from "../../../gql";

/** Marks several trips as sea voyages at once; answers how many. */
export const markSeaVoyagesMutation = graphql(`
  mutation MarkSeaVoyages($tripIds: [ID!]!, $seaVoyage: Boolean) {
    markSeaVoyages(tripIds: $tripIds, seaVoyage: $seaVoyage)
  }
`);
