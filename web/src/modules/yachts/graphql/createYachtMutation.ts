import { graphql } from "../../../gql";

export const createYachtMutation = graphql(`
  mutation CreateYacht($input: YachtInput!) {
    createYacht(input: $input) {
      id
      name
    }
  }
`);
