// Trip form data (camelCase, as the wizard and the public generator send it) for the document tests
// and the benchmark: Polish diacritics everywhere, tidal ports, and a crew of any size.
import { tripSchema, type TripInput } from "../../../../../validation/trip.ts";

const FIRST = ["Łukasz", "Zofia", "Grzegorz", "Małgorzata", "Jędrzej", "Agnieszka", "Wojciech", "Żaneta", "Mikołaj", "Urszula"];
const LAST = ["Wróbel", "Kaczmarczyk", "Żółkiewski", "Śliwińska", "Ćwikła", "Nowak", "Dąbrowski", "Gęsiarz", "Łęcka", "Źrebiec"];
const ROLES = ["first_officer", "second_officer", "crew", "mechanic", "steward", "third_officer"];

export function crewMemberForm(i: number, over: Record<string, unknown> = {}) {
  return {
    fullName: `${FIRST[i % 10]} ${LAST[(i * 3) % 10]}${i >= 10 ? `-${LAST[(i + 1) % 10]}` : ""}`,
    email: `zaloga${i + 1}@example.com`,
    phone: `+48 500 000 ${String(100 + i)}`,
    role: ROLES[i % ROLES.length],
    otherRole: "",
    licenseType: i % 2 === 0 ? "pzz-zj" : "",
    otherLicense: "",
    licenseNumber: i % 2 === 0 ? `ŻJ-${1000 + i}` : "",
    captainOpinion: "positive",
    performance: "very_good",
    seasickness: "none",
    resistance: "good",
    captainNotes: "",
    ...over,
  };
}

export function tripForm(over: Record<string, unknown> = {}) {
  return {
    firstName: "Józef",
    lastName: "Gąsienica-Łańcucki",
    email: "jozef.kapitan@example.com",
    phone: "+48 601 234 567",
    licenseType: "pzz-kj",
    licenseNumber: "KJ-2931/ŁÓDŹ",
    otherLicense: "",
    yachtName: "Zjawa Żółta",
    registrationNumber: "POL-1234",
    homePort: "Świnoujście",
    hullLength: "14.25",
    enginesCount: "1",
    enginePower: "55.5",
    embarkationPort: "Gdańsk",
    isEmbarkationTidalPort: false,
    disembarkationPort: "Cherbourg",
    isDisembarkationTidalPort: true,
    visitedPorts: [
      { name: "Helgoland", isTidalPort: true, arrivalDate: "2026-07-04", departureDate: "2026-07-05" },
      { name: "Ijmuiden", isTidalPort: true },
      { name: "Kilonia", isTidalPort: false },
      { name: "", isTidalPort: false },
    ],
    distance: "842.5",
    embarkationDate: "2026-07-01",
    disembarkationDate: "2026-07-15",
    sailingHours: "201.5",
    engineHours: "36.25",
    mooringHours: "98",
    tidalHours: "74",
    logbookNumber: "7/2026",
    captainNotes: "Rejs stażowy; żegluga nocna, wachty 4-godzinne.",
    crewMembers: [crewMemberForm(0), crewMemberForm(1), crewMemberForm(2)],
    ...over,
  };
}

/** The normalised trip, as tripSchema outputs it. */
export const sampleTrip = (over: Record<string, unknown> = {}): TripInput => tripSchema.parse(tripForm(over));

export const crewOf = (n: number) => Array.from({ length: n }, (_, i) => crewMemberForm(i));
