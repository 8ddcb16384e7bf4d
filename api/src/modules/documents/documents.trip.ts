// A saved trip (the trips read model) as the document model: the row is read back into the
// wizard's form and parsed with the same tripSchema as every new trip, so the documents print a
// saved trip exactly as they print the public generator's form.
import { tripSchema } from "../../../../validation/trip.ts";
import type { TripWithChildren } from "../trips/trip.json.ts";
import type { DocumentTrip } from "./documents.model.ts";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function documentTripFromRow(t: TripWithChildren, captainLogo: Uint8Array | null = null): DocumentTrip {
  const trip = tripSchema.parse({
    firstName: t.captainFirstName,
    lastName: t.captainLastName,
    email: t.captainEmail,
    phone: t.captainPhone,
    licenseType: t.licenseType,
    licenseNumber: t.licenseNumber,
    otherLicense: t.otherLicense,
    yachtName: t.yachtName,
    registrationNumber: t.registrationNumber,
    homePort: t.homePort,
    hullLength: t.hullLength,
    enginesCount: t.enginesCount,
    enginePower: t.enginePower,
    embarkationPort: t.embarkationPort,
    isEmbarkationTidalPort: t.isEmbarkationTidalPort,
    disembarkationPort: t.disembarkationPort,
    isDisembarkationTidalPort: t.isDisembarkationTidalPort,
    visitedPorts: t.visitedPorts.map((p) => ({
      id: p.id, name: p.name, isTidalPort: p.isTidal, arrivalDate: day(p.arrivalDate), departureDate: day(p.departureDate),
    })),
    distance: t.distance,
    embarkationDate: day(t.embarkationDate),
    disembarkationDate: day(t.disembarkationDate),
    sailingHours: t.sailingHours,
    engineHours: t.engineHours,
    mooringHours: t.mooringHours,
    tidalHours: t.tidalHours,
    logbookNumber: t.logbookNumber,
    captainNotes: t.captainNotes,
    crewMembers: t.crewMembers.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      phone: m.phone,
      role: m.role,
      otherRole: m.otherRole,
      licenseType: m.licenseType,
      otherLicense: m.otherLicense,
      licenseNumber: m.licenseNumber,
      captainOpinion: m.captainOpinion,
      performance: m.performance,
      seasickness: m.seasickness,
      resistance: m.resistance,
      captainNotes: m.captainNotes,
    })),
  });
  return { ...trip, captainLogo };
}
