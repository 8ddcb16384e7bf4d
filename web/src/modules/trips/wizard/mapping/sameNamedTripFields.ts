/** The trip's fields that carry the same name and value in the saved trip, the wizard's form and the API input. */
const SAME_NAMED_TRIP_FIELDS = [
  "yachtName",
  "registrationNumber",
  "homePort",
  "hullLength",
  "enginesCount",
  "enginePower",
  "embarkationPort",
  "isEmbarkationTidalPort",
  "disembarkationPort",
  "isDisembarkationTidalPort",
  "distance",
  "embarkationDate",
  "disembarkationDate",
  "sailingHours",
  "engineHours",
  "mooringHours",
  "tidalHours",
] as const;

type SameNamedTripField = (typeof SAME_NAMED_TRIP_FIELDS)[number];

/** Copies the yacht, route, dates and hours of a trip one-to-one (saved trip → form, parsed form → API input). */
export function sameNamedTripFields<T extends Record<SameNamedTripField, unknown>>(trip: T): Pick<T, SameNamedTripField> {
  // Every key of the list is copied, so the entries make up exactly the picked type.
  return Object.fromEntries(SAME_NAMED_TRIP_FIELDS.map((name) => [name, trip[name]])) as Pick<T, SameNamedTripField>;
}
