import type { TripFormFieldsFragment } from "../../../../gql/graphql.ts";
import { CREW_ROLES, LICENSE_VALUES, OTHER, type TripFormData, isOneOf } from "../../../../../../validation/trip.ts";
import { sameNamedTripFields } from "./sameNamedTripFields.ts";
import type { EditData } from "../state/wizardTypes.ts";

const text = (value: string | null | undefined) => value ?? "";

/** A licence the form cannot choose (free text saved as the type) goes back to `_other` + its text. */
function licenseFields(type: string | null | undefined, other: string | null | undefined) {
  if (!type) return { licenseType: "", otherLicense: text(other) };
  if (isOneOf(LICENSE_VALUES, type)) return { licenseType: type, otherLicense: text(other) };
  return { licenseType: OTHER, otherLicense: type };
}

function roleFields(role: string, other: string | null | undefined) {
  if (!role || isOneOf(CREW_ROLES, role)) return { role, otherRole: text(other) };
  return { role: OTHER, otherRole: role };
}

/** A saved trip → the wizard's edit data; visited ports and crew keep their ids, so the server keeps them. */
export function tripToEditData(trip: TripFormFieldsFragment): EditData {
  const { captain } = trip;
  const captainLicense = licenseFields(captain.licenseType, captain.otherLicense);
  const form: TripFormData = {
    firstName: captain.firstName,
    lastName: captain.lastName,
    email: text(captain.email),
    phone: captain.phone,
    licenseType: captainLicense.licenseType,
    licenseNumber: captain.licenseNumber,
    otherLicense: captainLicense.otherLicense,
    ...sameNamedTripFields(trip),
    visitedPorts: trip.visitedPorts.map((port) => ({
      id: port.id,
      name: port.name,
      isTidalPort: port.isTidalPort,
      arrivalDate: text(port.arrivalDate),
      departureDate: text(port.departureDate),
    })),
    tidalPortsCount: trip.tidalPortsCount,
    logbookNumber: text(trip.logbookNumber),
    captainNotes: text(trip.captainNotes),
    crewMembers: trip.crewMembers.map((member) => ({
      id: member.id,
      fullName: member.fullName,
      email: text(member.email),
      phone: text(member.phone),
      ...roleFields(member.role, member.otherRole),
      ...licenseFields(member.licenseType, member.otherLicense),
      licenseNumber: text(member.licenseNumber),
      captainOpinion: member.captainOpinion,
      performance: member.performance,
      seasickness: member.seasickness,
      resistance: member.resistance,
      captainNotes: text(member.captainNotes),
    })),
  };
  return { tripId: trip.id, version: trip.version, form };
}
