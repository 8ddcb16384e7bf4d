// The option lists of the trip wizard (product spec §3 "Enumerations"). The first list of each pair
// is what the form offers; the `*_VALUES` list is what the server accepts (older records and the
// detail view use a few more values).

export const OTHER = "_other";

export const CREW_ROLES = ["crew", "first_officer", "second_officer", "third_officer", "mechanic", "steward", "_other"] as const;

export const CAPTAIN_OPINIONS = ["positive", "negative", "unknown"] as const;

/** Offered by the form. */
export const PERFORMANCE_OPTIONS = ["very_good", "good", "sufficient", "insufficient"] as const;
/** Accepted: the form's values plus those the detail view knows. */
export const PERFORMANCE_VALUES = [...PERFORMANCE_OPTIONS, "excellent", "average", "poor", "unknown"] as const;

export const SEASICKNESS_VALUES = ["none", "mild", "severe", "unknown"] as const;

export const RESISTANCE_VALUES = ["good", "sufficient", "insufficient", "not_tested", "unknown"] as const;

/** Licence types offered by the captain's and the crew member's form (`_other` = free text). */
export const LICENSE_TYPES = [
  "pzz-kj",
  "pzz-jsm",
  "pzz-zj",
  "rya-ocean",
  "rya-offshore",
  "rya-coastal",
  "pzmwinw-sm",
  "pzmwinw-msm",
  "pzmwinw-km",
  "pzmwinw-mm",
  "hr-a",
  "hr-b",
  "hr-c",
  "_other",
] as const;
/** Accepted licence values: the form's, the translations' and the crew detail view's. */
export const LICENSE_VALUES = [
  ...LICENSE_TYPES,
  "ice_yacht_helmsman",
  "inland_skipper",
  "motorboat_captain",
  "motorboat_skipper",
  "yacht_captain",
  "yacht_skipper",
  "jachtowy_sternik_morski",
  "kapitan_jachtowy",
  "starszy_oficer",
  "kapitan_motorowodny",
] as const;

export const TRIP_STATUSES = ["planned", "in_progress", "completed", "cancelled"] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The allowed status changes: planned → in_progress → completed; planned|in_progress → cancelled; cancelled → planned. */
export const TRIP_STATUS_TRANSITIONS: Record<TripStatus, readonly TripStatus[]> = {
  planned: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: ["planned"],
};

/** The Premium plan's limit of (not deleted) trips per captain (spec §1). */
export const MAX_TRIPS_PER_CAPTAIN = 350;

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
