import { graphql } from "../../../gql";

export const updateCaptainProfileMutation = graphql(`
  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {
    updateCaptainProfile(input: $input) {
      message
      captainProfile {
        ...CaptainProfileFields
      }
    }
  }
`);
