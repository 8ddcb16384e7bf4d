import { graphql } from "../../../gql";

export const updateYachtMutation = graphql(`
  mutation UpdateYacht($id: ID!, $input: YachtInput!) {
    updateYacht(id: $id, input: $input) {
      ...YachtFields
    }
  }
`);
