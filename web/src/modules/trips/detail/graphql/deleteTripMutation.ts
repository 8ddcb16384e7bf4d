import { graphql } from "../../../../gql";

export const deleteTripMutation = graphql(`
  mutation DeleteTrip($id: ID!) {
    deleteTrip(id: $id) {
      success
      message
    }
  }
`);
