import type { MockLink } from "@apollo/client/testing";
import type { GraphQLFormattedError } from "graphql";
import type { StaffDeletedTripsQuery, StaffReversalFeesQuery, TripDetailQuery, TripHistoryQuery, TripsListQuery } from "../../../../gql/graphql.ts";
import { hasPremiumQuery } from "../../../premium/graphql/hasPremiumQuery.ts";
import { deletedTripsQuery } from "../../../staff/graphql/deletedTripsQuery.ts";
import { restoreTripMutation } from "../../../staff/graphql/restoreTripMutation.ts";
import { reversalFeesQuery } from "../../../staff/graphql/reversalFeesQuery.ts";
import { deleteTripMutation } from "../../detail/graphql/deleteTripMutation.ts";
import { setTripStatusMutation } from "../../detail/graphql/setTripStatusMutation.ts";
import { tripDetailQuery } from "../../detail/graphql/tripDetailQuery.ts";
import { tripHistoryQuery } from "../../history/graphql/tripHistoryQuery.ts";
import { tripsListQuery } from "../graphql/tripsListQuery.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;
type ListTrip = TripsListQuery["trips"]["nodes"][number];
type DetailTrip = TripDetailQuery["trip"];
type HistoryEntry = TripHistoryQuery["tripHistory"][number];
type DeletedTripRow = StaffDeletedTripsQuery["deletedTrips"][number];
type FeeRow = StaffReversalFeesQuery["reversalFees"][number];

/**
 * A builder of one row of a query's answer: a fresh copy of `defaults` with a test's overrides on top.
 * `defaults` is a variable (not a literal) so its extra __typename fields pass the type check, while
 * TypeScript still checks that every field of the query is there.
 */
function rowBuilder<T>(defaults: T) {
  return (overrides: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...overrides });
}

const listTripDefaults = {
  __typename: "Trip",
  id: "t1",
  status: "planned" as const,
  yachtName: "Wiatr",
  registrationNumber: "POL-1234",
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  embarkationDate: "2025-06-12",
  disembarkationDate: "2025-06-19",
  distance: "120.5",
  createdAt: "2025-05-01T10:00:00.000Z",
  captain: { __typename: "TripCaptain", firstName: "Jan", lastName: "Kowalski" },
};

const detailTripDefaults = {
  __typename: "Trip",
  id: "t1",
  status: "planned" as const,
  version: 1,
  createdAt: "2025-05-01T10:00:00.000Z",
  updatedAt: "2025-05-01T10:00:00.000Z",
  yachtName: "Wiatr",
  registrationNumber: "POL-1234",
  homePort: "Gdynia",
  hullLength: "12.5",
  enginesCount: "1",
  enginePower: "30",
  captain: {
    __typename: "TripCaptain",
    firstName: "Jan",
    lastName: "Kowalski",
    email: "jan@example.com",
    phone: "+48 600 100 200",
    licenseType: "pzz-jsm",
    licenseNumber: "JSM-123",
    otherLicense: null,
  },
  embarkationPort: "Gdynia",
  isEmbarkationTidalPort: false,
  disembarkationPort: "Kilonia",
  isDisembarkationTidalPort: true,
  embarkationDate: "2025-06-12",
  disembarkationDate: "2025-06-19",
  cruiseDays: 7,
  distance: "320",
  sailingHours: "60",
  engineHours: "8",
  mooringHours: "",
  tidalHours: "4",
  tidalPortsCount: 2,
  logbookNumber: null,
  captainNotes: "Spokojny rejs.\nDobra załoga.",
  visitedPorts: [
    { __typename: "VisitedPort", id: "p1", name: "Bornholm", isTidalPort: false, arrivalDate: "2025-06-14", departureDate: "2025-06-15" },
    { __typename: "VisitedPort", id: "p2", name: "Cuxhaven", isTidalPort: true, arrivalDate: null, departureDate: null },
  ],
  crewMembers: [
    {
      __typename: "CrewMember",
      id: "c1",
      fullName: "Anna Nowak",
      email: "anna@example.com",
      phone: null,
      role: "first_officer",
      otherRole: null,
      roleText: "first_officer",
      licenseType: "pzz-zj",
      otherLicense: null,
      licenseText: "pzz-zj",
      licenseNumber: "ZJ-9",
      captainOpinion: "positive",
      performance: "very_good",
      seasickness: "none",
      resistance: "good",
      captainNotes: "Świetna nawigatorka",
    },
  ],
};

const historyEntryDefaults = {
  __typename: "TripHistoryEntry",
  version: 1,
  type: "TripCreated" as const,
  occurredAt: "2025-05-01T10:00:00.000Z",
  status: "planned" as const,
  changedFields: ["yachtName", "embarkationPort"],
  changes: [] as HistoryEntry["changes"],
  actor: { __typename: "TripActor", id: "u1", name: "Jan Kowalski", role: "captain" as const },
};

const deletedTripDefaults = {
  __typename: "Trip",
  id: "t9",
  yachtName: "Mewa",
  registrationNumber: "POL-9",
  embarkationPort: "Gdańsk",
  disembarkationPort: "Ustka",
  embarkationDate: "2025-07-01",
  disembarkationDate: "2025-07-05",
  deletedAt: "2025-08-01T12:30:00.000Z",
  deletedBy: { __typename: "User", id: "u1", name: "Jan Kowalski", role: "captain" as const },
  owner: { __typename: "User", id: "u1", name: "Jan Kowalski", email: "jan@example.com" },
  captain: { __typename: "TripCaptain", firstName: "Jan", lastName: "Kowalski" },
};

const feeDefaults = {
  __typename: "ReversalFee",
  id: "f1",
  amount: "10.00",
  currency: "PLN",
  status: "due" as const,
  createdAt: "2025-08-02T09:00:00.000Z",
  tripId: "t8",
  captain: { __typename: "User", id: "u1", name: "Jan Kowalski", email: "jan@example.com" },
  staff: { __typename: "User", id: "u2", name: "Anna Biuro" },
  trip: { __typename: "Trip", id: "t8", yachtName: "Orka", embarkationDate: "2025-05-01", disembarkationDate: "2025-05-03" },
};

/** A GraphQL answer refusing the operation with `code` and `message`. */
export const errorResult = (code: string, message: string): { errors: GraphQLFormattedError[] } => ({
  errors: [{ message, extensions: { code } }],
});

/** Records the variables of every matching request and matches when `match` says so. */
const matcher =
  (calls: Variables[], match: (variables: Variables) => boolean = () => true) =>
  (variables: Variables) => {
    if (!match(variables)) return false;
    calls.push(variables);
    return true;
  };

/** Builders of mocked GraphQL responses for the trip screens, the dashboard and the office. */
export const tripScreenMocks = {
  listTrip: rowBuilder<ListTrip>(listTripDefaults),
  detailTrip: rowBuilder<DetailTrip>(detailTripDefaults),
  historyEntry: rowBuilder<HistoryEntry>(historyEntryDefaults),
  deletedTrip: rowBuilder<DeletedTripRow>(deletedTripDefaults),
  fee: rowBuilder<FeeRow>(feeDefaults),
  premium: (hasPremium: boolean): Mock => ({
    request: { query: hasPremiumQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        hasPremium,
        mySubscription: hasPremium
          ? { __typename: "PremiumSubscription", id: "s1", status: "active", endsAt: "2030-01-01T00:00:00.000Z", daysRemaining: 300 }
          : null,
      },
    },
  }),
  tripsList: (nodes: ListTrip[], options: { match?: (variables: Variables) => boolean; calls?: Variables[]; delay?: number; uses?: number } = {}): Mock => ({
    request: { query: tripsListQuery, variables: matcher(options.calls ?? [], options.match) },
    delay: options.delay,
    maxUsageCount: options.uses ?? 1,
    result: { data: { trips: { __typename: "TripList", totalCount: nodes.length, nodes } } },
  }),
  tripsListError: (message: string): Mock => ({
    request: { query: tripsListQuery, variables: () => true },
    result: errorResult("INTERNAL_SERVER_ERROR", message),
  }),
  tripDetail: (trip: DetailTrip, uses = 1): Mock => ({
    request: { query: tripDetailQuery, variables: { id: trip.id } },
    maxUsageCount: uses,
    result: { data: { trip } },
  }),
  tripDetailNotFound: (id: string): Mock => ({
    request: { query: tripDetailQuery, variables: { id } },
    result: errorResult("NOT_FOUND", "Nie znaleziono"),
  }),
  tripDetailNetworkError: (id: string): Mock => ({
    request: { query: tripDetailQuery, variables: { id } },
    error: new Error("Failed to fetch"),
  }),
  tripHistory: (tripId: string, entries: HistoryEntry[], uses = 1): Mock => ({
    request: { query: tripHistoryQuery, variables: { tripId } },
    maxUsageCount: uses,
    result: { data: { tripHistory: entries } },
  }),
  deleteTrip: (id: string, calls: Variables[] = []): Mock => ({
    request: { query: deleteTripMutation, variables: matcher(calls, (v) => v.id === id) },
    result: { data: { deleteTrip: { __typename: "MessagePayload", success: true, message: "Rejs został usunięty" } } },
  }),
  deleteTripError: (id: string, message: string): Mock => ({
    request: { query: deleteTripMutation, variables: { id } },
    result: errorResult("PREMIUM_REQUIRED", message),
  }),
  setTripStatus: (id: string, status: string, version = 2): Mock => ({
    request: { query: setTripStatusMutation, variables: { id, status } },
    result: { data: { setTripStatus: { __typename: "Trip", id, status, version, updatedAt: "2025-06-13T08:00:00.000Z" } } },
  }),
  setTripStatusError: (id: string, status: string, message: string): Mock => ({
    request: { query: setTripStatusMutation, variables: { id, status } },
    result: errorResult("PREMIUM_REQUIRED", message),
  }),
  deletedTrips: (rows: DeletedTripRow[]): Mock => ({
    request: { query: deletedTripsQuery },
    result: { data: { deletedTrips: rows } },
  }),
  deletedTripsError: (message: string): Mock => ({
    request: { query: deletedTripsQuery },
    result: errorResult("INTERNAL_SERVER_ERROR", message),
  }),
  reversalFees: (rows: FeeRow[]): Mock => ({
    request: { query: reversalFeesQuery },
    result: { data: { reversalFees: rows } },
  }),
  restoreTrip: (id: string, calls: Variables[] = []): Mock => ({
    request: { query: restoreTripMutation, variables: matcher(calls, (v) => v.id === id) },
    result: {
      data: {
        restoreTrip: {
          __typename: "RestoreTripPayload",
          message: "Rejs został przywrócony; naliczono opłatę 10,00 zł",
          trip: { __typename: "Trip", id, deletedAt: null },
          fee: { __typename: "ReversalFee", id: "f2", amount: "10.00", status: "due" },
        },
      },
    },
  }),
};
