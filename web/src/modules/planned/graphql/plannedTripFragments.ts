import { graphql } from "../../../gql";

export const plannedTripFieldsFragment = graphql(`
  fragment PlannedTripFields on PlannedTrip {
    id
    name
    description
    startDate
    endDate
    embarkationPort
    disembarkationPort
    yachtId
    yachtName
    yachtType
    maxCrewMembers
    isActive
    createdAt
    acceptedCount
    pendingCount
    spotsLeft
  }
`);

export const enrolmentFieldsFragment = graphql(`
  fragment EnrolmentFields on Enrolment {
    id
    status
    studentNotes
    captainNotes
    joinedAt
    rejoinAllowed
    student {
      id
      firstName
      lastName
      email
      phone
    }
    history {
      at
      fromStatus
      toStatus
      byRole
      byName
      note
    }
  }
`);
