import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { YachtSearchSlot } from "./YachtSearchSlot.tsx";

/** Step 2: the yacht, typed in by hand (all fields required, numbers at least 0). */
export function YachtStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  return (
    <>
      <YachtSearchSlot />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField
            {...field("yachtName")}
            label={t("trips.wizard.fields.yachtName")}
            value={form.yachtName}
            onChange={(yachtName) => actions.update({ yachtName })}
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("registrationNumber")}
            label={t("trips.wizard.fields.registrationNumber")}
            value={form.registrationNumber}
            onChange={(registrationNumber) => actions.update({ registrationNumber })}
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("homePort")}
            label={t("trips.wizard.fields.homePort")}
            value={form.homePort}
            onChange={(homePort) => actions.update({ homePort })}
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("hullLength")}
            type="number"
            label={t("trips.wizard.fields.hullLength")}
            value={form.hullLength}
            onChange={(hullLength) => actions.update({ hullLength })}
            min={0}
            step={0.01}
            inputMode="decimal"
            suffix={t("trips.wizard.units.meters")}
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("enginesCount")}
            type="number"
            label={t("trips.wizard.fields.enginesCount")}
            value={form.enginesCount}
            onChange={(enginesCount) => actions.update({ enginesCount })}
            min={0}
            step={1}
            inputMode="numeric"
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("enginePower")}
            type="number"
            label={t("trips.wizard.fields.enginePower")}
            value={form.enginePower}
            onChange={(enginePower) => actions.update({ enginePower })}
            min={0}
            step={0.1}
            inputMode="decimal"
            suffix={t("trips.wizard.units.kilowatts")}
            required
          />
        </Col>
      </Row>
    </>
  );
}
