import { Flex } from "antd";
import { Card } from "../../../components/Card.tsx";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { ButtonLinkRow } from "../../../components/ButtonLinkRow.tsx";
import { FeatureBlocks } from "../components/FeatureBlocks.tsx";
import { HeroPrice } from "../components/HeroPrice.tsx";
import { PlanComparison } from "../components/PlanComparison.tsx";
import { PlanList } from "../components/PlanList.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

export function HomePage() {
  return (
    <Flex vertical gap={48}>
      <section style={{ textAlign: "center", padding: "32px 0" }}>
        <DocumentTitle id="title.home" exact />
        <Typography.Title level={1} style={{ fontSize: "clamp(28px, 5vw, 40px)" }}>
          <FormattedMessage id="home.hero.title" />
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18 }}>
          <FormattedMessage id="home.hero.subtitle" />
        </Typography.Paragraph>
        <HeroPrice />
        <ButtonLinkRow
          links={[
            { to: "/register", messageId: "home.hero.register", type: "primary", size: "large" },
            { to: "/public-trip-card", messageId: "home.hero.generator", size: "large" },
          ]}
        />
      </section>

      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="home.features.title" />
        </Typography.Title>
        <FeatureBlocks />
      </section>

      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="home.plans.title" />
        </Typography.Title>
        <Flex vertical align="center" gap={24}>
          <PlanList />
          <PlanComparison />
        </Flex>
      </section>

      <Card style={{ textAlign: "center" }}>
        <Typography.Title level={2}>
          <FormattedMessage id="home.cta.title" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage id="home.cta.text" />
        </Typography.Paragraph>
        <ButtonLinkRow
          links={[
            { to: "/register", messageId: "home.cta.register", type: "primary" },
            { to: "/student/login", messageId: "home.cta.studentLogin" },
          ]}
        />
      </Card>
    </Flex>
  );
}
