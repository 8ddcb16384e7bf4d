import { PdfButton } from "./PdfButton.tsx";

/** Every crew member's opinion in one PDF (GET /api/sailing-trips/{id}/crew-opinions-pdf). */
export function CrewOpinionsPdfButton({ tripId }: { tripId: string }) {
  return (
    <PdfButton
      path={`/api/sailing-trips/${encodeURIComponent(tripId)}/crew-opinions-pdf`}
      labelId="documents.crewOpinions.button"
      errorId="documents.crewOpinions.error"
    />
  );
}
