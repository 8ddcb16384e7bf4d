import { graphql } from "../../../gql";

export const setReversalFeeStatusMutation = graphql(`
  mutation StaffSetReversalFeeStatus($id: ID!, $status: ReversalFeeStatus!) {
    setReversalFeeStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
