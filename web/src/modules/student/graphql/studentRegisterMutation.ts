import { graphql } from "../../../gql";

export const studentRegisterMutation = graphql(`
  mutation StudentRegister($input: StudentRegisterInput!) {
    studentRegister(input: $input) {
      ...StudentAuthPayloadFields
    }
  }
`);
