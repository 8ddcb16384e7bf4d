import type { MockLink } from "@apollo/client/testing";
import type { GraphQLFormattedError } from "graphql";
import { hasPremiumQuery } from "../../../premium/graphql/hasPremiumQuery.ts";
import { createTripMutation } from "../graphql/createTripMutation.ts";
import { tripForEditQuery } from "../graphql/tripForEditQuery.ts";
import { updateTripMutation } from "../graphql/updateTripMutation.ts";
import { savedTrip } from "./tripFixtures.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;

const record = (calls: Variables[]) => (variables: Variables) => {
  calls.push(variables);
  return true;
};

/** Mocked GraphQL answers for the wizard's pages. */
export const pageMocks = {
  premium: (hasPremium: boolean): Mock => ({
    request: { query: hasPremiumQuery },
    result: {
      data: {
        hasPremium,
        mySubscription: hasPremium
          ? { __typename: "PremiumSubscription", id: "s1", status: "active", endsAt: "2099-01-01T00:00:00.000Z", daysRemaining: 300 }
          : null,
      },
    },
  }),
  createTrip: (calls: Variables[] = []): Mock => ({
    request: { query: createTripMutation, variables: record(calls) },
    result: { data: { createTrip: savedTrip({ id: "new-trip", version: 1 }) } },
  }),
  createTripError: (errors: GraphQLFormattedError[]): Mock => ({
    request: { query: createTripMutation, variables: () => true },
    result: { errors },
  }),
  createTripNetworkError: (): Mock => ({ request: { query: createTripMutation, variables: () => true }, error: new Error("Failed to fetch") }),
  tripForEdit: (version = 3): Mock => ({
    request: { query: tripForEditQuery, variables: { id: "t1" } },
    result: { data: { trip: savedTrip({ version }) } },
  }),
  tripForEditError: (): Mock => ({ request: { query: tripForEditQuery, variables: { id: "t1" } }, error: new Error("Failed to fetch") }),
  updateTrip: (calls: Variables[] = []): Mock => ({
    request: { query: updateTripMutation, variables: record(calls) },
    result: { data: { updateTrip: savedTrip({ version: 4 }) } },
  }),
  updateTripConflict: (): Mock => ({
    request: { query: updateTripMutation, variables: () => true },
    result: {
      errors: [{ message: "Rejs został w międzyczasie zmieniony. Odśwież dane i spróbuj ponownie.", extensions: { code: "CONFLICT" } }],
    },
  }),
};
