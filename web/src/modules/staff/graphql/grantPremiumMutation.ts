import { graphql } from "../../../gql";

export const grantPremiumMutation = graphql(`
  mutation StaffGrantPremium($email: String!, $days: Int!, $reason: String!) {
    grantPremium(email: $email, days: $days, reason: $reason) {
      id
      endsAt
      daysRemaining
    }
  }
`);
