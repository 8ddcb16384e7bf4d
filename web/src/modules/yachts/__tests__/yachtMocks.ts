import type { MockLink } from "@apollo/client/testing";
import { recordVariables } from "../../../test/recordVariables.ts";
import type { YachtsQuery } from "../../../gql/graphql.ts";
import { createYachtMutation } from "../graphql/createYachtMutation.ts";
import { deleteYachtMutation } from "../graphql/deleteYachtMutation.ts";
import { searchYachtsQuery } from "../graphql/searchYachtsQuery.ts";
import { updateYachtMutation } from "../graphql/updateYachtMutation.ts";
import { yachtQuery } from "../graphql/yachtQuery.ts";
import { yachtsQuery } from "../graphql/yachtsQuery.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;
type Yacht = YachtsQuery["yachts"][number];

function yacht(overrides: Partial<Yacht> = {}): Yacht {
  const y = {
    __typename: "Yacht" as const,
    id: "y1",
    name: "Zawisza Czarny",
    registrationNumber: "POL-1234",
    homePort: "Gdynia",
    hullLength: "42.7",
    enginesCount: 1,
    enginePower: "276.5",
    ...overrides,
  };
  return y;
}

const errors = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** Builders of mocked GraphQL responses for the yacht screens and the wizard's search. */
export const yachtMocks = {
  yacht,
  list: (yachts: Yacht[], o: { match?: (v: Variables) => boolean; calls?: Variables[]; delay?: number; uses?: number } = {}): Mock => ({
    request: { query: yachtsQuery, variables: recordVariables(o.calls, o.match) },
    maxUsageCount: o.uses ?? 1,
    delay: o.delay,
    result: { data: { yachts } },
  }),
  listError: (message: string, code = "INTERNAL_SERVER_ERROR"): Mock => ({
    request: { query: yachtsQuery, variables: () => true },
    result: errors(code, message),
  }),
  one: (y: Yacht): Mock => ({ request: { query: yachtQuery, variables: { id: y.id } }, result: { data: { yacht: y } } }),
  search: (term: string, yachts: Yacht[]): Mock => ({
    request: { query: searchYachtsQuery, variables: { term } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { searchYachts: yachts } },
  }),
  create: (calls: Variables[], name = "Zawisza Czarny"): Mock => ({
    request: { query: createYachtMutation, variables: recordVariables(calls) },
    result: { data: { createYacht: { __typename: "Yacht", id: "y9", name } } },
  }),
  createError: (code: string, message: string, fields?: Record<string, string>): Mock => ({
    request: { query: createYachtMutation, variables: () => true },
    result: errors(code, message, fields),
  }),
  update: (calls: Variables[], y: Yacht): Mock => ({
    request: { query: updateYachtMutation, variables: recordVariables(calls) },
    result: { data: { updateYacht: y } },
  }),
  remove: (id: string, delay = 0): Mock => ({
    request: { query: deleteYachtMutation, variables: { id } },
    delay,
    result: { data: { deleteYacht: { __typename: "MessagePayload", success: true, message: "Jacht został usunięty" } } },
  }),
};
