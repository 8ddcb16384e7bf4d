import { graphql } from "../../../gql";

export const createPlanMutation = graphql(`
  mutation StaffCreatePlan($input: PlanInput!) {
    createPlan(input: $input) {
      id
    }
  }
`);

export const updatePlanMutation = graphql(`
  mutation StaffUpdatePlan($id: ID!, $input: PlanInput!) {
    updatePlan(id: $id, input: $input) {
      id
      name
      amount
      durationDays
      active
      sortOrder
    }
  }
`);

export const setPlanActiveMutation = graphql(`
  mutation StaffSetPlanActive($id: ID!, $active: Boolean!) {
    setPlanActive(id: $id, active: $active) {
      id
      active
    }
  }
`);
