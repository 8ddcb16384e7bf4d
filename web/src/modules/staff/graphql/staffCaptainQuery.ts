import { graphql } from "../../../gql";

export const staffCaptainQuery = graphql(`
  query StaffCaptain($id: ID!) {
    staffCaptain(id: $id) {
      ...CaptainAccountFields
      activeSubscription {
        daysRemaining
      }
      subscriptions {
        ...SubscriptionHistoryFields
        grants {
          staffName
        }
      }
      payments {
        id
        status
        provider
        providerStatus
        amount
        currency
        discountPercent
        planName
        createdAt
        paidAt
        invoice {
          id
          number
          pdfUrl
        }
      }
      reversalFees {
        id
        amount
        currency
        status
        createdAt
        trip {
          id
          yachtName
        }
      }
    }
  }
`);
