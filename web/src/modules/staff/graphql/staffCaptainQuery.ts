import { graphql } from "../../../gql";

export const staffCaptainQuery = graphql(`
  query StaffCaptain($id: ID!) {
    staffCaptain(id: $id) {
      id
      name
      email
      phone
      createdAt
      activeSubscription {
        id
        endsAt
        daysRemaining
        provider
      }
      subscriptions {
        id
        status
        provider
        startsAt
        endsAt
        createdAt
        discountCode
        plan {
          id
          name
          durationDays
        }
        grants {
          id
          days
          reason
          staffName
          createdAt
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
