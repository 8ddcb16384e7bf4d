import { graphql } from "../../../gql";

export const testPaymentQuery = graphql(`
  query TestPayment($id: ID!) {
    testPayment(id: $id) {
      id
      subscriptionId
      status
      amount
      currency
      plan {
        id
        name
        durationDays
      }
    }
  }
`);
