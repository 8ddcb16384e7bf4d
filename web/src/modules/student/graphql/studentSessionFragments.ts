import { graphql } from "../../../gql";

/** The signed-in student as the session keeps it (studentLogin, studentRegister and `studentMe` answer it alike). */
export const sessionStudentFieldsFragment = graphql(`
  fragment SessionStudentFields on Student {
    id
    firstName
    lastName
    email
    phone
  }
`);

/** A new student session: its token and student, as studentLogin and studentRegister answer it. */
export const studentAuthPayloadFieldsFragment = graphql(`
  fragment StudentAuthPayloadFields on StudentAuthPayload {
    message
    token
    student {
      ...SessionStudentFields
    }
  }
`);
