import { graphql } from "../../../gql";

/** The captain's planned trips (the list screen). */
export const plannedTripsQuery = graphql(`
  query PlannedTrips {
    plannedTrips {
      ...PlannedTripFields
    }
  }
`);

/** One planned trip with its students (the detail screen). */
export const plannedTripQuery = graphql(`
  query PlannedTrip($id: ID!) {
    plannedTrip(id: $id) {
      ...PlannedTripFields
      enrolments {
        ...EnrolmentFields
      }
    }
  }
`);

/** 'Zaloguj rejs': the trip wizard's data from a planned trip whose end date has passed. */
export const plannedTripLogDraftQuery = graphql(`
  query PlannedTripLogDraft($id: ID!) {
    plannedTripLogDraft(id: $id) {
      embarkationDate
      disembarkationDate
      embarkationPort
      disembarkationPort
      yachtName
      yachtType
      yachtId
      crewMembers {
        firstName
        lastName
        email
        phone
      }
    }
  }
`);
