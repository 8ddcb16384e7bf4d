import { Alert, Button, Flex, Tag, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ImportRowsTable } from "./ImportRowsTable.tsx";
import type { ImportAnswer } from "./useTripImport.ts";

interface ImportPreviewProps {
  preview: ImportAnswer;
  hasPremium: boolean;
  importing: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the import would do, row by row; only the valid rows are imported on confirmation. */
export function ImportPreview({ preview, hasPremium, importing, error, onConfirm, onCancel }: ImportPreviewProps) {
  const intl = useIntl();
  const s = preview.summary;
  const count = s.to_import ?? 0;
  const tags = [
    ["to_import", "green"],
    ["invalid", "red"],
    ["duplicates", "default"],
    ["over_limit", "orange"],
    ["skipped", "default"],
  ] as const;
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          <FormattedMessage id="seatime.import.previewTitle" values={{ file: preview.file.name }} />
        </Typography.Title>
        <Flex wrap gap={8} role="status">
          {tags.map(([key, color]) =>
            (s[key] ?? 0) > 0 || key === "to_import" ? (
              <Tag key={key} color={color}>
                {intl.formatMessage({ id: `seatime.import.summary.${key}` }, { count: s[key] ?? 0 })}
              </Tag>
            ) : null,
          )}
        </Flex>
      </div>
      <ImportRowsTable rows={preview.rows} />
      {!hasPremium ? (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage({ id: "seatime.import.premium" })}
          action={
            <a href="/captain-profile?tab=premium">
              <FormattedMessage id="seatime.import.premiumLink" />
            </a>
          }
        />
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <Flex gap={8} wrap>
        <Button type="primary" disabled={count === 0 || !hasPremium} loading={importing} onClick={onConfirm}>
          <FormattedMessage id="seatime.import.confirm" values={{ count }} />
        </Button>
        <Button onClick={onCancel} disabled={importing}>
          <FormattedMessage id="seatime.import.another" />
        </Button>
      </Flex>
    </Flex>
  );
}
