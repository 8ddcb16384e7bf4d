import { graphql } from "../../../gql";

export const acceptInvitationMutation = graphql(`
  mutation AcceptInvitation($code: String!) {
    acceptInvitation(code: $code) {
      ...StudentCaptainFields
    }
  }
`);

export const disconnectCaptainMutation = graphql(`
  mutation DisconnectCaptain($id: ID!) {
    disconnectCaptain(id: $id)
  }
`);

export const joinPlannedTripMutation = graphql(`
  mutation JoinPlannedTrip($id: ID!, $notes: String) {
    joinPlannedTrip(id: $id, notes: $notes) {
      ...StudentPlannedTripFields
    }
  }
`);

export const leavePlannedTripMutation = graphql(`
  mutation LeavePlannedTrip($id: ID!) {
    leavePlannedTrip(id: $id) {
      ...StudentPlannedTripFields
    }
  }
`);

export const updateEnrolmentNotesMutation = graphql(`
  mutation UpdateEnrolmentNotes($id: ID!, $notes: String!) {
    updateEnrolmentNotes(id: $id, notes: $notes) {
      ...StudentPlannedTripFields
    }
  }
`);
