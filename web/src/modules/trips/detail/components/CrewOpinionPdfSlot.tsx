import type { CrewMemberData } from "./tripDetailTypes.ts";

/**
 * SLOT for the per-member opinion PDF action inside the crew member's dropdown. The documents issue
 * wires it (GET /sailing-trips/{id}/crew/{crewId}/opinion-pdf; error 'Wystąpił błąd podczas
 * generowania opinii dla członka załogi'); until then it renders nothing.
 */
export function CrewOpinionPdfSlot(_props: { tripId: string; member: CrewMemberData }) {
  return null;
}
