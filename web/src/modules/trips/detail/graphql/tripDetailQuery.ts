import { graphql } from "../../../../gql";

/** Everything the detail page shows of one trip: what the wizard edits, and the state, dates and texts only shown here. */
export const tripDetailQuery = graphql(`
  query TripDetail($id: ID!) {
    trip(id: $id) {
      ...TripFormFields
      status
      createdAt
      updatedAt
      cruiseDays
      crewMembers {
        roleText
        licenseText
      }
    }
  }
`);
