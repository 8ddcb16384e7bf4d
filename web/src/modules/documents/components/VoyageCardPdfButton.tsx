import { PdfButton } from "./PdfButton.tsx";

/** 'Karta rejsu (PDF)' of a saved trip (GET /api/sailing-trips/{id}/voyage-card-pdf). */
export function VoyageCardPdfButton({ tripId }: { tripId: string }) {
  return (
    <PdfButton
      path={`/api/sailing-trips/${encodeURIComponent(tripId)}/voyage-card-pdf`}
      labelId="documents.voyageCard.button"
      errorId="documents.voyageCard.error"
    />
  );
}
