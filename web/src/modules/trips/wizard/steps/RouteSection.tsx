import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { CheckField } from "../../../../components/CheckField.tsx";
import { InputField } from "../../../../components/InputField.tsx";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { VisitedPortsList } from "./VisitedPortsList.tsx";
import { TripFieldsRow } from "./TripFieldsRow.tsx";
import { measureField } from "./measureField.ts";

/** The two end ports, each with its "tidal port" flag. */
const END_PORTS = [
  { port: "embarkationPort", tidal: "isEmbarkationTidalPort" },
  { port: "disembarkationPort", tidal: "isDisembarkationTidalPort" },
] as const;

const DISTANCE_FIELDS = [measureField("distance", 0.1, "nauticalMiles")];

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
        {END_PORTS.map(({ port, tidal }) => (
          <Col xs={24} md={12} key={port}>
            <InputField
              {...field(port)}
              label={t(`trips.wizard.fields.${port}`)}
              value={form[port]}
              onChange={(value) => actions.update({ [port]: value })}
              highlight={!form[port].trim()}
              required
            />
            <CheckField
              id={fieldId(tidal)}
              spacing={16}
              label={t(`trips.wizard.fields.${tidal}`)}
              checked={form[tidal]}
              onChange={(checked) => actions.update({ [tidal]: checked })}
            />
          </Col>
        ))}
      </Row>
      <VisitedPortsList />
      <TripFieldsRow fields={DISTANCE_FIELDS} />
    </>
  );
}
