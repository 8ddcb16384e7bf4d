// Pure helpers over the trip form, shared by the wizard and the API (product spec §3, §9).

/**
 * The trip's fields that carry the same name and value in the saved trip (and its table's columns),
 * the wizard's form, the API input and the REST body: the yacht, the route, the dates and the hours.
 */
export const SAME_NAMED_TRIP_FIELDS = [
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

/** One of {@link SAME_NAMED_TRIP_FIELDS}. */
export type SameNamedTripField = (typeof SAME_NAMED_TRIP_FIELDS)[number];

/** A visited port row of the form (spec §3). `id` is set for a port loaded from a saved trip. */
export type VisitedPortForm = { id?: string | null; name: string; isTidalPort: boolean; arrivalDate?: string | null; departureDate?: string | null };

/** A crew member of the form (spec §3 "Crew member (form)"). `id` is set for a saved member. */
export type CrewMemberForm = {
  id?: string | null;
  fullName: string;
  email: string;
  phone: string;
  role: string;
  otherRole: string;
  licenseType: string;
  otherLicense: string;
  licenseNumber: string;
  captainOpinion: string;
  performance: string;
  seasickness: string;
  resistance: string;
  captainNotes: string;
};

/** The wizard's data (spec §3 "Trip form data"); numbers and dates are the inputs' strings. */
export type TripFormData = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  licenseType: string;
  licenseNumber: string;
  otherLicense: string | null;
  yachtName: string;
  registrationNumber: string;
  homePort: string;
  hullLength: string;
  enginesCount: string;
  enginePower: string;
  embarkationPort: string;
  isEmbarkationTidalPort: boolean;
  disembarkationPort: string;
  isDisembarkationTidalPort: boolean;
  visitedPorts: VisitedPortForm[];
  distance: string;
  embarkationDate: string;
  disembarkationDate: string;
  sailingHours: string;
  engineHours: string;
  mooringHours: string;
  tidalPortsCount?: number;
  tidalHours: string;
  /** Tidal hours with no tidal port are confirmed by the captain (a command flag, not stored). */
  confirmTidalWithoutPorts?: boolean;
  logbookNumber: string | null;
  captainNotes: string | null;
  crewMembers: CrewMemberForm[];
};

/** The form's defaults (spec §9): one empty visited port, yacht numbers and tidal hours "0", no crew. */
export const emptyTripForm = (): TripFormData => ({
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  licenseType: "",
  licenseNumber: "",
  otherLicense: "",
  yachtName: "",
  registrationNumber: "",
  homePort: "",
  hullLength: "0",
  enginesCount: "0",
  enginePower: "0",
  embarkationPort: "",
  isEmbarkationTidalPort: false,
  disembarkationPort: "",
  isDisembarkationTidalPort: false,
  visitedPorts: [{ name: "", isTidalPort: false }],
  distance: "",
  embarkationDate: "",
  disembarkationDate: "",
  sailingHours: "",
  engineHours: "",
  mooringHours: "",
  tidalPortsCount: 0,
  tidalHours: "0",
  logbookNumber: "",
  captainNotes: "",
  crewMembers: [],
});

export const emptyCrewMember = (): CrewMemberForm => ({
  fullName: "",
  email: "",
  phone: "",
  role: "",
  otherRole: "",
  licenseType: "",
  otherLicense: "",
  licenseNumber: "",
  captainOpinion: "",
  performance: "",
  seasickness: "",
  resistance: "",
  captainNotes: "",
});

type TidalFields = {
  isEmbarkationTidalPort?: boolean | null;
  isDisembarkationTidalPort?: boolean | null;
  visitedPorts?: readonly { name?: string | null; isTidalPort?: boolean | null }[] | null;
};

/** Embarkation tidal + disembarkation tidal + visited ports (with a name) flagged tidal. */
export function tidalPortsCount(form: TidalFields): number {
  const visited = (form.visitedPorts ?? []).filter((p) => (p.name ?? "").trim() !== "" && p.isTidalPort === true).length;
  return (form.isEmbarkationTidalPort === true ? 1 : 0) + (form.isDisembarkationTidalPort === true ? 1 : 0) + visited;
}

const dayNumber = (value: string | Date | null | undefined): number | null => {
  if (value == null || value === "") return null;
  // A Date's day in UTC (as its toISOString begins), without writing the text: a list reads 700 of them.
  if (value instanceof Date) {
    const days = Math.floor(value.getTime() / 86_400_000);
    return Number.isNaN(days) ? null : days;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
};

/** Whole days between two dates, times ignored (spec §2 step 5); null when a date is missing. */
export function cruiseDays(start: string | Date | null | undefined, end: string | Date | null | undefined): number | null {
  const a = dayNumber(start);
  const b = dayNumber(end);
  return a === null || b === null ? null : b - a;
}
