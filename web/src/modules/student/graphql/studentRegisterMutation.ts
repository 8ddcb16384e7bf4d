import { graphql } from "../../../gql";

export const studentRegisterMutation = graphql(`
  mutation StudentRegister($input: StudentRegisterInput!) {
    studentRegister(input: $input) {
      message
      token
      student {
        id
        firstName
        lastName
        email
        phone
      }
    }
  }
`);
