import { Navigate, useParams } from "react-router-dom";
import { YachtEditLoader } from "../components/YachtEditLoader.tsx";
import { YachtFormFrame } from "../components/YachtFormFrame.tsx";
import { PremiumGate } from "../../premium/components/PremiumGate.tsx";

/** /yachts/:id/edit ('Edycja jachtu', Premium only); without an id, back to /yachts. */
export function YachtEditPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/yachts" replace />;
  return (
    <YachtFormFrame titleId="yachts.form.editTitle">
      <PremiumGate backTo="/yachts">
        <YachtEditLoader key={id} id={id} />
      </PremiumGate>
    </YachtFormFrame>
  );
}
