import type { TripsListQuery } from "../../../../gql/graphql.ts";

/** One trip as the list and the dashboard show it. */
export type TripListItem = TripsListQuery["trips"]["nodes"][number];
