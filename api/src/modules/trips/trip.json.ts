// The REST shim's trip shapes (product spec §3): request bodies — the save payload or the camelCase
// form data — become the one form shape tripSchema parses; read-model rows become "Trip (server)".
import type { CrewMember, Trip, VisitedPort } from "../../generated/prisma/client.ts";
import type { tripOmit } from "./trip.columns.ts";
import type { RestTrip } from "./trip.rest-schema.ts";
import { CREW_ROLES, LICENSE_VALUES, OTHER, SAME_NAMED_TRIP_FIELDS, cruiseDays, isOneOf } from "../../../../validation/trip.ts";
import { isoDay, isoDayOrNull, isoInstant } from "../../dates.ts";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The first present value among the names (each tried camelCase, then snake_case). */
function pick(o: Rec, ...names: string[]): unknown {
  for (const name of names) {
    if (o[name] !== undefined) return o[name];
    if (o[snake(name)] !== undefined) return o[snake(name)];
  }
  return undefined;
}

const TOP_LEVEL = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "licenseType",
  "licenseNumber",
  "otherLicense",
  ...SAME_NAMED_TRIP_FIELDS,
  "confirmTidalWithoutPorts",
  "logbookNumber",
  "captainNotes",
] as const;

function portFromBody(p: unknown): Rec {
  if (typeof p === "string") return { name: p };
  if (!isRec(p)) return {};
  return {
    id: pick(p, "id"),
    name: pick(p, "name"),
    isTidalPort: pick(p, "isTidalPort", "isTidal"),
    arrivalDate: pick(p, "arrivalDate"),
    departureDate: pick(p, "departureDate"),
  };
}

/** A crew member of either shape; a role or licence that is not one of the list is the `_other` free text. */
function crewFromBody(m: Rec): Rec {
  const first = pick(m, "firstName");
  const last = pick(m, "lastName");
  const joined = [first, last].filter((v) => typeof v === "string" && v.trim()).join(" ");
  const fullName = pick(m, "fullName", "name") ?? (joined || undefined);
  let role = pick(m, "role");
  let otherRole = pick(m, "otherRole");
  if (typeof role === "string" && role.trim() && role !== OTHER && !isOneOf(CREW_ROLES, role)) [role, otherRole] = [OTHER, role];
  let licenseType = pick(m, "licenseType");
  let otherLicense = pick(m, "otherLicense");
  const license = pick(m, "license");
  if (blank(licenseType) && typeof license === "string" && license.trim()) {
    if (isOneOf(LICENSE_VALUES, license)) licenseType = license;
    else [licenseType, otherLicense] = [OTHER, license];
  }
  return {
    id: pick(m, "id"),
    fullName,
    email: pick(m, "email"),
    phone: pick(m, "phone"),
    role,
    otherRole,
    licenseType,
    otherLicense,
    licenseNumber: pick(m, "licenseNumber"),
    captainOpinion: pick(m, "captainOpinion"),
    performance: pick(m, "performance"),
    seasickness: pick(m, "seasickness"),
    resistance: pick(m, "resistance"),
    captainNotes: pick(m, "captainNotes"),
  };
}

/**
 * A POST/PUT body → the form shape. Crew members without a name and blank visited ports are
 * dropped (spec §3); a nested `captain` object is read too.
 */
export function tripFormFromBody(body: Rec): Rec {
  const captain = isRec(body.captain) ? body.captain : {};
  const form: Rec = {};
  for (const name of TOP_LEVEL) form[name] = pick(body, name);
  for (const name of ["firstName", "lastName", "email", "phone", "licenseType", "licenseNumber", "otherLicense"] as const) {
    form[name] ??= pick(captain, name);
  }
  const ports = pick(body, "visitedPorts");
  form.visitedPorts = Array.isArray(ports) ? ports.map(portFromBody).filter((p) => !blank(p.name)) : ports;
  const crew = pick(body, "crewMembers");
  form.crewMembers = Array.isArray(crew) ? crew.map((m) => crewFromBody(isRec(m) ? m : {})).filter((m) => !blank(m.fullName)) : crew;
  return form;
}

/** The optional expected version of a PUT body (expected_version or expectedVersion). */
export function expectedVersionFromBody(body: Rec): number | null {
  const v = pick(body, "expectedVersion");
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
}

/** A read-model row as the REST reads load it (trips.read.ts tripOmit: no search text, no decimals). */
export type TripWithChildren = Omit<Trip, keyof typeof tripOmit> & { visitedPorts: VisitedPort[]; crewMembers: CrewMember[] };

const crewJson = (m: CrewMember): RestTrip["crew_members"][number] => ({
  id: m.id,
  name: m.fullName,
  role: m.role === OTHER ? (m.otherRole ?? "") : m.role,
  other_role: m.role === OTHER ? m.otherRole : null,
  license: m.licenseType === OTHER ? m.otherLicense : m.licenseType,
  license_type: m.licenseType,
  other_license: m.otherLicense,
  license_number: m.licenseNumber,
  email: m.email,
  phone: m.phone,
  captain_opinion: m.captainOpinion,
  performance: m.performance,
  seasickness: m.seasickness,
  resistance: m.resistance,
  captain_notes: m.captainNotes,
});

/** "Trip (server)" of spec §3, snake_case. */
export function tripJson(t: TripWithChildren): RestTrip {
  return {
    id: t.id,
    status: t.status,
    version: t.version,
    created_at: isoInstant(t.createdAt),
    updated_at: isoInstant(t.updatedAt),
    captain: {
      first_name: t.captainFirstName,
      last_name: t.captainLastName,
      email: t.captainEmail,
      phone: t.captainPhone,
      license_type: t.licenseType,
      license_number: t.licenseNumber,
      other_license: t.otherLicense,
    },
    license_type: t.licenseType,
    license_number: t.licenseNumber,
    other_license: t.otherLicense,
    yacht_name: t.yachtName,
    registration_number: t.registrationNumber,
    home_port: t.homePort,
    hull_length: t.hullLength,
    engines_count: t.enginesCount,
    engine_power: t.enginePower,
    embarkation_port: t.embarkationPort,
    is_embarkation_tidal_port: t.isEmbarkationTidalPort,
    disembarkation_port: t.disembarkationPort,
    is_disembarkation_tidal_port: t.isDisembarkationTidalPort,
    visited_ports: t.visitedPorts.map((p) => ({
      id: p.id,
      name: p.name,
      is_tidal: p.isTidal,
      arrival_date: isoDayOrNull(p.arrivalDate),
      departure_date: isoDayOrNull(p.departureDate),
    })),
    distance: t.distance,
    embarkation_date: isoDay(t.embarkationDate),
    disembarkation_date: isoDay(t.disembarkationDate),
    cruise_days: cruiseDays(t.embarkationDate, t.disembarkationDate) ?? 0,
    sailing_hours: t.sailingHours,
    engine_hours: t.engineHours,
    mooring_hours: t.mooringHours,
    tidal_hours: t.tidalHours,
    tidal_ports_count: t.tidalPortsCount,
    logbook_number: t.logbookNumber,
    captain_notes: t.captainNotes,
    crew_members: t.crewMembers.map(crewJson),
  };
}
