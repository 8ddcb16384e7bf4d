import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { usePremium } from "../usePremium.ts";

interface PremiumGateProps {
  /** The list the captain goes back to without Premium (it shows the notice for ?error=premium_required). */
  backTo: "/sailing-trips" | "/yachts";
  children: ReactNode;
}

/**
 * Adding and editing trips and yachts need Premium (spec §2): once the server says no, the captain
 * goes back to the list with the Premium notice. While it has not answered, the last known answer
 * decides; the server refuses a save without Premium anyway.
 */
export function PremiumGate({ backTo, children }: PremiumGateProps) {
  const { hasPremium, known, error } = usePremium();
  if (known && !hasPremium) return <Navigate to={`${backTo}?error=premium_required`} replace />;
  if (!hasPremium && !error) return <PageLoader />;
  return <>{children}</>;
}
