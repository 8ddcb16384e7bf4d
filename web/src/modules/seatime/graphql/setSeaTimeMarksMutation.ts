import { graphql } from "../../../gql";

/** Replaces the captain's marks on one trip. */
export const setSeaTimeMarksMutation = graphql(`
  mutation SetSeaTimeMarks($tripId: ID!, $input: SeaTimeMarksInput!) {
    setSeaTimeMarks(tripId: $tripId, input: $input) {
      tripId
      message
      marks {
        seaVoyage
        inCommand
        nightHours
        passagesOver60
      }
    }
  }
`);
