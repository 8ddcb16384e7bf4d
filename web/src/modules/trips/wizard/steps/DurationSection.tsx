import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import { DateField } from "../../../../components/DateField.tsx";
import { InputField } from "../../../../components/InputField.tsx";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { todayIso } from "./todayIso.ts";

type HourField = "sailingHours" | "engineHours" | "mooringHours";
const HOURS: readonly HourField[] = ["sailingHours", "engineHours", "mooringHours"];

/** Step 3, duration: the dates (the end cannot be picked before the start) and the hours. */
export function DurationSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { form } = state;
  const hourLabels: Record<HourField, string> = {
    sailingHours: t("trips.wizard.fields.sailingHours"),
    engineHours: t("trips.wizard.fields.engineHours"),
    mooringHours: t("trips.wizard.fields.mooringHours"),
  };
  const setHours = (name: HourField, value: string) => actions.update({ [name]: value } satisfies Partial<TripFormData>);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <DateField
          {...field("embarkationDate")}
          label={t("trips.wizard.fields.embarkationDate")}
          value={form.embarkationDate}
          onChange={(embarkationDate) => actions.update({ embarkationDate })}
          highlight={!form.embarkationDate}
          required
        />
      </Col>
      <Col xs={24} md={12}>
        <DateField
          {...field("disembarkationDate")}
          label={t("trips.wizard.fields.disembarkationDate")}
          value={form.disembarkationDate}
          onChange={(disembarkationDate) => actions.update({ disembarkationDate })}
          min={form.embarkationDate || todayIso()}
          highlight={!form.disembarkationDate}
          required
        />
      </Col>
      {HOURS.map((name) => (
        <Col xs={24} md={8} key={name}>
          <InputField
            {...field(name)}
            type="number"
            label={hourLabels[name]}
            value={form[name]}
            onChange={(value) => setHours(name, value)}
            min={0}
            step={0.5}
            inputMode="decimal"
            suffix={t("trips.wizard.units.hours")}
            highlight={!form[name].trim()}
            required
            extra={name === "sailingHours" ? t("trips.wizard.fields.sailingHoursHint") : undefined}
          />
        </Col>
      ))}
    </Row>
  );
}
