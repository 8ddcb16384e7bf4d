import { graphql } from "../../../gql";

/** A captain's account as the office lists it: contact, registration and the Premium running now. */
export const captainAccountFieldsFragment = graphql(`
  fragment CaptainAccountFields on CaptainAccount {
    id
    name
    email
    phone
    createdAt
    activeSubscription {
      id
      endsAt
      provider
    }
  }
`);
