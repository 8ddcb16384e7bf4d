import { graphql } from "../../../gql";

export const createInvitationMutation = graphql(`
  mutation CreateInvitation($input: InvitationInput!) {
    createInvitation(input: $input) {
      ...InvitationFields
    }
  }
`);

export const updateInvitationMutation = graphql(`
  mutation UpdateInvitation($id: ID!, $input: InvitationInput!) {
    updateInvitation(id: $id, input: $input) {
      ...InvitationFields
    }
  }
`);

export const deleteInvitationMutation = graphql(`
  mutation DeleteInvitation($id: ID!) {
    deleteInvitation(id: $id)
  }
`);
