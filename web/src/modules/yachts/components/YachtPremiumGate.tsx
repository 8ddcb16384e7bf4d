import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { usePremium } from "../../premium/usePremium.ts";

/**
 * Adding and editing yachts need Premium (spec §2): the subscription is checked on load and a
 * captain without it goes to /yachts?error=premium_required. Until the server answers, the last
 * known answer decides; the server refuses a save without Premium anyway.
 */
export function YachtPremiumGate({ children }: { children: ReactNode }) {
  const { hasPremium, known, error } = usePremium();
  if (known && !hasPremium) return <Navigate to="/yachts?error=premium_required" replace />;
  if (!hasPremium && !error) return <PageLoader />;
  return <>{children}</>;
}
