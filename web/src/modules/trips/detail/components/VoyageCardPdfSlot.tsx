/**
 * SLOT for the voyage-card PDF button ('Karta rejsu (PDF)'). The documents issue wires it (GET
 * /sailing-trips/{id}/voyage-card-pdf, opened in a new tab; error 'Wystąpił błąd podczas
 * generowania karty rejsu'); until then it renders nothing.
 */
export function VoyageCardPdfSlot(_props: { tripId: string }) {
  return null;
}
