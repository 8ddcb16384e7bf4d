import { useLocation } from "react-router-dom";
import { PremiumGate } from "../components/PremiumGate.tsx";
import { TripWizard } from "../components/TripWizard.tsx";

/** /sailing-trips/new: the wizard from step 1 with every field reset (Premium only). */
export function TripCreatePage() {
  const location = useLocation();
  return (
    <PremiumGate>
      <TripWizard key={location.key} />
    </PremiumGate>
  );
}
