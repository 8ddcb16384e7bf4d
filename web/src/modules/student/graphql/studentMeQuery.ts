import { graphql } from "../../../gql";

export const studentMeQuery = graphql(`
  query StudentMe {
    studentMe {
      ...SessionStudentFields
    }
  }
`);
