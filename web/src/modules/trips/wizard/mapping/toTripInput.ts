import type { TripInput } from "../../../../gql/graphql.ts";
import { fieldErrorKeys } from "../../../../../../validation/errors.ts";
import { type TripFormData, tripSchema } from "../../../../../../validation/trip.ts";
import { sameNamedTripFields } from "./sameNamedTripFields.ts";
import type { FieldErrors } from "../state/wizardTypes.ts";

type TripInputResult = { ok: true; input: TripInput } | { ok: false; errors: FieldErrors };

/**
 * The form → createTrip/updateTrip input, normalised by the shared tripSchema (the same parse the
 * API runs): trimmed texts, blanks as null, blank visited ports dropped, free text kept only for
 * `_other`. When the form breaks a rule (possible in edit mode), the field errors instead.
 */
export function toTripInput(form: TripFormData): TripInputResult {
  const parsed = tripSchema.safeParse(form);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const [path, keys] of Object.entries(fieldErrorKeys(parsed.error))) errors[path] = keys[0];
    return { ok: false, errors };
  }
  const trip = parsed.data;
  return {
    ok: true,
    input: {
      firstName: trip.firstName,
      lastName: trip.lastName,
      email: trip.email,
      phone: trip.phone,
      licenseType: trip.licenseType,
      licenseNumber: trip.licenseNumber,
      otherLicense: trip.otherLicense,
      ...sameNamedTripFields(trip),
      visitedPorts: trip.visitedPorts.map((port) => ({
        id: port.id,
        name: port.name,
        isTidalPort: port.isTidalPort,
        arrivalDate: port.arrivalDate,
        departureDate: port.departureDate,
      })),
      confirmTidalWithoutPorts: form.confirmTidalWithoutPorts === true,
      logbookNumber: trip.logbookNumber,
      captainNotes: trip.captainNotes,
      crewMembers: trip.crewMembers.map((member) => ({
        id: member.id,
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        role: member.role,
        otherRole: member.otherRole,
        licenseType: member.licenseType,
        otherLicense: member.otherLicense,
        licenseNumber: member.licenseNumber,
        captainOpinion: member.captainOpinion,
        performance: member.performance,
        seasickness: member.seasickness,
        resistance: member.resistance,
        captainNotes: member.captainNotes,
      })),
    },
  };
}
