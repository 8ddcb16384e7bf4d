// The trip save payload of product spec §3 (§7's REST clients send it): what a client builds from
// the wizard's form data. No production code sends it (the web app posts the form data itself);
// the tests use it to post trips the way a REST client does.
import { OTHER, tidalPortsCount, type TripFormData } from "../../../validation/trip.ts";

/** A crew member as the save payload carries it (spec §3): free text replaces `_other`. */
type CrewMemberPayload = {
  id?: string;
  name: string;
  role: string;
  license: string | null;
  license_number: string | null;
  email: string | null;
  phone: string | null;
  captain_opinion: string;
  performance: string;
  seasickness: string;
  resistance: string;
  captain_notes: string | null;
};

/** The trip save payload (spec §3 "Trip save payload"). */
type TripSavePayload = Omit<TripFormData, "visitedPorts" | "crewMembers" | "tidalPortsCount"> & {
  tidalPortsCount: number;
  visitedPorts: { id?: string; name: string; is_tidal: boolean; arrival_date: string | null; departure_date: string | null }[];
  crewMembers: CrewMemberPayload[];
};

const text = (v: string | null | undefined) => (v ?? "").trim();
const orNull = (v: string | null | undefined) => text(v) || null;
const orZero = (v: string | number | null | undefined) => (v == null ? "" : String(v)).trim() || "0";

/**
 * Form data → save payload: blank visited ports and crew members without a name dropped, free text
 * instead of `_other`, numbers defaulting to "0", the tidal ports count derived.
 */
export function savePayload(form: TripFormData): TripSavePayload {
  const { visitedPorts, crewMembers, ...rest } = form;
  return {
    ...rest,
    firstName: text(form.firstName),
    lastName: text(form.lastName),
    email: orNull(form.email),
    phone: text(form.phone),
    otherLicense: form.licenseType === OTHER ? orNull(form.otherLicense) : null,
    hullLength: orZero(form.hullLength),
    enginesCount: orZero(form.enginesCount),
    enginePower: orZero(form.enginePower),
    distance: orZero(form.distance),
    sailingHours: orZero(form.sailingHours),
    engineHours: orZero(form.engineHours),
    mooringHours: orZero(form.mooringHours),
    tidalHours: orZero(form.tidalHours),
    logbookNumber: orNull(form.logbookNumber),
    captainNotes: orNull(form.captainNotes),
    tidalPortsCount: tidalPortsCount(form),
    visitedPorts: (visitedPorts ?? [])
      .filter((p) => text(p.name) !== "")
      .map((p) => ({
        ...(p.id ? { id: p.id } : {}),
        name: text(p.name),
        is_tidal: p.isTidalPort === true,
        arrival_date: orNull(p.arrivalDate),
        departure_date: orNull(p.departureDate),
      })),
    crewMembers: (crewMembers ?? [])
      .filter((m) => text(m.fullName) !== "")
      .map((m) => ({
        ...(m.id ? { id: m.id } : {}),
        name: text(m.fullName),
        role: m.role === OTHER ? text(m.otherRole) : m.role,
        license: m.licenseType === OTHER ? orNull(m.otherLicense) : orNull(m.licenseType),
        license_number: orNull(m.licenseNumber),
        email: orNull(m.email),
        phone: orNull(m.phone),
        captain_opinion: m.captainOpinion,
        performance: m.performance,
        seasickness: m.seasickness,
        resistance: m.resistance,
        captain_notes: orNull(m.captainNotes),
      })),
  };
}
