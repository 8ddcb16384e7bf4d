// A saved trip (the trips read model) as the document model, read as it was stored: the form's
// rules apply to commands (create, update), never to reads, so a trip saved before a rule was
// added still prints. Texts are trimmed; nothing is validated or refused here.
import type { TripWithChildren } from "../trips/trip.json.ts";
import type { DocumentTrip } from "./documents.model.ts";
import { isoDay, isoDayOrNull } from "../../dates.ts";

const text = (v: string | null | undefined) => (v ?? "").trim();
const orNull = (v: string | null | undefined) => text(v) || null;

export function documentTripFromRow(t: TripWithChildren, captainLogo: Uint8Array | null = null): DocumentTrip {
  return {
    firstName: text(t.captainFirstName),
    lastName: text(t.captainLastName),
    email: orNull(t.captainEmail),
    phone: text(t.captainPhone),
    licenseType: orNull(t.licenseType),
    licenseNumber: text(t.licenseNumber),
    otherLicense: orNull(t.otherLicense),
    yachtName: text(t.yachtName),
    registrationNumber: text(t.registrationNumber),
    homePort: text(t.homePort),
    hullLength: text(t.hullLength),
    enginesCount: text(t.enginesCount),
    enginePower: text(t.enginePower),
    embarkationPort: text(t.embarkationPort),
    isEmbarkationTidalPort: t.isEmbarkationTidalPort,
    disembarkationPort: text(t.disembarkationPort),
    isDisembarkationTidalPort: t.isDisembarkationTidalPort,
    visitedPorts: t.visitedPorts
      .filter((p) => text(p.name) !== "")
      .map((p) => ({
        id: p.id,
        name: text(p.name),
        isTidalPort: p.isTidal,
        arrivalDate: isoDayOrNull(p.arrivalDate),
        departureDate: isoDayOrNull(p.departureDate),
      })),
    distance: text(t.distance),
    embarkationDate: isoDay(t.embarkationDate),
    disembarkationDate: isoDay(t.disembarkationDate),
    sailingHours: text(t.sailingHours),
    engineHours: text(t.engineHours),
    mooringHours: text(t.mooringHours),
    tidalHours: text(t.tidalHours),
    logbookNumber: orNull(t.logbookNumber),
    captainNotes: orNull(t.captainNotes),
    crewMembers: t.crewMembers.map((m) => ({
      id: m.id,
      fullName: text(m.fullName),
      email: orNull(m.email),
      phone: orNull(m.phone),
      role: text(m.role),
      otherRole: orNull(m.otherRole),
      licenseType: orNull(m.licenseType),
      otherLicense: orNull(m.otherLicense),
      licenseNumber: orNull(m.licenseNumber),
      captainOpinion: text(m.captainOpinion),
      performance: text(m.performance),
      seasickness: text(m.seasickness),
      resistance: text(m.resistance),
      captainNotes: orNull(m.captainNotes),
    })),
    captainLogo,
  };
}
