import { Alert, Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import type { SaveStatus } from "../hooks/useTripSave.ts";

interface SaveFeedbackProps {
  status: SaveStatus;
  /** Offered after a version conflict in edit mode. */
  onReloadLatest?: () => void;
  reloading?: boolean;
}

/** The errors of a failed save listed under a heading, or the green success box. */
export function SaveFeedback({ status, onReloadLatest, reloading }: SaveFeedbackProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (status.kind === "success") {
    return <Alert type="success" showIcon title={status.message} style={{ marginTop: 16 }} />;
  }
  if (status.kind !== "error") return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 16 }}
      title={t("trips.wizard.errorsTitle")}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {status.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          {status.conflict && onReloadLatest ? (
            <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
              <Button onClick={onReloadLatest} loading={reloading}>
                {t("trips.wizard.conflictReload")}
              </Button>
              <Typography.Text type="secondary">{t("trips.wizard.conflictHint")}</Typography.Text>
            </Flex>
          ) : null}
        </>
      }
    />
  );
}
