import { Button, Col, Row, Typography } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { useId } from "react";
import { useIntl } from "react-intl";
import { CheckField } from "../../../../components/CheckField.tsx";
import { DateField } from "../../../../components/DateField.tsx";
import { InputField } from "../../../../components/InputField.tsx";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useFocusAfterRender } from "../components/useFocusAfterRender.ts";
import { useWizardContext } from "../components/useWizardContext.ts";

/** Step 3: the visited ports, each a named group ('Odwiedzony port n'); removing the last leaves an empty row. */
export function VisitedPortsList() {
  const intl = useIntl();
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const focusLater = useFocusAfterRender();
  const headingId = useId();
  const { visitedPorts, embarkationDate, disembarkationDate } = state.form;

  const add = () => {
    actions.addVisitedPort();
    focusLater(fieldId(`visitedPorts.${visitedPorts.length}.name`));
  };
  const remove = (index: number) => {
    actions.removeVisitedPort(index);
    focusLater(fieldId(`visitedPorts.${Math.max(0, index - 1)}.name`));
  };

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id={headingId} style={{ fontSize: 15 }}>
        {intl.formatMessage({ id: "trips.wizard.fields.visitedPorts" })}
      </Typography.Title>
      {visitedPorts.map((port, index) => {
        const number = index + 1;
        const path = (name: string) => `visitedPorts.${index}.${name}`;
        const titleId = `${fieldId(path("row"))}-title`;
        return (
          <Card
            key={state.portKeys[index]}
            size="small"
            role="group"
            aria-labelledby={titleId}
            style={{ marginBottom: 12 }}
            styles={{ body: { paddingBottom: 0 } }}
            title={<span id={titleId}>{intl.formatMessage({ id: "trips.wizard.fields.visitedPort" }, { number })}</span>}
            extra={
              <Button type="link" danger onClick={() => remove(index)}>
                {intl.formatMessage({ id: "trips.wizard.fields.removePort" }, { number })}
              </Button>
            }
          >
            <Row gutter={16} align="bottom">
              <Col xs={24} md={9}>
                <InputField
                  {...field(path("name"))}
                  label={intl.formatMessage({ id: "trips.wizard.fields.visitedPortName" })}
                  value={port.name}
                  onChange={(name) => actions.updateVisitedPort(index, { name })}
                  placeholder={intl.formatMessage({ id: "trips.wizard.fields.visitedPortPlaceholder" }, { number })}
                />
              </Col>
              <Col xs={12} md={5}>
                <DateField
                  {...field(path("arrivalDate"))}
                  label={intl.formatMessage({ id: "trips.wizard.fields.arrivalDate" })}
                  value={port.arrivalDate ?? ""}
                  onChange={(arrivalDate) => actions.updateVisitedPort(index, { arrivalDate })}
                  min={embarkationDate || undefined}
                  max={disembarkationDate || undefined}
                />
              </Col>
              <Col xs={12} md={5}>
                <DateField
                  {...field(path("departureDate"))}
                  label={intl.formatMessage({ id: "trips.wizard.fields.departureDate" })}
                  value={port.departureDate ?? ""}
                  onChange={(departureDate) => actions.updateVisitedPort(index, { departureDate })}
                  min={port.arrivalDate || embarkationDate || undefined}
                  max={disembarkationDate || undefined}
                />
              </Col>
              <Col xs={24} md={5} style={{ paddingBottom: 5 }}>
                <CheckField
                  id={fieldId(path("isTidalPort"))}
                  label={intl.formatMessage({ id: "trips.wizard.fields.visitedPortTidal" })}
                  checked={port.isTidalPort}
                  onChange={(isTidalPort) => actions.updateVisitedPort(index, { isTidalPort })}
                />
              </Col>
            </Row>
          </Card>
        );
      })}
      <Button onClick={add}>{intl.formatMessage({ id: "trips.wizard.fields.addPort" })}</Button>
    </section>
  );
}
