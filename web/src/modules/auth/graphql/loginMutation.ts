import { graphql } from "../../../gql";

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      token
      user {
        id
        name
        email
        phone
        role
      }
    }
  }
`);
