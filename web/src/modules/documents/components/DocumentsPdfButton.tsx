import { PdfButton } from "./PdfButton.tsx";

/** The voyage card and every crew opinion in one PDF, to print the set (GET /api/sailing-trips/{id}/documents-pdf). */
export function DocumentsPdfButton({ tripId }: { tripId: string }) {
  return <PdfButton path={`/api/sailing-trips/${encodeURIComponent(tripId)}/documents-pdf`} labelId="documents.all.button" errorId="documents.all.error" />;
}
