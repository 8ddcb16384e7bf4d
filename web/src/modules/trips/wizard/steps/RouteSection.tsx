import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { CheckField } from "../../../../components/CheckField.tsx";
import { InputField } from "../../../../components/InputField.tsx";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { VisitedPortsList } from "./VisitedPortsList.tsx";

/** Step 3, route: embarkation and disembarkation ports (each possibly tidal), visited ports, distance. */
export function RouteSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField
            {...field("embarkationPort")}
            label={t("trips.wizard.fields.embarkationPort")}
            value={form.embarkationPort}
            onChange={(embarkationPort) => actions.update({ embarkationPort })}
            highlight={!form.embarkationPort.trim()}
            required
          />
          <CheckField
            id={fieldId("isEmbarkationTidalPort")}
            spacing={16}
            label={t("trips.wizard.fields.isEmbarkationTidalPort")}
            checked={form.isEmbarkationTidalPort}
            onChange={(isEmbarkationTidalPort) => actions.update({ isEmbarkationTidalPort })}
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("disembarkationPort")}
            label={t("trips.wizard.fields.disembarkationPort")}
            value={form.disembarkationPort}
            onChange={(disembarkationPort) => actions.update({ disembarkationPort })}
            highlight={!form.disembarkationPort.trim()}
            required
          />
          <CheckField
            id={fieldId("isDisembarkationTidalPort")}
            spacing={16}
            label={t("trips.wizard.fields.isDisembarkationTidalPort")}
            checked={form.isDisembarkationTidalPort}
            onChange={(isDisembarkationTidalPort) => actions.update({ isDisembarkationTidalPort })}
          />
        </Col>
      </Row>
      <VisitedPortsList />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField
            {...field("distance")}
            type="number"
            label={t("trips.wizard.fields.distance")}
            value={form.distance}
            onChange={(distance) => actions.update({ distance })}
            min={0}
            step={0.1}
            inputMode="decimal"
            suffix={t("trips.wizard.units.nauticalMiles")}
            highlight={!form.distance.trim()}
            required
          />
        </Col>
      </Row>
    </>
  );
}
