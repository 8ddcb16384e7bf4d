import { graphql } from "../../../gql";

/** The captain's invitation codes, newest first. */
export const invitationsQuery = graphql(`
  query Invitations {
    invitations {
      ...InvitationFields
    }
  }
`);
