import { Button, Dropdown, Flex, Select, Space, Typography } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { useLanguage } from "../../../i18n/useLanguage.ts";
import { usePdfAction } from "../../documents/hooks/usePdfAction.ts";
import { useAuthorizedDownload } from "../hooks/useAuthorizedDownload.ts";
import type { SeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";

/** The statement PDF (in the chosen language, with the page's filters), exports and the import link. */
export function SeaTimeActions({ filters }: { filters: SeaTimeFilters }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [pdfLang, setPdfLang] = useState<"pl" | "en">(language);
  const query = filters.query();
  query.set("lang", pdfLang);
  const pdf = usePdfAction(`/api/sea-time/statement-pdf?${query.toString()}`);
  const { busy, failed, download } = useAuthorizedDownload();
  const exports = [
    { key: "csv", path: "/api/sailing-trips/export?format=csv", file: "zeglog-rejsy.csv" },
    { key: "json", path: "/api/sailing-trips/export?format=json", file: "zeglog-rejsy.json" },
    { key: "account", path: "/api/account/export", file: "zeglog-konto.json" },
  ];
  return (
    <Flex vertical gap={4} align="flex-end">
      <Flex wrap gap={8} justify="flex-start">
        <Space.Compact>
          <Select
            aria-label={intl.formatMessage({ id: "seatime.statement.language" })}
            value={pdfLang}
            onChange={setPdfLang}
            options={[
              { value: "pl", label: "PL" },
              { value: "en", label: "EN" },
            ]}
            style={{ width: 70 }}
          />
          <Button type="primary" loading={pdf.generating} disabled={pdf.generating} onClick={() => void pdf.run()}>
            <FormattedMessage id="seatime.statement.button" />
          </Button>
        </Space.Compact>
        <Dropdown
          trigger={["click"]}
          menu={{
            items: exports.map((e) => ({ key: e.key, label: intl.formatMessage({ id: `seatime.export.${e.key}` }) })),
            onClick: ({ key }) => {
              const e = exports.find((x) => x.key === key);
              if (e) void download(e.key, e.path, e.file);
            },
          }}
        >
          <Button loading={busy !== null}>
            <FormattedMessage id="seatime.export.button" />
          </Button>
        </Dropdown>
        <ButtonLink to="/sailing-trips/import">
          <FormattedMessage id="seatime.import.button" />
        </ButtonLink>
      </Flex>
      {pdf.failed ? (
        <Typography.Text type="danger" role="alert">
          <FormattedMessage id="seatime.statement.error" />
        </Typography.Text>
      ) : null}
      {failed ? (
        <Typography.Text type="danger" role="alert">
          <FormattedMessage id="seatime.export.error" />
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
