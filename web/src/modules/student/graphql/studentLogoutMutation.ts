import { graphql } from "../../../gql";

export const studentLogoutMutation = graphql(`
  mutation StudentLogout {
    studentLogout {
      success
      message
    }
  }
`);
