import { graphql } from "../../../gql";

export const studentMeQuery = graphql(`
  query StudentMe {
    studentMe {
      id
      firstName
      lastName
      email
      phone
    }
  }
`);
