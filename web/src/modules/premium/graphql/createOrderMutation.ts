import { graphql } from "../../../gql";

export const createOrderMutation = graphql(`
  mutation CreateOrder($input: OrderInput!) {
    createOrder(input: $input) {
      subscriptionId
      redirectUrl
      message
    }
  }
`);
