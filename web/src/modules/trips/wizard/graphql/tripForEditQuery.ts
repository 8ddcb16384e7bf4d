import { graphql } from "../../../../gql";

export const tripForEditQuery = graphql(`
  query TripForEdit($id: ID!) {
    trip(id: $id) {
      ...TripFormFields
    }
  }
`);
