import { Flex } from "antd";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { useAuth } from "../../auth/useAuth.ts";
import { usePremium } from "../../premium/usePremium.ts";
import { DashboardStats } from "../components/DashboardStats.tsx";
import { PremiumBanner } from "../components/PremiumBanner.tsx";
import { QuickActions } from "../components/QuickActions.tsx";
import { RecentTrips } from "../components/RecentTrips.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** /dashboard: welcome, the Premium offer for non-subscribers, the latest trips and quick actions. */
export function DashboardPage() {
  const { user } = useAuth();
  const { hasPremium, known, subscription } = usePremium();
  return (
    <section>
      <DocumentTitle id="title.dashboard" />
      <Typography.Title level={1}>
        <FormattedMessage id="dashboard.title" values={{ name: user?.name ?? "" }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="dashboard.intro" />
      </Typography.Paragraph>
      {known && !hasPremium ? <PremiumBanner /> : null}
      <Flex vertical gap={24}>
        <DashboardStats premium={{ known, hasPremium, daysRemaining: subscription?.daysRemaining }} />
        <RecentTrips hasPremium={hasPremium} />
        <QuickActions hasPremium={hasPremium} />
      </Flex>
    </section>
  );
}
