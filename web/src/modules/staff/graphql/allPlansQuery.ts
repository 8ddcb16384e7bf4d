import { graphql } from "../../../gql";

export const allPlansQuery = graphql(`
  query StaffPlans {
    allPlans {
      id
      name
      amount
      currency
      durationDays
      active
      sortOrder
    }
  }
`);
