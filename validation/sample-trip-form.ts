// The sample trip that the tests build theirs from: the shared rules' (validation/*.test.ts), the
// API's (the decider, the REST bodies, the integration fixtures), the browser's (e2e) and the web
// wizard's, each with the values it asserts on as overrides. (The documents' tests print their own,
// with Polish letters everywhere: api/src/modules/documents/test/sample-trip.ts.)
import { emptyCrewMember, emptyTripForm, tripStep4Schema, type CrewMemberInput, type TripFormData } from "./trip.ts";

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

/** {@link sampleCrewMember} as a saved trip gives her back (the row, the GraphQL object): normalised by the form's rules, blanks null. */
export const savedSampleCrewMember = (): CrewMemberInput => {
  const [member] = tripStep4Schema.parse({ crewMembers: [sampleCrewMember] }).crewMembers;
  if (!member) throw new Error("the sample crew member did not parse");
  return member;
};

/**
 * A voyage from Gdynia to Hel, 1st to 3rd July 2026 (10 h under sail, 2 on the engine, 20 moored), on
 * the yacht Zawisza (POL-1, 12 m, one 40 kW engine), skippered by Jan Kowalski; no visited port, no
 * crew, no tides. `over` sets what a test needs.
 */
export const sampleTripForm = (over: Partial<TripFormData> = {}): TripFormData => ({
  ...emptyTripForm(),
  firstName: "Jan",
  lastName: "Kowalski",
  phone: "+48 600 100 200",
  licenseType: "pzz-jsm",
  licenseNumber: "1",
  yachtName: "Zawisza",
  registrationNumber: "POL-1",
  homePort: "Gdynia",
  hullLength: "12",
  enginesCount: "1",
  enginePower: "40",
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  distance: "30",
  embarkationDate: "2026-07-01",
  disembarkationDate: "2026-07-03",
  sailingHours: "10",
  engineHours: "2",
  mooringHours: "20",
  ...over,
});
