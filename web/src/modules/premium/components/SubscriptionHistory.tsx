import { useQuery } from "@apollo/client/react";
import { Flex, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { SubscriptionHistoryQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { QueryStateTable } from "../../trips/shared/components/QueryStateTable.tsx";
import { subscriptionHistoryQuery } from "../graphql/subscriptionHistoryQuery.ts";
import { useDurationLabel } from "../hooks/useDurationLabel.ts";
import { InvoicePdfButton } from "./InvoicePdfButton.tsx";

type Row = SubscriptionHistoryQuery["mySubscriptions"][number];

const statusColors: Record<string, string> = { active: "green", pending: "gold", cancelled: "default", expired: "default" };

/** Every subscription and order, newest first, with its invoice to download. */
export function SubscriptionHistory() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const duration = useDurationLabel();
  const { data, loading, error, refetch } = useQuery(subscriptionHistoryQuery, { fetchPolicy: "cache-and-network" });
  const [pdfError, setPdfError] = useState<string | null>(null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });

  const source = (row: Row) => {
    if (row.plan) return `${row.plan.name} — ${duration(row.plan.durationDays)}`;
    if (row.provider === "staff") return t("subscriptions.history.staff", { reason: row.grants.map((g) => g.reason).join("; ") });
    if (row.provider === "discount") return t("subscriptions.history.discount", { code: row.discountCode ?? "" });
    return row.provider;
  };

  const columns: TableColumnsType<Row> = [
    { key: "createdAt", title: t("subscriptions.history.columns.date"), render: (_, row) => date(row.createdAt) },
    { key: "what", title: t("subscriptions.history.columns.what"), render: (_, row) => source(row) },
    {
      key: "period",
      title: t("subscriptions.history.columns.period"),
      render: (_, row) => (row.status === "pending" || row.status === "cancelled" ? "—" : `${date(row.startsAt)} – ${date(row.endsAt)}`),
    },
    {
      key: "amount",
      title: t("subscriptions.history.columns.amount"),
      align: "right",
      render: (_, row) => (row.payment ? formatMoney(row.payment.amount, row.payment.currency) : "—"),
    },
    {
      key: "status",
      title: t("subscriptions.history.columns.status"),
      render: (_, row) => <Tag color={statusColors[row.status]}>{t(`subscriptions.status.${row.status}`)}</Tag>,
    },
    {
      key: "invoice",
      title: t("subscriptions.history.columns.invoice"),
      render: (_, row) =>
        row.invoice ? (
          <InvoicePdfButton invoice={row.invoice} onError={setPdfError}>
            {row.invoice.number}
          </InvoicePdfButton>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <section aria-labelledby="history-title">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} id="history-title" style={{ fontSize: 18 }}>
          {t("subscriptions.history.title")}
        </Typography.Title>
      </Flex>
      {pdfError ? (
        <Typography.Text type="danger" role="alert">
          {pdfError}
        </Typography.Text>
      ) : null}
      <QueryStateTable<Row>
        rows={data?.mySubscriptions}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loadErrorId="subscriptions.history.loadError"
        emptyText={t("subscriptions.history.empty")}
        size="small"
        columns={columns}
        scroll={{ x: "max-content" }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </section>
  );
}
