import { Alert, Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import type { SaveStatus } from "../hooks/useTripSave.ts";
import { fieldLabel } from "../mapping/fieldLabel.ts";
import { fieldStep } from "../mapping/fieldStep.ts";
import type { StepNumber } from "../state/wizardTypes.ts";

interface SaveFeedbackProps {
  status: SaveStatus;
  /** Offered after a version conflict in edit mode. */
  onReloadLatest?: () => void;
  reloading?: boolean;
  /** Opens the step of a field named in an error and focuses the field. */
  onOpenField?: (path: string, step: StepNumber) => void;
}

/** The errors of a failed save listed under a heading, or the green success box. */
export function SaveFeedback({ status, onReloadLatest, reloading, onOpenField }: SaveFeedbackProps) {
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
            {status.messages.map(({ text, path }) => {
              const step = path ? fieldStep(path) : null;
              return (
                <li key={`${path ?? ""}:${text}`}>
                  {text}
                  {path && step && onOpenField ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => onOpenField(path, step)}
                      aria-label={intl.formatMessage({ id: "trips.wizard.openFieldNamed" }, { field: fieldLabel(intl, path) ?? text, step })}
                    >
                      {intl.formatMessage({ id: "trips.wizard.openField" }, { step })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
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
