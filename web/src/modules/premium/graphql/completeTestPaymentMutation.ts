import { graphql } from "../../../gql";

export const completeTestPaymentMutation = graphql(`
  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {
    completeTestPayment(id: $id, outcome: $outcome) {
      id
      subscription {
        id
        status
        endsAt
      }
      payment {
        id
        status
      }
    }
  }
`);
