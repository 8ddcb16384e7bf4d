import { graphql } from "../../../../gql";

export const updateTripMutation = graphql(`
  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {
    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...TripFormFields
    }
  }
`);
