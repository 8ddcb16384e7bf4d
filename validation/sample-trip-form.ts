// A valid trip form for the shared rules' tests (validation/*.test.ts and the API's save payload test).
import { emptyCrewMember, emptyTripForm, type TripFormData } from "./trip.ts";

/** Anna Nowak, a complete crew member (step 4). */
export const sampleCrewMember = {
  ...emptyCrewMember(),
  fullName: "Anna Nowak",
  role: "crew",
  captainOpinion: "positive",
  performance: "good",
  seasickness: "none",
  resistance: "good",
};

/** A voyage from Gdynia to Hel, 1st to 3rd July 2026, with its skipper and yacht filled in; `over` sets the hours and what a test needs. */
export const sampleTripForm = (over: Partial<TripFormData> = {}): TripFormData => ({
  ...emptyTripForm(),
  firstName: "Jan",
  lastName: "Kowalski",
  phone: "600 100 200",
  licenseType: "pzz-jsm",
  licenseNumber: "1",
  yachtName: "Zawisza",
  registrationNumber: "POL-1",
  homePort: "Gdynia",
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  distance: "30",
  embarkationDate: "2026-07-01",
  disembarkationDate: "2026-07-03",
  ...over,
});
