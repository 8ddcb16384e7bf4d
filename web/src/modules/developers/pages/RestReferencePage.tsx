import { Alert, Collapse, Flex, Spin, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";
import { byTag, describedIn, refName, type OpenApiDoc } from "../rest/openapi.ts";
import { OperationDetails } from "../rest/OperationDetails.tsx";
import { OperationLabel } from "../rest/OperationLabel.tsx";
import { SchemaView } from "../rest/SchemaView.tsx";
import { useOpenApi } from "../rest/useOpenApi.ts";

const h2 = { margin: 0, fontSize: 20 } as const;

function Reference({ doc }: { doc: OpenApiDoc }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const groups = byTag(doc, intl.locale);
  return (
    <Flex vertical gap={24}>
      <nav aria-label={t("developers.rest.contents")}>
        <ul style={{ margin: 0, paddingInlineStart: 20, columns: "14em" }}>
          {groups.map((g) => (
            <li key={g.tag}>
              <a href={`#tag-${g.tag}`}>{g.tag}</a> ({g.operations.length})
            </li>
          ))}
          <li>
            <a href="#errors">{t("developers.rest.errors")}</a>
          </li>
          <li>
            <a href="#schemas">{t("developers.rest.schemas")}</a>
          </li>
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.tag} id={`tag-${g.tag}`} aria-labelledby={`tag-${g.tag}-title`}>
          <Typography.Title level={2} id={`tag-${g.tag}-title`} style={h2}>
            {g.tag}
          </Typography.Title>
          {g.description && <Typography.Paragraph type="secondary">{g.description}</Typography.Paragraph>}
          <Collapse
            size="small"
            items={g.operations.map((o) => ({
              key: o.op.operationId,
              label: <OperationLabel entry={o} />,
              children: <OperationDetails entry={o} />,
            }))}
          />
        </section>
      ))}
      <Card
        id="errors"
        title={
          <Typography.Title level={2} style={h2}>
            {t("developers.rest.errors")}
          </Typography.Title>
        }
      >
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {Object.entries(doc.components.responses).map(([name, r]) => (
            <li key={name}>
              <Typography.Text code>{name.slice(1)}</Typography.Text> {describedIn(r, intl.locale)}{" "}
              {Object.values(r.content ?? {}).map((c, i) => (c.schema ? <SchemaView key={i} schema={c.schema} label={name} /> : null))}
            </li>
          ))}
        </ul>
      </Card>
      <section id="schemas" aria-labelledby="schemas-title">
        <Typography.Title level={2} id="schemas-title" style={h2}>
          {t("developers.rest.schemas")}
        </Typography.Title>
        <Collapse
          size="small"
          items={Object.entries(doc.components.schemas).map(([name, schema]) => ({
            key: name,
            id: `schema-${refName(name)}`,
            label: <Typography.Text code>{name}</Typography.Text>,
            children: <SchemaView schema={schema} label={name} />,
          }))}
        />
      </section>
    </Flex>
  );
}

/** /developers/rest: the REST API reference, rendered from the server's own OpenAPI document. */
export function RestReferencePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useOpenApi();
  return (
    <section>
      <DocumentTitle id="developers.rest.title" />
      <Typography.Title level={1}>{t("developers.rest.title")}</Typography.Title>
      <Typography.Paragraph>
        {t("developers.rest.lead")} <Link to="/developers">{t("developers.rest.back")}</Link> ·{" "}
        <a href="/api/openapi.json" download="zeglog-openapi.json">
          {t("developers.rest.download")}
        </a>
      </Typography.Paragraph>
      {state.status === "loading" && <Spin aria-label={t("developers.rest.loading")} />}
      {state.status === "error" && <Alert type="error" showIcon title={t("developers.rest.error")} />}
      {state.status === "ready" && <Reference doc={state.doc} />}
    </section>
  );
}
