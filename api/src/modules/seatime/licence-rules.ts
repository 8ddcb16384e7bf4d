// The licence requirements as ONE data table: each row is one requirement (licence, key, what is
// measured, threshold, unit, source). A rule change is a one-line edit here plus its test in
// licence-rules.unit.test.ts. How each measure is computed lives in licence-progress.ts.
//
// Thresholds are "at least" (done ≥ required). The per-voyage conditions inside a measure are as
// the rules word them: "over 100 h" and "over 7.5 m" are strictly greater; "2 or more tidal ports"
// is at least. Hours of a voyage are hours underway (sailing + engine); mooring never counts.

export const LICENCE_CODES = ["pzz-jsm", "pzz-kj", "rya-coastal", "rya-offshore"] as const;
export type LicenceCode = (typeof LICENCE_CODES)[number];

/** What the captain marks per trip because the trip data cannot tell it. */
export const MARK_NAMES = ["seaVoyage", "inCommand", "nightHours", "passagesOver60"] as const;
export type MarkName = (typeof MARK_NAMES)[number];

export type Unit = "voyages" | "h" | "days" | "NM" | "%" | "passages";

export type Measure =
  /** Number of voyages. */
  | { kind: "voyages" }
  /** Hours underway (sailing + engine). */
  | { kind: "hoursUnderway" }
  /** Hours underway on trips the captain marked as in sole command, on a yacht longer than hullOverM. */
  | { kind: "hoursInCommand"; hullOverM: number }
  /** Voyages of more than hoursOver hours underway on a yacht longer than hullOverM. */
  | { kind: "longVoyages"; hoursOver: number; hullOverM: number }
  /** Voyages of more than tidalHoursOver hours in tidal waters calling at tidalPortsAtLeast or more tidal ports. */
  | { kind: "tidalVoyages"; tidalHoursOver: number; tidalPortsAtLeast: number }
  /** Days on board (each trip's days, both ends included). */
  | { kind: "days" }
  /** Nautical miles. */
  | { kind: "miles" }
  /** Days of the trips the captain marked as in command (skipper). */
  | { kind: "skipperDays" }
  /** Night hours the captain entered per trip. */
  | { kind: "nightHours" }
  /** Passages over 60 NM the captain entered per trip. */
  | { kind: "passagesOver60" }
  /** Share of the hours underway that were in tidal waters, in per cent. */
  | { kind: "tidalShare" };

export type Requirement = { licence: LicenceCode; key: string; measure: Measure; required: number; unit: Unit; source: string };

export type Licence = {
  code: LicenceCode;
  /** Only trips the captain marked as sea voyages count (all four are sea licences). */
  seaVoyagesOnly: boolean;
  source: string;
};

const PZZ_JSM = "PZŻ: patent jachtowego sternika morskiego — Rozporządzenie MSiT z 9.04.2013 (Dz.U. 2013 poz. 460), wymagania stażowe";
const PZZ_KJ = "PZŻ: patent kapitana jachtowego (po uzyskaniu JSM) — Rozporządzenie MSiT z 9.04.2013 (Dz.U. 2013 poz. 460), wymagania stażowe";
const RYA_COASTAL = "RYA Yachtmaster Scheme Syllabus & Logbook (G158): Yachtmaster Coastal, sea-time requirements";
const RYA_OFFSHORE = "RYA Yachtmaster Scheme Syllabus & Logbook (G158): Yachtmaster Offshore, sea-time requirements";

export const LICENCES: readonly Licence[] = [
  { code: "pzz-jsm", seaVoyagesOnly: true, source: PZZ_JSM },
  { code: "pzz-kj", seaVoyagesOnly: true, source: PZZ_KJ },
  { code: "rya-coastal", seaVoyagesOnly: true, source: RYA_COASTAL },
  { code: "rya-offshore", seaVoyagesOnly: true, source: RYA_OFFSHORE },
];

const rule = (licence: LicenceCode, key: string, measure: Measure, required: number, unit: Unit, source: string): Requirement => ({
  licence,
  key,
  measure,
  required,
  unit,
  source,
});

export const REQUIREMENTS: readonly Requirement[] = [
  rule("pzz-jsm", "sea_voyages", { kind: "voyages" }, 2, "voyages", PZZ_JSM),
  rule("pzz-jsm", "hours_underway", { kind: "hoursUnderway" }, 200, "h", PZZ_JSM),
  rule("pzz-kj", "sea_voyages", { kind: "voyages" }, 6, "voyages", PZZ_KJ),
  rule("pzz-kj", "hours_underway", { kind: "hoursUnderway" }, 1200, "h", PZZ_KJ),
  rule("pzz-kj", "hours_in_command", { kind: "hoursInCommand", hullOverM: 7.5 }, 400, "h", PZZ_KJ),
  rule("pzz-kj", "voyage_large_yacht", { kind: "longVoyages", hoursOver: 100, hullOverM: 20 }, 1, "voyages", PZZ_KJ),
  rule("pzz-kj", "voyage_tidal", { kind: "tidalVoyages", tidalHoursOver: 100, tidalPortsAtLeast: 2 }, 1, "voyages", PZZ_KJ),
  rule("rya-coastal", "days", { kind: "days" }, 30, "days", RYA_COASTAL),
  rule("rya-coastal", "skipper_days", { kind: "skipperDays" }, 2, "days", RYA_COASTAL),
  rule("rya-coastal", "miles", { kind: "miles" }, 800, "NM", RYA_COASTAL),
  rule("rya-coastal", "night_hours", { kind: "nightHours" }, 12, "h", RYA_COASTAL),
  rule("rya-coastal", "tidal_share", { kind: "tidalShare" }, 50, "%", RYA_COASTAL),
  rule("rya-offshore", "days", { kind: "days" }, 50, "days", RYA_OFFSHORE),
  rule("rya-offshore", "miles", { kind: "miles" }, 2500, "NM", RYA_OFFSHORE),
  rule("rya-offshore", "skipper_days", { kind: "skipperDays" }, 5, "days", RYA_OFFSHORE),
  rule("rya-offshore", "passages_over_60", { kind: "passagesOver60" }, 5, "passages", RYA_OFFSHORE),
];
