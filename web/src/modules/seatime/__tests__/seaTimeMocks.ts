import type { MockLink } from "@apollo/client/testing";
import { recordVariables } from "../../../test/recordVariables.ts";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { markSeaVoyagesMutation } from "../graphql/markSeaVoyagesMutation.ts";
import { seaTimeQuery } from "../graphql/seaTimeQuery.ts";
import { setSeaTimeMarksMutation } from "../graphql/setSeaTimeMarksMutation.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;
type SeaTime = SeaTimeQuery["seaTime"];

const totals = (over: Partial<SeaTime["totals"]> = {}) => ({
  __typename: "SeaTimeTotals" as const,
  voyages: 2,
  days: 12,
  hoursUnderway: 418.25,
  hoursSail: 343.5,
  hoursEngine: 74.75,
  hoursTidal: 110,
  hoursMoored: 268,
  miles: 1635.7,
  tidalPorts: 2,
  largestYacht: { __typename: "SeaTimeLargestYacht" as const, name: "Zawisza Czarny", registrationNumber: "POL-1234", hullLength: 42.7 },
  ...over,
});

const marks = { __typename: "SeaTimeMarks" as const, seaVoyage: null, inCommand: null, nightHours: null, passagesOver60: null };

const trip = (id: string, over: Partial<SeaTime["trips"][number]> = {}) => ({
  __typename: "SeaTimeTrip" as const,
  id,
  status: "completed" as const,
  year: 2024,
  embarkationDate: "2024-07-01",
  disembarkationDate: "2024-07-08",
  days: 8,
  yachtName: "Zawisza Czarny",
  registrationNumber: "POL-1234",
  embarkationPort: "Gdynia",
  disembarkationPort: "Kilonia",
  hoursUnderway: 72.5,
  hoursSail: 60.5,
  hoursEngine: 12,
  hoursTidal: 0,
  miles: 220.5,
  marks,
  ...over,
});

const requirement = (
  key: string,
  done: number,
  required: number,
  unit: string,
  status: "met" | "missing" | "unknown",
  o: { params?: Record<string, number>; tripIds?: string[]; unmarked?: string[] } = {},
) => ({
  __typename: "LicenceRequirementProgress" as const,
  key,
  done,
  required,
  missing: Math.max(0, required - done),
  unit,
  met: status === "met",
  status,
  tripIds: o.tripIds ?? [],
  unmarkedTripIds: o.unmarked ?? [],
  marks: ["seaVoyage"],
  params: Object.entries(o.params ?? {}).map(([name, value]) => ({ __typename: "LicenceRequirementParam" as const, name, value })),
});

/** Two trips, one marked as a sea voyage: JSM known met for voyages? no — 1 of 2, one trip unmarked. */
function seaTime(over: Partial<SeaTime> = {}): SeaTime {
  const data = {
    __typename: "SeaTime" as const,
    today: "2026-06-01",
    totals: totals(),
    perYear: [{ __typename: "SeaTimeYear" as const, year: 2024, totals: totals({ largestYacht: null }) }],
    licences: [
      {
        __typename: "LicenceProgress" as const,
        code: "pzz-jsm",
        met: false,
        status: "unknown" as const,
        source: "PZŻ: JSM",
        requirements: [
          requirement("sea_voyages", 1, 2, "voyages", "unknown", { tripIds: ["t1"], unmarked: ["t2"] }),
          requirement("hours_underway", 220.25, 200, "h", "met", { tripIds: ["t1"] }),
        ],
      },
      {
        __typename: "LicenceProgress" as const,
        code: "pzz-kj",
        met: false,
        status: "missing" as const,
        source: "PZŻ: KJ",
        requirements: [requirement("hours_in_command", 0, 400, "h", "missing", { params: { hullOverM: 7.5 } })],
      },
    ],
    trips: [
      trip("t1", { marks: { ...marks, seaVoyage: true } }),
      trip("t2", { embarkationDate: "2024-08-10", disembarkationDate: "2024-08-24", yachtName: "Zjawa Żółta", hoursUnderway: 220.25 }),
    ],
    availableYears: [2025, 2024],
    availableYachts: [{ __typename: "SeaTimeYachtOption" as const, registrationNumber: "POL-1234", name: "Zawisza Czarny", voyages: 2 }],
    ...over,
  };
  return data;
}

export const seaTimeMocks = {
  seaTime,
  query: (data: SeaTime, o: { match?: (v: Variables) => boolean; calls?: Variables[]; uses?: number; delay?: number } = {}): Mock => ({
    request: { query: seaTimeQuery, variables: recordVariables(o.calls, o.match) },
    maxUsageCount: o.uses ?? 1,
    delay: o.delay,
    result: { data: { seaTime: data } },
  }),
  queryError: (message: string): Mock => ({
    request: { query: seaTimeQuery, variables: () => true },
    result: { errors: [{ message, extensions: { code: "INTERNAL_SERVER_ERROR" } }] },
  }),
  setMarks: (calls: Variables[], answer: { nightHours?: number | null } | { error: string; field?: string }): Mock => ({
    request: { query: setSeaTimeMarksMutation, variables: recordVariables(calls) },
    result:
      "error" in answer
        ? {
            errors: [
              { message: "Formularz zawiera błędy", extensions: { code: "VALIDATION_FAILED", fields: answer.field ? { [answer.field]: [answer.error] } : {} } },
            ],
          }
        : {
            data: {
              setSeaTimeMarks: {
                __typename: "SetSeaTimeMarksPayload",
                tripId: "t2",
                message: "Zapisano",
                marks: { ...marks, nightHours: answer.nightHours ?? null },
              },
            },
          },
  }),
  markSea: (calls: Variables[]): Mock => ({
    request: { query: markSeaVoyagesMutation, variables: recordVariables(calls) },
    result: { data: { markSeaVoyages: 1 } },
  }),
};
