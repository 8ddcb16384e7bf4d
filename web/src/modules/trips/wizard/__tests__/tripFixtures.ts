import type { TripFormFieldsFragment } from "../../../../gql/graphql.ts";
import { type TripFormData, emptyTripForm } from "../../../../../../validation/trip.ts";

/** The captain of the fixture voyage, the same in the form and in the saved trip. */
const captain = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan@example.com",
  phone: "+48 600 100 200",
  licenseType: "pzz-kj",
  licenseNumber: "PL-123",
};

/** The fixture voyage's yacht, distance, dates and hours, the same in the form and in the saved trip. */
const voyage = {
  yachtName: "Zawisza",
  registrationNumber: "POL-1",
  homePort: "Gdynia",
  hullLength: "12.5",
  enginesCount: "1",
  enginePower: "40",
  embarkationPort: "Gdynia",
  disembarkationPort: "Kilonia",
  distance: "320",
  embarkationDate: "2025-06-01",
  disembarkationDate: "2025-06-08",
  sailingHours: "70",
  engineHours: "6",
  mooringHours: "90",
};

/** A complete, valid trip form (every step passes its shared schema). */
export function validTripForm(): TripFormData {
  return {
    ...emptyTripForm(),
    ...captain,
    ...voyage,
    visitedPorts: [{ name: "Bornholm", isTidalPort: false, arrivalDate: "", departureDate: "" }],
    tidalHours: "0",
  };
}

/** A saved trip as the TripFormFields fragment returns it. */
export function savedTrip(overrides: Partial<TripFormFieldsFragment> = {}): TripFormFieldsFragment {
  // With __typename, as the server answers (the generated type leaves it out).
  const trip = {
    __typename: "Trip",
    id: "t1",
    version: 3,
    captain: { __typename: "TripCaptain", ...captain, otherLicense: null },
    ...voyage,
    isEmbarkationTidalPort: true,
    isDisembarkationTidalPort: false,
    visitedPorts: [{ __typename: "VisitedPort", id: "p1", name: "Bornholm", isTidalPort: true, arrivalDate: "2025-06-03", departureDate: null }],
    tidalPortsCount: 2,
    tidalHours: "4",
    logbookNumber: null,
    captainNotes: "Spokojnie",
    crewMembers: [
      {
        __typename: "CrewMember",
        id: "c1",
        fullName: "Anna Nowak",
        email: null,
        phone: null,
        role: "_other",
        otherRole: "Kuk",
        licenseType: "Patent kanadyjski",
        otherLicense: null,
        licenseNumber: null,
        captainOpinion: "positive",
        performance: "good",
        seasickness: "none",
        resistance: "good",
        captainNotes: null,
      },
    ],
    ...overrides,
  };
  return trip;
}
