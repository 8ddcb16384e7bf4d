import { graphql } from "../../../gql";

/** The signed-in captain or staff member as the session keeps it (login, register and `me` answer it alike). */
export const sessionUserFieldsFragment = graphql(`
  fragment SessionUserFields on User {
    id
    name
    email
    phone
    role
  }
`);

/** A new session: its token, user and Premium, as login and register answer it. */
export const authPayloadFieldsFragment = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    message
    token
    hasPremium
    user {
      ...SessionUserFields
    }
  }
`);
