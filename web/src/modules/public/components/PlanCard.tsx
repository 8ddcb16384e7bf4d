import { Card, Flex, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { planDefaults } from "../planDefaults.ts";

const featureIds = ["plan.features.trips", "plan.features.yachts", "plan.features.templates", "plan.features.support"];

/** The Premium plan with its price, what it includes and a register button. */
export function PlanCard() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: "plan.name" })} style={{ maxWidth: 380, width: "100%" }}>
      <Flex align="baseline" gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          <FormattedMessage id="plan.price" values={{ price: planDefaults.price }} />
        </Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="plan.period" />
        </Typography.Text>
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
