import { Navigate, useParams } from "react-router-dom";
import { YachtEditLoader } from "../components/YachtEditLoader.tsx";
import { YachtFormFrame } from "../components/YachtFormFrame.tsx";
import { YachtPremiumGate } from "../components/YachtPremiumGate.tsx";

/** /yachts/:id/edit ('Edycja jachtu', Premium only); without an id, back to /yachts. */
export function YachtEditPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/yachts" replace />;
  return (
    <YachtFormFrame titleId="yachts.form.editTitle">
      <YachtPremiumGate>
        <YachtEditLoader key={id} id={id} />
      </YachtPremiumGate>
    </YachtFormFrame>
  );
}
