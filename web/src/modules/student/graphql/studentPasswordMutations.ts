import { graphql } from "../../../gql";

export const studentForgotPasswordMutation = graphql(`
  mutation StudentForgotPassword($input: ForgotPasswordInput!) {
    studentForgotPassword(input: $input) {
      success
      message
    }
  }
`);

export const studentResetPasswordMutation = graphql(`
  mutation StudentResetPassword($input: ResetPasswordInput!) {
    studentResetPassword(input: $input) {
      success
      message
    }
  }
`);
