import type { z } from "zod";
import type { plannedTripSchema } from "../../../../../validation/students.ts";
import type { PlannedTripFieldsFragment } from "../../../gql/graphql.ts";

export type PlannedTripFormInput = z.input<typeof plannedTripSchema>;
export type PlannedTripFormOutput = z.output<typeof plannedTripSchema>;

/** The form's values for a new trip (active, no limit) or the trip being edited. */
export function plannedTripFormValues(trip: PlannedTripFieldsFragment | null): PlannedTripFormInput {
  return {
    name: trip?.name ?? "",
    description: trip?.description ?? "",
    startDate: trip?.startDate ?? "",
    endDate: trip?.endDate ?? "",
    embarkationPort: trip?.embarkationPort ?? "",
    disembarkationPort: trip?.disembarkationPort ?? "",
    yachtId: trip?.yachtId ?? null,
    yachtName: trip?.yachtName ?? "",
    yachtType: trip?.yachtType ?? "",
    maxCrewMembers: trip?.maxCrewMembers != null ? String(trip.maxCrewMembers) : "",
    isActive: trip?.isActive ?? true,
  };
}
