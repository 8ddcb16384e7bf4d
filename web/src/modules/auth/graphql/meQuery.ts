import { graphql } from "../../../gql";

export const meQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      phone
      role
    }
  }
`);
