import { graphql } from "../../../gql";

export const restoreTripMutation = graphql(`
  mutation StaffRestoreTrip($id: ID!) {
    restoreTrip(id: $id) {
      message
      trip {
        id
        deletedAt
      }
      fee {
        id
        amount
        status
      }
    }
  }
`);
