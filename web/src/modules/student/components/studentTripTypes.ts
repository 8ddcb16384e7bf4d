import type { StudentPlannedTripFieldsFragment } from "../../../gql/graphql.ts";

export type StudentTrip = StudentPlannedTripFieldsFragment;

/** 'Wolne miejsca: 3', 'Bez limitu miejsc' or 'Brak wolnych miejsc'. */
export function spotsTextId(trip: Pick<StudentTrip, "spotsLeft">): { id: string; values?: Record<string, number> } {
  if (trip.spotsLeft == null) return { id: "students.trips.spotsUnlimited" };
  if (trip.spotsLeft <= 0) return { id: "students.trips.noSpots" };
  return { id: "students.trips.spotsLeft", values: { count: trip.spotsLeft } };
}
