import { useSharedQuery } from "../../../lib/useSharedQuery.ts";
import { plansQuery } from "../../premium/graphql/plansQuery.ts";
import { planDefaults } from "../planDefaults.ts";

export interface PublicPlan {
  id: string;
  name: string | null;
  amount: string;
  currency: string;
  durationDays: number;
}

/** The spec's default (49 zł per year), shown until the plans load or when they cannot be loaded. */
export const fallbackPlan: PublicPlan = {
  id: "default",
  name: null,
  amount: planDefaults.price.toFixed(2),
  currency: planDefaults.currency,
  durationDays: planDefaults.durationDays,
};

/**
 * The plans on sale from the API, or the default plan while loading, on error or when there are none.
 * Sent without Apollo (the home page's first screen does without it); the last answer shows at once
 * and is asked again.
 */
export function usePublicPlans(): { plans: PublicPlan[]; loading: boolean } {
  const { data, loading } = useSharedQuery(plansQuery, { fetchPolicy: "cache-and-network" });
  const plans = data?.plans.length ? data.plans : [fallbackPlan];
  return { plans, loading: loading && !data };
}
