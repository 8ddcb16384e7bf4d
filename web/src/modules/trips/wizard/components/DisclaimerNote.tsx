import { Alert, Button } from "antd";
import { useIntl } from "react-intl";
import { useWizardContext } from "./useWizardContext.ts";

/** The note about the documents made from the form; it can be hidden and shown again. */
export function DisclaimerNote() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  if (!state.showDisclaimers) {
    return (
      <Button type="link" onClick={actions.toggleDisclaimers} style={{ paddingInline: 0, marginBottom: 16 }}>
        {t("trips.wizard.disclaimer.show")}
      </Button>
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t("trips.wizard.disclaimer.title")}
      description={t("trips.wizard.disclaimer.text")}
      action={
        <Button size="small" onClick={actions.toggleDisclaimers}>
          {t("trips.wizard.disclaimer.hide")}
        </Button>
      }
      style={{ marginBottom: 16 }}
      role="note"
    />
  );
}
