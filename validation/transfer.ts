// The trips' export and import: limits shared by the upload screen and the API.

/** The largest import file (CSV or JSON). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows (trips) one import file may hold. */
export const IMPORT_MAX_ROWS = 1000;
/** The file types the upload screen offers. */
export const IMPORT_ACCEPT = ".csv,.json,text/csv,application/json";

/**
 * The columns of the trips' CSV, in order (README: "Trips as CSV"). `id`, `status`,
 * `days_on_board`, `hours_underway` and `tidal_ports_count` are written for people and ignored
 * when importing.
 */
export const CSV_COLUMNS = [
  "id",
  "status",
  "embarkation_date",
  "disembarkation_date",
  "days_on_board",
  "yacht_name",
  "registration_number",
  "home_port",
  "hull_length",
  "engines_count",
  "engine_power",
  "embarkation_port",
  "embarkation_tidal",
  "disembarkation_port",
  "disembarkation_tidal",
  "visited_ports",
  "distance",
  "sailing_hours",
  "engine_hours",
  "hours_underway",
  "mooring_hours",
  "tidal_hours",
  "tidal_ports_count",
  "logbook_number",
  "captain_first_name",
  "captain_last_name",
  "captain_email",
  "captain_phone",
  "license_type",
  "license_number",
  "other_license",
  "captain_notes",
  "crew_members",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
