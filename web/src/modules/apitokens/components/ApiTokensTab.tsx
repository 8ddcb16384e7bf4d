import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Flex, type TableColumnsType, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { PopconfirmButton } from "../../../components/PopconfirmButton.tsx";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SecretShownOnceAlert } from "../../../components/SecretShownOnceAlert.tsx";
import { ControlledSelectField } from "../../../components/ControlledSelectField.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useRowAction } from "../../../lib/useRowAction.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { QueryStateTable } from "../../trips/shared/components/QueryStateTable.tsx";
import type { ApiTokensQuery } from "../../../gql/graphql.ts";
import { apiTokensQuery, createApiTokenMutation, revokeApiTokenMutation } from "../graphql/apiTokens.ts";
import {
  type ApiTokenFormOutput,
  type ApiTokenFormValues,
  EXPIRY_CHOICES,
  apiTokenFormSchema,
  emptyApiTokenForm,
  toCreateInput,
} from "./apiTokenFormValues.ts";

type Row = ApiTokensQuery["apiTokens"]["nodes"][number];

/** The 'API' tab of /captain-profile: personal API tokens — create (shown once), list, revoke. */
export function ApiTokensTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useQuery(apiTokensQuery, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(createApiTokenMutation, { refetchQueries: [apiTokensQuery] });
  const [revoke] = useMutation(revokeApiTokenMutation);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const revoking = useRowAction();

  const { control, handleSubmit, setError, formState, reset } = useForm<ApiTokenFormValues, unknown, ApiTokenFormOutput>({
    resolver: zodResolver(apiTokenFormSchema),
    defaultValues: emptyApiTokenForm,
  });
  const server = useServerErrors(setError, ["name", "scope"] as const);

  const onSubmit = handleSubmit(async (values) => {
    server.clearAlert();
    setCopied(false);
    try {
      const { data } = await create({ variables: { input: toCreateInput(values) } });
      if (!data) throw new Error("createApiToken failed");
      setCreated({ token: data.createApiToken.token, name: data.createApiToken.apiToken.name });
      reset(emptyApiTokenForm);
    } catch (error) {
      server.report(error, t("apiTokens.create.failed"));
    }
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const onRevoke = (id: string) => revoking.run(id, () => revoke({ variables: { id } }), t("apiTokens.revoke.failed"));

  const date = (value: string | null | undefined, empty: string) =>
    value ? intl.formatDate(value, { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }) : empty;

  const columns: TableColumnsType<Row> = [
    { title: t("apiTokens.list.name"), dataIndex: "name", key: "name" },
    {
      title: t("apiTokens.list.scope"),
      key: "scope",
      render: (_, row) => t(`apiTokens.scope.${row.scope}`),
    },
    { title: t("apiTokens.list.createdAt"), key: "createdAt", render: (_, row) => date(row.createdAt, "—") },
    { title: t("apiTokens.list.lastUsedAt"), key: "lastUsedAt", render: (_, row) => date(row.lastUsedAt, t("apiTokens.list.never")) },
    { title: t("apiTokens.list.expiresAt"), key: "expiresAt", render: (_, row) => date(row.expiresAt, t("apiTokens.list.noExpiry")) },
    {
      title: t("apiTokens.list.status"),
      key: "status",
      render: (_, row) =>
        row.revokedAt ? (
          <Tag>{t("apiTokens.status.revoked")}</Tag>
        ) : row.active ? (
          <Tag color="green">{t("apiTokens.status.active")}</Tag>
        ) : (
          <Tag color="orange">{t("apiTokens.status.expired")}</Tag>
        ),
    },
    {
      title: t("apiTokens.list.actions"),
      key: "actions",
      render: (_, row) =>
        row.revokedAt ? null : (
          <PopconfirmButton
            confirm={{
              title: t("apiTokens.revoke.confirm", { name: row.name }),
              description: t("apiTokens.revoke.confirmText"),
              okText: t("apiTokens.revoke.yes"),
              cancelText: t("apiTokens.revoke.no"),
            }}
            dangerOk
            loading={revoking.busy === row.id}
            ariaLabel={t("apiTokens.revoke.label", { name: row.name })}
            onConfirm={() => onRevoke(row.id)}
          >
            {t("apiTokens.revoke.button")}
          </PopconfirmButton>
        ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph>
        <FormattedMessage id="apiTokens.intro" values={{ link: (chunks) => <Link to="/developers">{chunks}</Link> }} />
      </Typography.Paragraph>

      {created ? (
        <SecretShownOnceAlert
          secret={created.token}
          texts={{
            title: t("apiTokens.created.title", { name: created.name }),
            once: t("apiTokens.created.once"),
            secretLabel: t("apiTokens.created.tokenLabel"),
            done: t("apiTokens.created.done"),
          }}
          testId="new-api-token"
          action={{
            button: (
              <Button type="primary" onClick={() => void copy()}>
                {copied ? t("apiTokens.created.copied") : t("apiTokens.created.copy")}
              </Button>
            ),
            status: (
              <Typography.Text role="status" aria-live="polite" type="success">
                {copied ? t("apiTokens.created.copiedNote") : ""}
              </Typography.Text>
            ),
          }}
          onDone={() => setCreated(null)}
        />
      ) : null}

      <Card title={t("apiTokens.create.title")}>
        <FormLayout onSubmit={onSubmit} error={server.alert}>
          <TextField control={control} name="name" label={t("apiTokens.create.name")} required />
          <ControlledSelectField
            control={control}
            name="scope"
            id="api-token-scope"
            label={t("apiTokens.create.scope")}
            required
            options={[
              { value: "READ", label: t("apiTokens.scope.READ") },
              { value: "READ_WRITE", label: t("apiTokens.scope.READ_WRITE") },
            ]}
          />
          <ControlledSelectField
            control={control}
            name="expiry"
            id="api-token-expiry"
            label={t("apiTokens.create.expiry")}
            options={EXPIRY_CHOICES.map((value) => ({ value, label: t(`apiTokens.expiry.${value}`) }))}
          />
          <SubmitButton submitting={formState.isSubmitting}>{t("apiTokens.create.submit")}</SubmitButton>
        </FormLayout>
      </Card>

      <Card title={t("apiTokens.list.title")}>
        {revoking.error ? <Alert type="error" showIcon title={revoking.error} style={{ marginBottom: 16 }} /> : null}
        <QueryStateTable<Row>
          rows={list.data?.apiTokens.nodes}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.refetch()}
          loadErrorId="apiTokens.list.loadError"
          emptyText={t("apiTokens.list.empty")}
          size="small"
          columns={columns}
          pagination={false}
          scroll={{ x: "max-content" }}
        />
      </Card>
    </Flex>
  );
}
