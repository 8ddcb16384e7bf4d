// The trips' CSV: one row per trip, the columns below (documented in the README). Numbers are
// written with a decimal comma (Polish Excel reads them as numbers; the `;` separator keeps them in
// their cells); dates are YYYY-MM-DD. Reading accepts what Excel writes back: a dot or a comma,
// DD.MM.YYYY dates, tak/nie, yes/no, true/false, 1/0.
import { registrationKey } from "../../../../validation/seatime.ts";
import { CSV_COLUMNS, type CsvColumn } from "../../../../validation/transfer.ts";
import { qty, toDecimalText } from "../seatime/quantity.ts";
import type { TripWithChildren } from "../trips/trip.json.ts";
import { tripJson } from "../trips/trip.json.ts";
import { unprotect } from "./csv.ts";
import { isoDay } from "../../dates.ts";

export { CSV_COLUMNS };

/** A CSV without these is not a trip list. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ["embarkation_date", "disembarkation_date", "yacht_name"];

const comma = (v: string) => v.replace(".", ",");
const yesNo = (v: boolean) => (v ? "tak" : "nie");
const dayNumber = (d: Date) => Math.round(d.getTime() / 86_400_000);

// ─── visited ports: "Helgoland* @2025-07-04/2025-07-05; Kilonia" ────────────────────────────────
const escapePort = (s: string) => s.replace(/[\\;*@]/g, (c) => `\\${c}`);

type Port = { name: string; isTidalPort: boolean; arrivalDate: string | null; departureDate: string | null };

/** Ports separated by `;`; `*` after the name marks a tidal port; `@arrival/departure` its dates. `\` escapes. */
export function formatPorts(ports: readonly Port[]): string {
  return ports
    .map((p) => {
      const dates = p.arrivalDate || p.departureDate ? ` @${p.arrivalDate ?? ""}/${p.departureDate ?? ""}` : "";
      return `${escapePort(p.name)}${p.isTidalPort ? "*" : ""}${dates}`;
    })
    .join("; ");
}

type Token = { ch: string; escaped: boolean };

/** One entry: the name (escapes resolved), a trailing unescaped `*` = tidal, an unescaped `@` starts the dates. */
function parsePort(tokens: Token[]): Port | null {
  const at = tokens.findIndex((t) => t.ch === "@" && !t.escaped);
  const nameTokens = at < 0 ? tokens : tokens.slice(0, at);
  const dates =
    at < 0
      ? null
      : tokens
          .slice(at + 1)
          .map((t) => t.ch)
          .join("");
  const isBlank = (t: Token | undefined) => t !== undefined && !t.escaped && /\s/.test(t.ch);
  const trimEnd = (ts: Token[]) => {
    while (isBlank(ts.at(-1))) ts.pop();
    return ts;
  };
  let name = trimEnd([...nameTokens]);
  const last = name.at(-1);
  const tidal = last !== undefined && last.ch === "*" && !last.escaped;
  if (tidal) name = trimEnd(name.slice(0, -1));
  while (isBlank(name[0])) name.shift();
  const text = name.map((t) => t.ch).join("");
  if (text === "") return null;
  const [arrival, departure] = (dates ?? "").split("/");
  return { name: text, isTidalPort: tidal, arrivalDate: arrival?.trim() || null, departureDate: departure?.trim() || null };
}

export function parsePorts(cell: string): Port[] {
  let current: Token[] = [];
  const entries: Token[][] = [current];
  const chars = cell.split(""); // UTF-16 units, as the escapes were written
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? "";
    const next = chars[i + 1];
    if (ch === "\\" && next !== undefined) {
      current.push({ ch: next, escaped: true });
      i++;
    } else if (ch === ";") entries.push((current = []));
    else current.push({ ch, escaped: false });
  }
  return entries.map(parsePort).filter((p): p is Port => p !== null);
}

/** One trip as a CSV row, in CSV_COLUMNS order. */
export function tripCsvRow(t: TripWithChildren): string[] {
  const j = tripJson(t);
  const underway = toDecimalText(qty(t.sailingHours) + qty(t.engineHours));
  const values: Record<CsvColumn, string> = {
    id: t.id,
    status: t.status,
    embarkation_date: isoDay(t.embarkationDate),
    disembarkation_date: isoDay(t.disembarkationDate),
    days_on_board: String(dayNumber(t.disembarkationDate) - dayNumber(t.embarkationDate) + 1),
    yacht_name: t.yachtName,
    registration_number: t.registrationNumber,
    home_port: t.homePort,
    hull_length: comma(t.hullLength),
    engines_count: t.enginesCount,
    engine_power: comma(t.enginePower),
    embarkation_port: t.embarkationPort,
    embarkation_tidal: yesNo(t.isEmbarkationTidalPort),
    disembarkation_port: t.disembarkationPort,
    disembarkation_tidal: yesNo(t.isDisembarkationTidalPort),
    visited_ports: formatPorts(
      t.visitedPorts.map((p) => ({
        name: p.name,
        isTidalPort: p.isTidal,
        arrivalDate: p.arrivalDate && isoDay(p.arrivalDate),
        departureDate: p.departureDate && isoDay(p.departureDate),
      })),
    ),
    distance: comma(t.distance),
    sailing_hours: comma(t.sailingHours),
    engine_hours: comma(t.engineHours),
    hours_underway: comma(underway),
    mooring_hours: comma(t.mooringHours),
    tidal_hours: comma(t.tidalHours),
    tidal_ports_count: String(t.tidalPortsCount),
    logbook_number: t.logbookNumber ?? "",
    captain_first_name: t.captainFirstName,
    captain_last_name: t.captainLastName,
    captain_email: t.captainEmail ?? "",
    captain_phone: t.captainPhone,
    license_type: t.licenseType,
    license_number: t.licenseNumber,
    other_license: t.otherLicense ?? "",
    captain_notes: t.captainNotes ?? "",
    crew_members: j.crew_members.length ? JSON.stringify(j.crew_members.map(({ id: _id, ...m }) => m)) : "",
  };
  return CSV_COLUMNS.map((c) => values[c]);
}

// ─── reading ────────────────────────────────────────────────────────────────────────────────────
const TRUE = new Set(["tak", "t", "yes", "y", "true", "1", "x", "prawda"]);
const FALSE = new Set(["nie", "n", "no", "false", "0", "", "fałsz"]);

/** DD.MM.YYYY (what Polish Excel writes back) or YYYY-MM-DD with a time after it → YYYY-MM-DD. */
export function normalizeDate(v: string): string {
  const t = v.trim();
  const pl = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (pl) {
    const [, day = "", month = "", year = ""] = pl;
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  }
  const iso = /^(\d{4}-\d{2}-\d{2})[ T]/.exec(t);
  return iso?.[1] ?? t;
}

type RowResult = { body: Record<string, unknown>; errors: Record<string, string[]> };

/**
 * A CSV record (column → cell) → the REST body shape tripFormFromBody reads, and the errors found
 * in cells the form schema cannot judge (a yes/no that is neither, crew that is not JSON).
 */
export function csvRowToBody(cells: Partial<Record<string, string>>): RowResult {
  const get = (c: CsvColumn) => unprotect(cells[c] ?? "").trim();
  const errors: Record<string, string[]> = {};
  const flag = (c: CsvColumn) => {
    const v = get(c).toLocaleLowerCase("pl");
    if (TRUE.has(v)) return true;
    if (!FALSE.has(v)) errors[c] = ["validation.option.invalid"];
    return false;
  };
  let crew: unknown = [];
  const crewCell = get("crew_members");
  if (crewCell) {
    try {
      crew = JSON.parse(crewCell);
      if (!Array.isArray(crew)) throw new Error("not a list");
    } catch {
      errors.crew_members = ["transfer.import.crewJson"];
      crew = [];
    }
  }
  const ports = parsePorts(get("visited_ports")).map((p) => ({
    ...p,
    arrivalDate: p.arrivalDate && normalizeDate(p.arrivalDate),
    departureDate: p.departureDate && normalizeDate(p.departureDate),
  }));
  const body: Record<string, unknown> = {
    firstName: get("captain_first_name"),
    lastName: get("captain_last_name"),
    email: get("captain_email"),
    phone: get("captain_phone"),
    licenseType: get("license_type"),
    licenseNumber: get("license_number"),
    otherLicense: get("other_license"),
    yachtName: get("yacht_name"),
    registrationNumber: get("registration_number"),
    homePort: get("home_port"),
    hullLength: get("hull_length") || undefined,
    enginesCount: get("engines_count") || undefined,
    enginePower: get("engine_power") || undefined,
    embarkationPort: get("embarkation_port"),
    isEmbarkationTidalPort: flag("embarkation_tidal"),
    disembarkationPort: get("disembarkation_port"),
    isDisembarkationTidalPort: flag("disembarkation_tidal"),
    visitedPorts: ports,
    distance: get("distance"),
    embarkationDate: normalizeDate(get("embarkation_date")),
    disembarkationDate: normalizeDate(get("disembarkation_date")),
    sailingHours: get("sailing_hours"),
    engineHours: get("engine_hours"),
    mooringHours: get("mooring_hours"),
    tidalHours: get("tidal_hours") || undefined,
    logbookNumber: get("logbook_number"),
    captainNotes: get("captain_notes"),
    crewMembers: crew,
  };
  return { body, errors };
}

/** The form's field → the CSV column it comes from (for per-row errors). */
const FIELD_COLUMNS: Record<string, CsvColumn> = {
  firstName: "captain_first_name",
  lastName: "captain_last_name",
  email: "captain_email",
  phone: "captain_phone",
  licenseType: "license_type",
  licenseNumber: "license_number",
  otherLicense: "other_license",
  yachtName: "yacht_name",
  registrationNumber: "registration_number",
  homePort: "home_port",
  hullLength: "hull_length",
  enginesCount: "engines_count",
  enginePower: "engine_power",
  embarkationPort: "embarkation_port",
  isEmbarkationTidalPort: "embarkation_tidal",
  disembarkationPort: "disembarkation_port",
  isDisembarkationTidalPort: "disembarkation_tidal",
  visitedPorts: "visited_ports",
  distance: "distance",
  embarkationDate: "embarkation_date",
  disembarkationDate: "disembarkation_date",
  sailingHours: "sailing_hours",
  engineHours: "engine_hours",
  mooringHours: "mooring_hours",
  tidalHours: "tidal_hours",
  logbookNumber: "logbook_number",
  captainNotes: "captain_notes",
  crewMembers: "crew_members",
};

/** `crewMembers.0.fullName` → `crew_members` (row 1: name); `yachtName` → `yacht_name`. */
export function columnOf(field: string): string {
  const [head = "", index, ...rest] = field.split(".");
  const column = FIELD_COLUMNS[head] ?? head;
  return index !== undefined && /^\d+$/.test(index) ? `${column}[${Number(index) + 1}]${rest.length ? `.${rest.join(".")}` : ""}` : column;
}

/** Same dates, same yacht (registration number, spaces and case ignored), same start and end ports. */
export function duplicateKey(t: {
  embarkationDate: string;
  disembarkationDate: string;
  registrationNumber: string;
  embarkationPort: string;
  disembarkationPort: string;
}): string {
  const port = (p: string) => p.trim().toLocaleLowerCase("pl");
  return [t.embarkationDate, t.disembarkationDate, registrationKey(t.registrationNumber), port(t.embarkationPort), port(t.disembarkationPort)].join("|");
}
