import { ClockCircleOutlined, CompassOutlined, CrownOutlined, FlagOutlined } from "@ant-design/icons";
import { Col, Row, Skeleton, Statistic } from "antd";
import { Card } from "../../../components/Card.tsx";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useSharedQuery } from "../../../lib/useSharedQuery.ts";
import { dashboardStatsQuery } from "../graphql/dashboardStatsQuery.ts";

interface Stat {
  key: string;
  icon: ReactNode;
  title: string;
  value: string | null;
}

interface DashboardStatsProps {
  /** The page's Premium status (one HasPremium query per page). */
  premium: { known: boolean; hasPremium: boolean; daysRemaining: number | null | undefined };
}

/** Four statistic cards: trips, hours underway and miles this year (from sea time), Premium days left. */
export function DashboardStats({ premium }: DashboardStatsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const year = new Date().getFullYear();
  const { data, error } = useSharedQuery(dashboardStatsQuery, { variables: { years: [year] }, fetchPolicy: "cache-and-network" });
  const totals = data?.seaTime.totals;
  const number = (value: number, digits = 1) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const unknown = error ? "—" : null; // a failed load shows a dash, not an endless skeleton
  const days = premium.daysRemaining;
  const stats: Stat[] = [
    { key: "trips", icon: <FlagOutlined />, title: t("dashboard.stats.trips", { year }), value: totals ? number(totals.voyages, 0) : unknown },
    { key: "hours", icon: <ClockCircleOutlined />, title: t("dashboard.stats.hours", { year }), value: totals ? `${number(totals.hoursUnderway)} h` : unknown },
    { key: "miles", icon: <CompassOutlined />, title: t("dashboard.stats.miles", { year }), value: totals ? `${number(totals.miles)} NM` : unknown },
    {
      key: "premium",
      icon: <CrownOutlined />,
      title: t("dashboard.stats.premiumDays"),
      value: !premium.known ? null : premium.hasPremium && days != null ? number(days, 0) : t("dashboard.stats.noPremium"),
    },
  ];
  return (
    <section aria-label={t("dashboard.stats.label")}>
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.key} xs={12} lg={6}>
            <Card size="small" style={{ height: "100%" }}>
              {s.value === null ? (
                <Skeleton active paragraph={false} title={{ width: "80%" }} />
              ) : (
                <Statistic title={s.title} value={s.value} formatter={(value) => value} prefix={<span aria-hidden="true">{s.icon}</span>} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
