import { Flex, Typography, theme } from "antd";
import { useIntl } from "react-intl";
import { describedIn, operationTexts, refName, schemaSummary, type OperationEntry } from "./openapi.ts";
import { SchemaView } from "./SchemaView.tsx";

/** One operation's details: who may call, parameters, body and answers. */
export function OperationDetails({ entry }: { entry: OperationEntry }) {
  const intl = useIntl();
  const { token } = theme.useToken();
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
        // A list rather than a table: five columns do not fit a phone, and the descriptions are the point.
        <ul aria-label={t("developers.rest.params")} style={{ margin: 0, padding: 0, listStyle: "none" }}>
          {params.map((p) => {
            const text = describedIn(p, intl.locale);
            return (
              <li key={`${p.in}:${p.name}`} style={{ padding: "8px 0", borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <Flex wrap gap={12} align="baseline">
                  <Typography.Text code strong>
                    {p.name}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t("developers.rest.param.in")}: {p.in}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t("developers.rest.param.required")}: {t(p.required ? "developers.rest.yes" : "developers.rest.no")}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t("developers.rest.param.schema")}: <Typography.Text code>{schemaSummary(p.schema)}</Typography.Text>
                  </Typography.Text>
                </Flex>
                {text && <div style={{ marginTop: 4 }}>{text}</div>}
              </li>
            );
          })}
        </ul>
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
            {r.content && " "}
            {r.content &&
              Object.values(r.content).map((c, i) => (c.schema ? <SchemaView key={i} schema={c.schema} label={`${method} ${path}: ${status}`} /> : null))}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
