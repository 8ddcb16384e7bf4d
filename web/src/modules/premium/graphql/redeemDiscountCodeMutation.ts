import { graphql } from "../../../gql";

export const redeemDiscountCodeMutation = graphql(`
  mutation RedeemDiscountCode($code: String!) {
    redeemDiscountCode(code: $code) {
      success
      message
    }
  }
`);
