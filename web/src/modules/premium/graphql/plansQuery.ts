import { graphql } from "../../../gql";

export const plansQuery = graphql(`
  query Plans {
    plans {
      id
      name
      amount
      currency
      durationDays
    }
  }
`);
