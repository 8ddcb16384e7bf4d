import type { StaffDeletedTripsQuery, StaffReversalFeesQuery } from "../../../gql/graphql.ts";

export type DeletedTrip = StaffDeletedTripsQuery["deletedTrips"][number];
export type ReversalFeeRow = StaffReversalFeesQuery["reversalFees"][number];
