import type { TripDetailQuery } from "../../../../gql/graphql.ts";

/** The trip as the detail page loads it. */
export type TripDetailData = TripDetailQuery["trip"];
export type CrewMemberData = TripDetailData["crewMembers"][number];
