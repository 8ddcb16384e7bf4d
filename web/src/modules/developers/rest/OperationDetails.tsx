import { Flex, Table, Typography } from "antd";
import { useIntl } from "react-intl";
import { describedIn, operationTexts, refName, type OperationEntry } from "./openapi.ts";
import { SchemaView } from "./SchemaView.tsx";

/** One operation's details: who may call, parameters, body and answers. */
export function OperationDetails({ entry }: { entry: OperationEntry }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { method, path, op } = entry;
  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
  const params = op.parameters ?? [];
  const auth = (op.security ?? []).length > 0;
  const { description } = operationTexts(op, intl.locale);
  return (
    <Flex vertical gap={8}>
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      <Typography.Text type="secondary">{t(auth ? "developers.rest.auth.bearer" : "developers.rest.auth.none")}</Typography.Text>
      {params.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(p) => `${p.in}:${p.name}`}
          scroll={{ x: "max-content" }}
          dataSource={params}
          columns={[
            { title: t("developers.rest.param.name"), dataIndex: "name", render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
            { title: t("developers.rest.param.in"), dataIndex: "in" },
            { title: t("developers.rest.param.required"), dataIndex: "required", render: (r?: boolean) => t(r ? "developers.rest.yes" : "developers.rest.no") },
            {
              title: t("developers.rest.param.schema"),
              key: "schema",
              render: (_: unknown, p) => <Typography.Text code>{JSON.stringify(p.schema ?? {})}</Typography.Text>,
            },
            { title: t("developers.rest.param.description"), key: "description", render: (_: unknown, p) => describedIn(p, intl.locale) },
          ]}
        />
      )}
      {body && (
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {t("developers.rest.body")} <Typography.Text code>{body[0]}</Typography.Text>
          </Typography.Text>
          {body[1].schema && <SchemaView schema={body[1].schema} label={`${method} ${path}: ${t("developers.rest.body")}`} />}
        </Flex>
      )}
      <Typography.Text strong>{t("developers.rest.responses")}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {Object.entries(op.responses).map(([status, r]) => (
          <li key={status}>
            <Typography.Text code>{status}</Typography.Text> {r.$ref ? <a href="#errors">{refName(r.$ref).slice(1)}</a> : describedIn(r, intl.locale)}
            {r.content &&
              Object.values(r.content).map((c, i) => (c.schema ? <SchemaView key={i} schema={c.schema} label={`${method} ${path}: ${status}`} /> : null))}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
