import { Alert, Checkbox, Col, Row } from "antd";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { hundredths, tidalPortsCount } from "../../../../../../validation/trip.ts";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { WizardFields } from "./WizardFields.tsx";
import { measureField } from "./measureField.ts";
import { FieldFrame } from "../../../../components/FieldFrame.tsx";

const TIDES_FIELDS = [measureField("tidalHours", 0.5, "hours")];

/**
 * Step 3, tides: the derived (read-only) tidal ports count and the hours in tidal waters. Hours in
 * tidal waters with no tidal port are a warning the captain confirms (the server refuses them
 * unconfirmed: validation/trip-rules.ts).
 */
export function TidesSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  const askToConfirm = (hundredths(form.tidalHours) ?? 0) > 0 && tidalPortsCount(form) === 0;
  const confirm = field("confirmTidalWithoutPorts");
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <InputField
          id={fieldId("tidalPortsCount")}
          label={t("trips.wizard.fields.tidalPortsCount")}
          value={String(tidalPortsCount(form))}
          onChange={() => undefined}
          readOnly
          extra={t("trips.wizard.fields.tidalPortsHint")}
        />
      </Col>
      <WizardFields fields={TIDES_FIELDS} values={form} onChange={actions.update} />
      {askToConfirm ? (
        <Col xs={24}>
          {/* The alert says what the rule says: once the step's errors show, it turns red instead of repeating itself. */}
          <Alert
            id={`${confirm.id}-help`}
            type={confirm.error ? "error" : "warning"}
            showIcon
            role={confirm.error ? "alert" : "status"}
            style={{ marginBottom: 8 }}
            title={t("trips.wizard.tidalConfirm.title")}
            description={t("trips.wizard.tidalConfirm.description")}
          />
          <FieldFrame invalid={Boolean(confirm.error)}>
            <Checkbox
              id={confirm.id}
              checked={form.confirmTidalWithoutPorts === true}
              onBlur={confirm.onBlur}
              aria-describedby={`${confirm.id}-help`}
              aria-invalid={confirm.error ? true : undefined}
              onChange={(event) => actions.update({ confirmTidalWithoutPorts: event.target.checked })}
            >
              {t("trips.wizard.tidalConfirm.label")}
            </Checkbox>
          </FieldFrame>
        </Col>
      ) : null}
    </Row>
  );
}
