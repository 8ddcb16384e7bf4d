import { emptyCrewMember, type TripFormData } from "../../../../../validation/trip.ts";
import type { PlannedTripLogDraftQuery, YachtQuery } from "../../../gql/graphql.ts";

type Draft = PlannedTripLogDraftQuery["plannedTripLogDraft"];

/**
 * The trip wizard's fields from a planned trip's draft: dates, ports, the yacht (all its data when it
 * comes from the yacht database) and the accepted students as crew members (name, e-mail, phone).
 */
export function planToTripForm(draft: Draft, yacht: YachtQuery["yacht"] | null): Partial<TripFormData> {
  return {
    embarkationDate: draft.embarkationDate,
    disembarkationDate: draft.disembarkationDate,
    embarkationPort: draft.embarkationPort,
    disembarkationPort: draft.disembarkationPort,
    yachtName: yacht?.name ?? draft.yachtName ?? "",
    ...(yacht
      ? {
          registrationNumber: yacht.registrationNumber,
          homePort: yacht.homePort,
          hullLength: yacht.hullLength,
          enginesCount: String(yacht.enginesCount),
          enginePower: yacht.enginePower,
        }
      : {}),
    crewMembers: draft.crewMembers.map((member) => ({
      ...emptyCrewMember(),
      fullName: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email ?? "",
      phone: member.phone ?? "",
    })),
  };
}
