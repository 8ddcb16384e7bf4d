import { graphql } from "../../../gql";

export const createDiscountCodeMutation = graphql(`
  mutation StaffCreateDiscountCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      id
      code
    }
  }
`);

export const deactivateDiscountCodeMutation = graphql(`
  mutation StaffDeactivateDiscountCode($id: ID!) {
    deactivateDiscountCode(id: $id) {
      id
      active
    }
  }
`);
