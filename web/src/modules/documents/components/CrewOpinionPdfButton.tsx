import { useIntl } from "react-intl";
import { PdfButton } from "./PdfButton.tsx";

interface CrewOpinionPdfButtonProps {
  tripId: string;
  member: { id: string; fullName: string };
}

/** 'Opinia (PDF)' of one crew member (GET /api/sailing-trips/{id}/crew/{crewId}/opinion-pdf). */
export function CrewOpinionPdfButton({ tripId, member }: CrewOpinionPdfButtonProps) {
  const intl = useIntl();
  return (
    <PdfButton
      path={`/api/sailing-trips/${encodeURIComponent(tripId)}/crew/${encodeURIComponent(member.id)}/opinion-pdf`}
      labelId="documents.crewOpinion.button"
      errorId="documents.crewOpinion.error"
      ariaLabel={intl.formatMessage({ id: "documents.crewOpinion.buttonFor" }, { name: member.fullName })}
    />
  );
}
