import { graphql } from "../../../gql";

export const meQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);
