import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Empty, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { WebhookDeliveriesQuery } from "../../../gql/graphql.ts";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { redeliverWebhookMutation, webhookDeliveriesQuery } from "../graphql/webhooks.ts";

type Row = WebhookDeliveriesQuery["webhookDeliveries"]["nodes"][number];
const PAGE = 20;
const STATUS_COLOR: Record<Row["status"], string> = { DELIVERED: "green", PENDING: "blue", FAILED: "red" };

/** The delivery log of one endpoint (newest first, 20 a page): time, event, status, code, attempts, redeliver. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [after, setAfter] = useState<string[]>([]);
  const list = useQuery(webhookDeliveriesQuery, {
    variables: { endpointId, first: PAGE, after: after.at(-1) ?? null },
    fetchPolicy: "cache-and-network",
    pollInterval: 5000,
  });
  const [redeliver] = useMutation(redeliverWebhookMutation, { refetchQueries: [webhookDeliveriesQuery] });
  const { busy, error, run } = useRowAction();
  const onRedeliver = (deliveryId: string) => run(deliveryId, () => redeliver({ variables: { deliveryId } }), t("webhooks.deliveries.redeliverFailed"));

  const columns: TableColumnsType<Row> = [
    { title: t("webhooks.deliveries.time"), key: "time", render: (_, r) => intl.formatDate(r.createdAt, { dateStyle: "short", timeStyle: "medium" }) },
    { title: t("webhooks.deliveries.event"), dataIndex: "event", key: "event" },
    { title: t("webhooks.deliveries.status"), key: "status", render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`webhooks.status.${r.status}`)}</Tag> },
    { title: t("webhooks.deliveries.code"), key: "code", render: (_, r) => r.lastResponseCode ?? r.lastError ?? "—" },
    { title: t("webhooks.deliveries.attempts"), dataIndex: "attempts", key: "attempts" },
    {
      title: t("webhooks.deliveries.actions"),
      key: "actions",
      render: (_, r) => (
        <Button
          size="small"
          loading={busy === r.id}
          onClick={() => void onRedeliver(r.id)}
          aria-label={t("webhooks.deliveries.redeliverLabel", { event: r.event })}
        >
          {t("webhooks.deliveries.redeliver")}
        </Button>
      ),
    },
  ];

  const page = list.data?.webhookDeliveries;
  if (!page && list.loading) return <Table<Row> rowKey="id" loading columns={columns} dataSource={[]} />;
  if (!page) return <LoadError titleId="webhooks.deliveries.loadError" error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      {page.nodes.length === 0 ? (
        <Empty description={t("webhooks.deliveries.empty")} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={page.nodes}
          pagination={false}
          scroll={{ x: "max-content" }}
          aria-label={t("webhooks.deliveries.title")}
        />
      )}
      {after.length > 0 || page.hasNextPage ? (
        <div style={{ display: "flex", gap: 8, marginTop: 8 }}>
          <Button size="small" disabled={after.length === 0} onClick={() => setAfter((a) => a.slice(0, -1))}>
            {t("webhooks.deliveries.newer")}
          </Button>
          <Button size="small" disabled={!page.hasNextPage || !page.endCursor} onClick={() => setAfter((a) => (page.endCursor ? [...a, page.endCursor] : a))}>
            {t("webhooks.deliveries.older")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
