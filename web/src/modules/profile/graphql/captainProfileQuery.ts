import { graphql } from "../../../gql";

export const captainProfileQuery = graphql(`
  query CaptainProfile {
    captainProfile {
      ...CaptainProfileFields
    }
  }
`);
