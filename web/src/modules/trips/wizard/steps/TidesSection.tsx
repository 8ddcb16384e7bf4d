import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { tidalPortsCount } from "../../../../../../validation/trip.ts";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";

/** Step 3, tides: the derived (read-only) tidal ports count and the hours in tidal waters. */
export function TidesSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <InputField id={fieldId("tidalPortsCount")} label={t("trips.wizard.fields.tidalPortsCount")}
          value={String(tidalPortsCount(form))} onChange={() => undefined} readOnly
          extra={t("trips.wizard.fields.tidalPortsHint")} />
      </Col>
      <Col xs={24} md={12}>
        <InputField {...field("tidalHours")} type="number" label={t("trips.wizard.fields.tidalHours")} value={form.tidalHours}
          onChange={(tidalHours) => actions.update({ tidalHours })} min={0} step={0.5} inputMode="decimal"
          suffix={t("trips.wizard.units.hours")} highlight={!form.tidalHours.trim()} required />
      </Col>
    </Row>
  );
}
