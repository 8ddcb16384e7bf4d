import { graphql } from "../../../gql";

export const myCaptainsQuery = graphql(`
  query StudentMyCaptains {
    myCaptains {
      ...StudentCaptainFields
    }
  }
`);

/** Active future trips of the captains the student is connected to. */
export const studentPlannedTripsQuery = graphql(`
  query StudentPlannedTrips {
    studentPlannedTrips {
      ...StudentPlannedTripFields
    }
  }
`);

export const studentPlannedTripQuery = graphql(`
  query StudentPlannedTrip($id: ID!) {
    studentPlannedTrip(id: $id) {
      ...StudentPlannedTripFields
    }
  }
`);

/** The student's own enrolments (optionally one state only). */
export const enrolledTripsQuery = graphql(`
  query StudentEnrolledTrips($status: EnrolmentStatus) {
    enrolledTrips(status: $status) {
      ...StudentPlannedTripFields
    }
  }
`);
