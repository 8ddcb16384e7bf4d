import { useLocation, useSearchParams } from "react-router-dom";
import { PlannedTripPrefill } from "../../../planned/components/PlannedTripPrefill.tsx";
import { PremiumGate } from "../../../premium/components/PremiumGate.tsx";
import { TripWizard } from "../components/TripWizard.tsx";

/**
 * /sailing-trips/new: the wizard from step 1 with every field reset (Premium only); with
 * ?fromPlanned=<id> ('Zaloguj rejs') prefilled from that planned trip.
 */
export function TripCreatePage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromPlanned = params.get("fromPlanned");
  return (
    <PremiumGate backTo="/sailing-trips">
      {fromPlanned ? (
        <PlannedTripPrefill key={location.key} plannedTripId={fromPlanned}>
          {(prefill, notice) => <TripWizard prefill={prefill} notice={notice} />}
        </PlannedTripPrefill>
      ) : (
        <TripWizard key={location.key} />
      )}
    </PremiumGate>
  );
}
