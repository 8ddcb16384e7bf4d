import { Flex, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { PlanComparison } from "../components/PlanComparison.tsx";
import { PlanList } from "../components/PlanList.tsx";
import { PublicPageTitle } from "../components/PublicPageTitle.tsx";

export function PricingPage() {
  return (
    <section>
      <PublicPageTitle id="pricing.title" />
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
