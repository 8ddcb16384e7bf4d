import { PdfButton } from "./PdfButton.tsx";

/** A saved trip's documents that print as a whole: REST path suffix and the button's texts (i18n ids). */
const DOCUMENTS = {
  /** 'Karta rejsu (PDF)' (GET /api/sailing-trips/{id}/voyage-card-pdf). */
  "voyage-card": { suffix: "voyage-card-pdf", labelId: "documents.voyageCard.button", errorId: "documents.voyageCard.error" },
  /** Every crew member's opinion in one PDF (GET /api/sailing-trips/{id}/crew-opinions-pdf). */
  "crew-opinions": { suffix: "crew-opinions-pdf", labelId: "documents.crewOpinions.button", errorId: "documents.crewOpinions.error" },
  /** The voyage card and every crew opinion in one PDF, to print the set (GET /api/sailing-trips/{id}/documents-pdf). */
  all: { suffix: "documents-pdf", labelId: "documents.all.button", errorId: "documents.all.error" },
} as const;

/** The button that opens one of a saved trip's whole documents (one crew member's opinion: CrewOpinionPdfButton). */
export function TripPdfButton({ tripId, document }: { tripId: string; document: keyof typeof DOCUMENTS }) {
  const { suffix, labelId, errorId } = DOCUMENTS[document];
  return <PdfButton path={`/api/sailing-trips/${encodeURIComponent(tripId)}/${suffix}`} labelId={labelId} errorId={errorId} />;
}
