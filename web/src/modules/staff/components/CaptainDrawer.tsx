import { useQuery } from "@apollo/client/react";
import { Button, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import type { StaffCaptainQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { openPdf } from "../../documents/openPdf.ts";
import { useDurationLabel } from "../../premium/hooks/useDurationLabel.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { staffCaptainQuery } from "../graphql/staffCaptainQuery.ts";
import { FeeStatusButtons } from "./FeeStatusButtons.tsx";
import { GrantPremiumForm } from "./GrantPremiumForm.tsx";

type Captain = StaffCaptainQuery["staffCaptain"];
const statusColors: Record<string, string> = {
  active: "green",
  pending: "gold",
  completed: "green",
  cancelled: "default",
  expired: "default",
  due: "orange",
  paid: "green",
  waived: "default",
};

/** One captain for the office: Premium, grant form, subscriptions with reasons, payments, fees. */
export function CaptainDrawer({ captainId, onClose }: { captainId: string | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const duration = useDurationLabel();
  const { data, loading, error, refetch } = useQuery(staffCaptainQuery, {
    variables: { id: captainId ?? "" },
    skip: !captainId,
    fetchPolicy: "cache-and-network",
  });
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const c: Captain | undefined = data?.staffCaptain.id === captainId ? data?.staffCaptain : undefined;
  const small = (id: string) => (
    <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
      {t(id)}
    </Typography.Title>
  );

  let body;
  if (!c && loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!c) body = <LoadError titleId="staff.captain.loadError" error={error} onRetry={() => void refetch()} />;
  else {
    body = (
      <>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t("staff.captains.columns.email")}>{c.email}</Descriptions.Item>
          <Descriptions.Item label={t("staff.captains.columns.phone")}>{c.phone}</Descriptions.Item>
          <Descriptions.Item label={t("staff.captain.registered")}>{date(c.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t("staff.captains.columns.premium")}>
            {c.activeSubscription
              ? t("staff.captain.premiumUntil", { date: date(c.activeSubscription.endsAt), days: String(c.activeSubscription.daysRemaining) })
              : t("staff.captains.noPremium")}
          </Descriptions.Item>
        </Descriptions>
        {small("staff.grant.title")}
        <GrantPremiumForm email={c.email} onGranted={() => void refetch()} />
        {small("staff.captain.subscriptions")}
        <Table
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("staff.captain.noSubscriptions")} /> }}
          dataSource={c.subscriptions}
          columns={[
            { key: "createdAt", title: t("staff.captain.columns.date"), render: (_, s) => date(s.createdAt) },
            {
              key: "what",
              title: t("staff.captain.columns.what"),
              render: (_, s) =>
                s.plan
                  ? `${s.plan.name} — ${duration(s.plan.durationDays)}`
                  : s.grants.length
                    ? s.grants.map((g) => t("staff.captain.grant", { days: String(g.days), reason: g.reason, staff: g.staffName ?? "—" })).join("; ")
                    : s.discountCode
                      ? t("subscriptions.history.discount", { code: s.discountCode })
                      : t(`subscriptions.provider.${s.provider}`),
            },
            { key: "provider", title: t("staff.captain.columns.provider"), render: (_, s) => t(`subscriptions.provider.${s.provider}`) },
            { key: "period", title: t("staff.captain.columns.period"), render: (_, s) => `${date(s.startsAt)} – ${date(s.endsAt)}` },
            {
              key: "status",
              title: t("staff.captain.columns.status"),
              render: (_, s) => <Tag color={statusColors[s.status]}>{t(`subscriptions.status.${s.status}`)}</Tag>,
            },
          ]}
        />
        {small("staff.captain.payments")}
        <Table
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("staff.captain.noPayments")} /> }}
          dataSource={c.payments}
          columns={[
            { key: "createdAt", title: t("staff.captain.columns.date"), render: (_, p) => date(p.createdAt) },
            { key: "plan", title: t("staff.captain.columns.what"), render: (_, p) => p.planName ?? "—" },
            {
              key: "provider",
              title: t("staff.captain.columns.provider"),
              render: (_, p) => `${t(`subscriptions.provider.${p.provider}`)}${p.providerStatus ? ` (${p.providerStatus})` : ""}`,
            },
            { key: "amount", title: t("staff.captain.columns.amount"), align: "right", render: (_, p) => formatMoney(p.amount, p.currency) },
            {
              key: "status",
              title: t("staff.captain.columns.status"),
              render: (_, p) => <Tag color={statusColors[p.status]}>{t(`staff.payment.status.${p.status}`)}</Tag>,
            },
            {
              key: "invoice",
              title: t("subscriptions.history.columns.invoice"),
              render: (_, p) =>
                p.invoice ? (
                  <Button size="small" onClick={() => void openPdf({ path: p.invoice!.pdfUrl })}>
                    {p.invoice.number}
                  </Button>
                ) : (
                  "—"
                ),
            },
          ]}
        />
        {small("staff.captain.fees")}
        <Table
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("staff.captain.noFees")} /> }}
          dataSource={c.reversalFees}
          columns={[
            { key: "createdAt", title: t("staff.captain.columns.date"), render: (_, f) => date(f.createdAt) },
            { key: "trip", title: t("staff.fees.columns.trip"), render: (_, f) => f.trip?.yachtName ?? "—" },
            { key: "amount", title: t("staff.captain.columns.amount"), align: "right", render: (_, f) => formatMoney(f.amount, f.currency) },
            {
              key: "status",
              title: t("staff.captain.columns.status"),
              render: (_, f) => <Tag color={statusColors[f.status]}>{t(`staff.fees.status.${f.status}`)}</Tag>,
            },
            {
              key: "actions",
              title: t("staff.captains.columns.actions"),
              render: (_, f) => <FeeStatusButtons fee={f} label={`${f.trip?.yachtName ?? ""} ${date(f.createdAt)}`} />,
            },
          ]}
        />
      </>
    );
  }
  return (
    <Drawer
      open={captainId !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { maxWidth: "100vw" } }}
      title={c?.name ?? t("staff.captain.title")}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
