import type { TripFormFieldsFragment } from "../../../../gql/graphql.ts";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import { savedSampleCrewMember, sampleTripForm } from "../../../../../../validation/sample-trip-form.ts";
import { sameNamedTripFields } from "../mapping/sameNamedTripFields.ts";

/** The captain of the fixture voyage, the same in the form and in the saved trip. */
const captain = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan@example.com",
  phone: "+48 600 100 200",
  licenseType: "pzz-kj",
  licenseNumber: "PL-123",
};

/**
 * A complete, valid trip form (every step passes its shared schema): the shared sample voyage, made
 * a week to Kilonia past Bornholm in June 2025 by this captain.
 */
export function validTripForm(): TripFormData {
  return sampleTripForm({
    ...captain,
    hullLength: "12.5",
    disembarkationPort: "Kilonia",
    visitedPorts: [{ name: "Bornholm", isTidalPort: false, arrivalDate: "", departureDate: "" }],
    distance: "320",
    embarkationDate: "2025-06-01",
    disembarkationDate: "2025-06-08",
    sailingHours: "70",
    engineHours: "6",
    mooringHours: "90",
  });
}

/** A saved trip as the TripFormFields fragment returns it. */
export function savedTrip(overrides: Partial<TripFormFieldsFragment> = {}): TripFormFieldsFragment {
  // With __typename, as the server answers (the generated type leaves it out).
  const trip = {
    __typename: "Trip",
    id: "t1",
    version: 3,
    captain: { __typename: "TripCaptain", ...captain, otherLicense: null },
    // The yacht, the route, the dates and the hours are the form's, one to one.
    ...sameNamedTripFields(validTripForm()),
    isEmbarkationTidalPort: true,
    isDisembarkationTidalPort: false,
    visitedPorts: [{ __typename: "VisitedPort", id: "p1", name: "Bornholm", isTidalPort: true, arrivalDate: "2025-06-03", departureDate: null }],
    tidalPortsCount: 2,
    tidalHours: "4",
    logbookNumber: null,
    captainNotes: "Spokojnie",
    crewMembers: [{ __typename: "CrewMember", ...savedSampleCrewMember(), id: "c1", role: "_other", otherRole: "Kuk", licenseType: "Patent kanadyjski" }],
    ...overrides,
  };
  return trip;
}
