import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Empty, Flex, Skeleton, Space, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { PopconfirmButton } from "../../../components/PopconfirmButton.tsx";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { SecretShownOnceAlert } from "../../../components/SecretShownOnceAlert.tsx";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { deleteWebhookEndpointMutation, sendTestWebhookMutation, webhookDeliveriesQuery, webhookEndpointsQuery } from "../graphql/webhooks.ts";
import { WebhookCreateForm } from "./WebhookCreateForm.tsx";
import { WebhookDeliveries } from "./WebhookDeliveries.tsx";

/** The 'Webhooks' tab of /captain-profile: endpoints (add with the secret shown once, delete, test send) and their delivery logs. */
export function WebhooksTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useQuery(webhookEndpointsQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(deleteWebhookEndpointMutation, { refetchQueries: [webhookEndpointsQuery] });
  const [sendTest] = useMutation(sendTestWebhookMutation, { refetchQueries: [webhookDeliveriesQuery] });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const { busy, error, run } = useRowAction();
  const [notice, setNotice] = useState("");

  const act = async (key: string, action: () => Promise<unknown>, failedId: string, doneId: string) => {
    setNotice("");
    if (await run(key, action, t(failedId))) setNotice(t(doneId));
  };

  let body;
  if (!list.data && list.loading) body = <Skeleton active />;
  else if (!list.data) body = <LoadError titleId="webhooks.list.loadError" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.webhookEndpoints.length === 0)
    body = (
      <Card>
        <Empty description={t("webhooks.list.empty")} />
      </Card>
    );
  else
    body = list.data.webhookEndpoints.map((endpoint) => (
      <Card
        key={endpoint.id}
        title={<Typography.Text style={{ wordBreak: "break-all" }}>{endpoint.url}</Typography.Text>}
        extra={
          <Space wrap>
            <Button
              size="small"
              loading={busy === `test:${endpoint.id}`}
              onClick={() =>
                void act(`test:${endpoint.id}`, () => sendTest({ variables: { endpointId: endpoint.id } }), "webhooks.test.failed", "webhooks.test.done")
              }
            >
              {t("webhooks.test.button")}
            </Button>
            <PopconfirmButton
              confirm={{
                title: t("webhooks.delete.confirm"),
                description: t("webhooks.delete.confirmText"),
                okText: t("webhooks.delete.yes"),
                cancelText: t("webhooks.delete.no"),
              }}
              dangerOk
              loading={busy === `delete:${endpoint.id}`}
              ariaLabel={t("webhooks.delete.label", { url: endpoint.url })}
              onConfirm={() =>
                void act(`delete:${endpoint.id}`, () => remove({ variables: { id: endpoint.id } }), "webhooks.delete.failed", "webhooks.delete.done")
              }
            >
              {t("webhooks.delete.button")}
            </PopconfirmButton>
          </Space>
        }
      >
        <Flex vertical gap={12}>
          {endpoint.description ? <Typography.Text>{endpoint.description}</Typography.Text> : null}
          <Space wrap size={[4, 4]} aria-label={t("webhooks.create.events")}>
            {endpoint.events.map((e) => (
              <Tag key={e}>{t(`webhooks.eventEnum.${e}`)}</Tag>
            ))}
            {endpoint.active ? null : <Tag color="orange">{t("webhooks.list.paused")}</Tag>}
          </Space>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t("webhooks.deliveries.title")}
          </Typography.Title>
          <WebhookDeliveries endpointId={endpoint.id} />
        </Flex>
      </Card>
    ));

  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph>
        <FormattedMessage id="webhooks.intro" values={{ link: (chunks) => <Link to="/developers#webhooks">{chunks}</Link> }} />
      </Typography.Paragraph>
      {created ? (
        <SecretShownOnceAlert
          secret={created.secret}
          texts={{
            title: t("webhooks.created.title", { url: created.url }),
            once: t("webhooks.created.once"),
            secretLabel: t("webhooks.created.secretLabel"),
            done: t("webhooks.created.done"),
          }}
          testId="new-webhook-secret"
          onDone={() => setCreated(null)}
        />
      ) : null}
      <WebhookCreateForm onCreated={setCreated} />
      <Typography.Text role="status" aria-live="polite">
        {notice}
      </Typography.Text>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {body}
    </Flex>
  );
}
