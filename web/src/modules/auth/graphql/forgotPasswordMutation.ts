import { graphql } from "../../../gql";

export const forgotPasswordMutation = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      success
      message
    }
  }
`);
