import { Flex, Table, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ERROR_CODES, curlGraphql, curlRest, jsExample, rateLimitHeaders, webhookVerifyExample } from "../examples.ts";

const LIMITS = ["rate", "rateIp", "depth", "aliases", "directives", "tokens", "cost", "body", "batching"] as const;

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      style={{ background: "#0b2239", color: "#e6f0fa", padding: 16, borderRadius: 8, overflowX: "auto", fontSize: 13, margin: 0 }}
    >
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      id={id}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {title}
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        {children}
      </Flex>
    </Card>
  );
}

/** /developers: the public guide to the API for third parties (tokens, examples, limits, errors, schema). */
export function DevelopersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const origin = window.location.origin;
  const p = (id: string) => (
    <Typography.Paragraph style={{ margin: 0 }}>
      <FormattedMessage
        id={id}
        values={{
          code: (chunks) => <Typography.Text code>{chunks}</Typography.Text>,
          b: (chunks) => <strong>{chunks}</strong>,
          profile: (chunks) => <Link to="/captain-profile?tab=api">{chunks}</Link>,
          rest: (chunks) => <Link to="/developers/rest">{chunks}</Link>,
          webhooks: (chunks) => <Link to="/captain-profile?tab=webhooks">{chunks}</Link>,
        }}
      />
    </Typography.Paragraph>
  );

  return (
    <section>
      <DocumentTitle id="developers.title" />
      <Typography.Title level={1}>{t("developers.title")}</Typography.Title>
      <Typography.Paragraph>{t("developers.lead")}</Typography.Paragraph>
      <Flex vertical gap={24}>
        <Section id="token" title={t("developers.token.title")}>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{p("developers.token.step1")}</li>
            <li>{p("developers.token.step2")}</li>
            <li>{p("developers.token.step3")}</li>
          </ol>
          {p("developers.token.scopes")}
          {p("developers.token.never")}
        </Section>

        <Section id="examples" title={t("developers.examples.title")}>
          {p("developers.examples.graphql")}
          <Code label={t("developers.examples.curlGraphql")}>{curlGraphql(origin)}</Code>
          {p("developers.examples.rest")}
          <Code label={t("developers.examples.curlRest")}>{curlRest(origin)}</Code>
          {p("developers.rest.link")}
          {p("developers.examples.js")}
          <Code label={t("developers.examples.javascript")}>{jsExample(origin)}</Code>
          {p("developers.examples.pagination")}
        </Section>

        <Section id="limits" title={t("developers.limits.title")}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {LIMITS.map((key) => (
              <li key={key}>{p(`developers.limits.${key}`)}</li>
            ))}
          </ul>
          {p("developers.limits.headers")}
          <Code label={t("developers.limits.headersExample")}>{rateLimitHeaders}</Code>
        </Section>

        <Section id="errors" title={t("developers.errors.title")}>
          {p("developers.errors.intro")}
          <Table
            rowKey="code"
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            dataSource={ERROR_CODES.map(([code, status]) => ({ code, status }))}
            columns={[
              { title: t("developers.errors.code"), dataIndex: "code", render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
              { title: t("developers.errors.status"), dataIndex: "status" },
              { title: t("developers.errors.meaning"), dataIndex: "code", key: "meaning", render: (code: string) => t(`developers.errors.${code}`) },
            ]}
          />
        </Section>

        <Section id="webhooks" title={t("developers.webhooks.title")}>
          {p("developers.webhooks.intro")}
          {p("developers.webhooks.events")}
          {p("developers.webhooks.headers")}
          {p("developers.webhooks.verify")}
          <Code label={t("developers.webhooks.example")}>{webhookVerifyExample}</Code>
          {p("developers.webhooks.retries")}
          {p("developers.webhooks.security")}
        </Section>

        <Section id="schema" title={t("developers.schema.title")}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>
              <a href="/graphql#token=">{t("developers.schema.graphiql")}</a> — {t("developers.schema.graphiqlNote")}
            </li>
            <li>
              <a href="/graphql/schema.graphql" download>
                {t("developers.schema.sdl")}
              </a>{" "}
              — {t("developers.schema.sdlNote")}
            </li>
          </ul>
        </Section>
      </Flex>
    </section>
  );
}
