import { Flex } from "antd";
import { Card } from "../../../components/Card.tsx";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { useDurationLabel } from "../../premium/hooks/useDurationLabel.ts";
import type { PublicPlan } from "../hooks/usePublicPlans.ts";

const featureIds = ["plan.features.trips", "plan.features.yachts", "plan.features.templates", "plan.features.support"];

/** A plan with its price ('49,00 zł'), what it includes and a register button. */
export function PlanCard({ plan, loading = false }: { plan: PublicPlan; loading?: boolean }) {
  const intl = useIntl();
  const duration = useDurationLabel();
  return (
    <Card title={plan.name ?? intl.formatMessage({ id: "plan.name" })} loading={loading} style={{ maxWidth: 380, width: "100%" }}>
      <Flex align="baseline" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          <FormattedMessage id="plan.price" values={{ price: formatMoney(plan.amount, plan.currency) }} />
        </Typography.Title>
        <Typography.Text type="secondary">{duration(plan.durationDays)}</Typography.Text>
      </Flex>
      <ul style={{ paddingLeft: 20, margin: "16px 0" }}>
        {featureIds.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
      <ButtonLink to="/register" type="primary" block>
        <FormattedMessage id="plan.register" />
      </ButtonLink>
    </Card>
  );
}
