import { graphql } from "../../../../gql";

export const createTripMutation = graphql(`
  mutation CreateTrip($input: TripInput!) {
    createTrip(input: $input) {
      ...TripFormFields
    }
  }
`);
