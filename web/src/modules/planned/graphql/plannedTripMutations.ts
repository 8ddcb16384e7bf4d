import { graphql } from "../../../gql";

export const createPlannedTripMutation = graphql(`
  mutation CreatePlannedTrip($input: PlannedTripInput!) {
    createPlannedTrip(input: $input) {
      ...PlannedTripFields
    }
  }
`);

export const updatePlannedTripMutation = graphql(`
  mutation UpdatePlannedTrip($id: ID!, $input: PlannedTripInput!) {
    updatePlannedTrip(id: $id, input: $input) {
      ...PlannedTripFields
    }
  }
`);

export const deletePlannedTripMutation = graphql(`
  mutation DeletePlannedTrip($id: ID!) {
    deletePlannedTrip(id: $id)
  }
`);

export const decideEnrolmentMutation = graphql(`
  mutation DecideEnrolment($id: ID!, $input: DecideEnrolmentInput!) {
    decideEnrolment(id: $id, input: $input) {
      ...EnrolmentFields
    }
  }
`);
