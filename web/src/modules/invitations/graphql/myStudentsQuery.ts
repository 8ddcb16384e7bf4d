import { graphql } from "../../../gql";

/** The students connected to the captain, with their enrolments in this captain's planned trips. */
export const myStudentsQuery = graphql(`
  query MyStudents {
    myStudents {
      id
      firstName
      lastName
      email
      phone
      connectedAt
      enrolments {
        id
        status
        joinedAt
        plannedTrip {
          id
          name
          startDate
          endDate
        }
      }
    }
  }
`);

export const disconnectStudentMutation = graphql(`
  mutation DisconnectStudent($id: ID!) {
    disconnectStudent(id: $id)
  }
`);
