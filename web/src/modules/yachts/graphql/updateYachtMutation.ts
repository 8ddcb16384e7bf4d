import { graphql } from "../../../gql";

export const updateYachtMutation = graphql(`
  mutation UpdateYacht($id: ID!, $input: YachtInput!) {
    updateYacht(id: $id, input: $input) {
      id
      name
      registrationNumber
      homePort
      hullLength
      enginesCount
      enginePower
    }
  }
`);
