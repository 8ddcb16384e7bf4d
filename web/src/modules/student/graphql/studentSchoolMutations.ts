import { graphql } from "../../../gql";

export const acceptInvitationMutation = graphql(`
  mutation StudentAcceptInvitation($code: String!) {
    acceptInvitation(code: $code) {
      ...StudentCaptainFields
    }
  }
`);

export const disconnectCaptainMutation = graphql(`
  mutation StudentDisconnectCaptain($id: ID!) {
    disconnectCaptain(id: $id)
  }
`);

export const joinPlannedTripMutation = graphql(`
  mutation StudentJoinPlannedTrip($id: ID!, $notes: String) {
    joinPlannedTrip(id: $id, notes: $notes) {
      ...StudentPlannedTripFields
    }
  }
`);

export const leavePlannedTripMutation = graphql(`
  mutation StudentLeavePlannedTrip($id: ID!) {
    leavePlannedTrip(id: $id) {
      ...StudentPlannedTripFields
    }
  }
`);

export const updateEnrolmentNotesMutation = graphql(`
  mutation StudentUpdateEnrolmentNotes($id: ID!, $notes: String!) {
    updateEnrolmentNotes(id: $id, notes: $notes) {
      ...StudentPlannedTripFields
    }
  }
`);
