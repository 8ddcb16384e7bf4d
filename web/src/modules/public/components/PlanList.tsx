import { Flex } from "antd";
import { usePublicPlans } from "../hooks/usePublicPlans.ts";
import { PlanCard } from "./PlanCard.tsx";

/** Every plan on sale side by side (the default 49 zł per year when they cannot be loaded). */
export function PlanList() {
  const { plans, loading } = usePublicPlans();
  return (
    <Flex justify="center" gap={16} wrap>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} loading={loading} />
      ))}
    </Flex>
  );
}
