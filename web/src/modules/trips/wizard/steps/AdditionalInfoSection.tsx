import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { TextAreaField } from "../../../../components/TextAreaField.tsx";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";

/** Step 3, additional information: logbook number and the captain's notes (both optional). */
export function AdditionalInfoSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <InputField
          {...field("logbookNumber")}
          label={t("trips.wizard.fields.logbookNumber")}
          value={form.logbookNumber ?? ""}
          onChange={(logbookNumber) => actions.update({ logbookNumber })}
        />
      </Col>
      <Col xs={24}>
        <TextAreaField
          {...field("captainNotes")}
          label={t("trips.wizard.fields.captainNotes")}
          value={form.captainNotes ?? ""}
          onChange={(captainNotes) => actions.update({ captainNotes })}
          maxLength={5000}
        />
      </Col>
    </Row>
  );
}
