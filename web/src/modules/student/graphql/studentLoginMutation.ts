import { graphql } from "../../../gql";

export const studentLoginMutation = graphql(`
  mutation StudentLogin($input: LoginInput!) {
    studentLogin(input: $input) {
      ...StudentAuthPayloadFields
    }
  }
`);
