import { graphql } from "../../../gql";

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthPayloadFields
    }
  }
`);
