import { graphql } from "../../../gql";

export const invitationFieldsFragment = graphql(`
  fragment InvitationFields on Invitation {
    id
    code
    description
    expiresAt
    usageLimit
    usedCount
    isActive
    createdAt
    state
  }
`);
