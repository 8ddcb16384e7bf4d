import { useLocation } from "react-router-dom";
import { TripWizard } from "../components/TripWizard.tsx";

/** /public-trip-card: the free voyage card generator — the trip wizard ending in 'Generuj PDF'; nothing is saved. */
export function PublicTripCardPage() {
  const location = useLocation();
  return <TripWizard key={location.key} mode="public" />;
}
