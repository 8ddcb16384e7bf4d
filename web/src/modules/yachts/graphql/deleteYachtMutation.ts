import { graphql } from "../../../gql";

export const deleteYachtMutation = graphql(`
  mutation DeleteYacht($id: ID!) {
    deleteYacht(id: $id) {
      success
      message
    }
  }
`);
