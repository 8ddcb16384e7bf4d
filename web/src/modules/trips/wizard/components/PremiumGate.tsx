import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { PageLoader } from "../../../../components/PageLoader.tsx";
import { usePremium } from "../../../premium/usePremium.ts";

/**
 * Adding and editing trips need Premium (spec §2): once the server says no, the captain goes to
 * the list with the premium notice. While it has not answered, the last known answer decides; the
 * server refuses a save without Premium anyway.
 */
export function PremiumGate({ children }: { children: ReactNode }) {
  const { hasPremium, known, error } = usePremium();
  if (known && !hasPremium) return <Navigate to="/sailing-trips?error=premium_required" replace />;
  if (!hasPremium && !error) return <PageLoader />;
  return <>{children}</>;
}
