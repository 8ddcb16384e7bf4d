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
        /** Arrival or departure: a date within the trip's dates, not before `notBefore`. */
        const dateField = (name: "arrivalDate" | "departureDate", notBefore: string | null | undefined) => (
          <DateField
            {...field(path(name))}
            label={intl.formatMessage({ id: `trips.wizard.fields.${name}` })}
            value={port[name] ?? ""}
            onChange={(date) => actions.updateVisitedPort(index, { [name]: date })}
            min={notBefore || undefined}
            max={disembarkationDate || undefined}
          />
        );
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
                {dateField("arrivalDate", embarkationDate)}
              </Col>
              <Col xs={12} md={5}>
                {dateField("departureDate", port.arrivalDate || embarkationDate)}
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
