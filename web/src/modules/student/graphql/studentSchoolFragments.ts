import { graphql } from "../../../gql";

export const studentCaptainFieldsFragment = graphql(`
  fragment StudentCaptainFields on StudentCaptain {
    id
    firstName
    lastName
    email
    phone
    connectedAt
  }
`);

export const studentPlannedTripFieldsFragment = graphql(`
  fragment StudentPlannedTripFields on StudentPlannedTrip {
    id
    name
    description
    startDate
    endDate
    embarkationPort
    disembarkationPort
    yachtName
    yachtType
    maxCrewMembers
    isActive
    spotsLeft
    enrolmentStatus
    canJoin
    canLeave
    myNotes
    joinedAt
    captain {
      ...StudentCaptainFields
    }
  }
`);
