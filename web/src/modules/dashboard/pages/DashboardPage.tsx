import { Flex } from "antd";
import { useAuth } from "../../auth/useAuth.ts";
import { usePremium } from "../../premium/usePremium.ts";
import { DashboardGreeting } from "../components/DashboardGreeting.tsx";
import { DashboardStats } from "../components/DashboardStats.tsx";
import { PremiumBanner } from "../components/PremiumBanner.tsx";
import { QuickActions } from "../components/QuickActions.tsx";
import { RecentTrips } from "../components/RecentTrips.tsx";

/** /dashboard: welcome, the Premium offer for non-subscribers, the latest trips and quick actions. */
export function DashboardPage() {
  const { user } = useAuth();
  const { hasPremium, known, subscription } = usePremium();
  return (
    <section>
      <DashboardGreeting titleId="title.dashboard" greetingId="dashboard.title" values={{ name: user?.name ?? "" }} introId="dashboard.intro" />
      {known && !hasPremium ? <PremiumBanner /> : null}
      <Flex vertical gap={24}>
        <DashboardStats premium={{ known, hasPremium, daysRemaining: subscription?.daysRemaining }} />
        <RecentTrips hasPremium={hasPremium} />
        <QuickActions hasPremium={hasPremium} />
      </Flex>
    </section>
  );
}
