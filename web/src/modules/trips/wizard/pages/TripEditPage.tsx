import { Navigate, useParams } from "react-router-dom";
import { PremiumGate } from "../../../premium/components/PremiumGate.tsx";
import { TripEditLoader } from "../components/TripEditLoader.tsx";

/** /sailing-trips/edit/:id: the wizard in edit mode (Premium only); without an id, the list. */
export function TripEditPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/sailing-trips" replace />;
  return (
    <PremiumGate backTo="/sailing-trips">
      <TripEditLoader id={id} />
    </PremiumGate>
  );
}
