import { graphql } from "../../../gql";

export const myOrderQuery = graphql(`
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
      id
      subscription {
        id
        status
        endsAt
        daysRemaining
      }
      payment {
        id
        status
        amount
        currency
        invoice {
          id
          number
          pdfUrl
        }
      }
      plan {
        id
        name
        durationDays
      }
    }
  }
`);
