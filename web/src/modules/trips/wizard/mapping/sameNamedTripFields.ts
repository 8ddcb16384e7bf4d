import { SAME_NAMED_TRIP_FIELDS, type SameNamedTripField } from "../../../../../../validation/trip.ts";

/** Copies the yacht, route, dates and hours of a trip one-to-one (saved trip → form, parsed form → API input). */
export function sameNamedTripFields<T extends Record<SameNamedTripField, unknown>>(trip: T): Pick<T, SameNamedTripField> {
  // Every key of the list is copied, so the entries make up exactly the picked type.
  return Object.fromEntries(SAME_NAMED_TRIP_FIELDS.map((name) => [name, trip[name]])) as Pick<T, SameNamedTripField>;
}
