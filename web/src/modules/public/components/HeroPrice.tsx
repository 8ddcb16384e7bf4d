import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { formatMoney } from "../../../lib/money.ts";
import { useDurationLabel } from "../../premium/hooks/useDurationLabel.ts";
import { fallbackPlan, usePublicPlans } from "../hooks/usePublicPlans.ts";

/** 'Pełny dostęp za 49,00 zł — dostęp roczny': the first plan on sale (or the spec's default). */
export function HeroPrice() {
  const { plans } = usePublicPlans();
  const duration = useDurationLabel();
  const plan = plans[0] ?? fallbackPlan;
  return (
    <Typography.Paragraph strong style={{ fontSize: 20 }}>
      <FormattedMessage id="home.hero.price" values={{ price: formatMoney(plan.amount, plan.currency), duration: duration(plan.durationDays) }} />
    </Typography.Paragraph>
  );
}
