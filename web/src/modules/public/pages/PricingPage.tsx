import { Flex, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { PlanComparison } from "../components/PlanComparison.tsx";
import { PlanList } from "../components/PlanList.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

export function PricingPage() {
  return (
    <section>
      <DocumentTitle id="pricing.title" />
      <Typography.Title level={1}>
        <FormattedMessage id="pricing.title" />
      </Typography.Title>
      <Typography.Paragraph>
        <FormattedMessage id="pricing.subtitle" />
      </Typography.Paragraph>
      <Flex justify="center" vertical align="center" gap={16}>
        <PlanList />
        <PlanComparison />
        <Typography.Text type="secondary">
          <FormattedMessage id="pricing.note" />
        </Typography.Text>
      </Flex>
    </section>
  );
}
