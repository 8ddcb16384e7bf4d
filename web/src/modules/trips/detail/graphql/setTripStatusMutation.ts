import { graphql } from "../../../../gql";

export const setTripStatusMutation = graphql(`
  mutation SetTripStatus($id: ID!, $status: TripStatus!) {
    setTripStatus(id: $id, status: $status) {
      id
      status
      version
      updatedAt
    }
  }
`);
