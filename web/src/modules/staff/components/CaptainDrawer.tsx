import { useQuery } from "@apollo/client/react";
import { Descriptions, Drawer, Empty, Skeleton, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { StaffCaptainQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { InvoicePdfButton } from "../../premium/components/InvoicePdfButton.tsx";
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
  // An invoice that would not open, said under the payments; kept with its captain (another captain's drawer starts clean).
  const [failedPdf, setFailedPdf] = useState<{ captainId: string | null; text: string } | null>(null);
  const pdfError = failedPdf?.captainId === captainId ? failedPdf.text : null;
  const setPdfError = (text: string | null) => setFailedPdf(text ? { captainId, text } : null);
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

  /** The columns the three tables share: when the row was made, and its status as a coloured tag. */
  const createdColumn = { key: "createdAt", title: t("staff.captain.columns.date"), render: (_: unknown, row: { createdAt: string }) => date(row.createdAt) };
  const statusColumn = (labelId: (status: string) => string) => ({
    key: "status",
    title: t("staff.captain.columns.status"),
    render: (_: unknown, row: { status: string }) => <Tag color={statusColors[row.status]}>{t(labelId(row.status))}</Tag>,
  });

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
        <DrawerTable
          emptyText={t("staff.captain.noSubscriptions")}
          rows={c.subscriptions}
          columns={[
            createdColumn,
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
            statusColumn((status) => `subscriptions.status.${status}`),
          ]}
        />
        {small("staff.captain.payments")}
        <DrawerTable
          emptyText={t("staff.captain.noPayments")}
          rows={c.payments}
          columns={[
            createdColumn,
            { key: "plan", title: t("staff.captain.columns.what"), render: (_, p) => p.planName ?? "—" },
            {
              key: "provider",
              title: t("staff.captain.columns.provider"),
              render: (_, p) => `${t(`subscriptions.provider.${p.provider}`)}${p.providerStatus ? ` (${p.providerStatus})` : ""}`,
            },
            { key: "amount", title: t("staff.captain.columns.amount"), align: "right", render: (_, p) => formatMoney(p.amount, p.currency) },
            statusColumn((status) => `staff.payment.status.${status}`),
            {
              key: "invoice",
              title: t("subscriptions.history.columns.invoice"),
              render: (_, p) =>
                p.invoice ? (
                  <InvoicePdfButton invoice={p.invoice} onError={setPdfError}>
                    {p.invoice.number}
                  </InvoicePdfButton>
                ) : (
                  "—"
                ),
            },
          ]}
        />
        {pdfError ? (
          <Typography.Text type="danger" role="alert">
            {pdfError}
          </Typography.Text>
        ) : null}
        {small("staff.captain.fees")}
        <DrawerTable
          emptyText={t("staff.captain.noFees")}
          rows={c.reversalFees}
          columns={[
            createdColumn,
            { key: "trip", title: t("staff.fees.columns.trip"), render: (_, f) => f.trip?.yachtName ?? "—" },
            { key: "amount", title: t("staff.captain.columns.amount"), align: "right", render: (_, f) => formatMoney(f.amount, f.currency) },
            statusColumn((status) => `staff.fees.status.${status}`),
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

/** One of the drawer's small tables (subscriptions, payments, fees): 10 rows a page, its own text when empty. */
function DrawerTable<T extends { id: string }>({ rows, emptyText, columns }: { rows: T[]; emptyText: string; columns: TableColumnsType<T> }) {
  return (
    <Table<T>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      dataSource={rows}
      columns={columns}
    />
  );
}
