import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Row } from "antd";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../../../i18n/LanguageProvider.tsx";
import { messages } from "../../../../i18n/messages.ts";
import { must } from "../../../../../../validation/must.ts";
import { OTHER } from "../../../../../../validation/trip.ts";
import { WizardContext } from "../components/WizardContext.ts";
import { useWizard } from "../state/useWizard.ts";
import { WizardFields } from "../steps/WizardFields.tsx";
import type { WizardFieldSpec } from "../steps/wizardFieldSpec.ts";
import { changeValue, chooseOption } from "./wizardHarness.tsx";

interface Values {
  fullName: string;
  hullLength: string;
  licenseType: string;
  otherLicense: string;
  email?: string;
}

const FIELDS: readonly WizardFieldSpec<Values>[] = [
  { name: "fullName", autoComplete: "off", required: true },
  {
    name: "hullLength",
    input: "number",
    step: 0.01,
    inputMode: "decimal",
    unit: "meters",
    highlightEmpty: true,
    hintId: "trips.wizard.fields.sailingHoursHint",
  },
  { name: "licenseType", input: "select", options: "license" },
  { name: "otherLicense", showWhen: (values) => values.licenseType === OTHER },
  { name: "email", input: "email" },
];

/** The fields of FIELDS under `crew.0.`, with their values in local state (shown as JSON) and a marker under the e-mail. */
function Harness() {
  const { state, actions } = useWizard();
  const [values, setValues] = useState<Values>({ fullName: "Anna", hullLength: "", licenseType: "", otherLicense: "" });
  return (
    <WizardContext value={{ state, actions, saving: false }}>
      <Row>
        <WizardFields
          fields={FIELDS}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          path={(name) => `crew.0.${name}`}
          extras={{ email: <span>marker</span> }}
        />
      </Row>
      <output data-testid="values">{JSON.stringify(values)}</output>
    </WizardContext>
  );
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Values;

describe("WizardFields (a step's fields from their specs)", () => {
  it("labels each field by its name, ids it by its path and sends a one-field patch", async () => {
    render(
      <LanguageProvider>
        <Harness />
      </LanguageProvider>,
    );
    const name = screen.getByLabelText("Imię i nazwisko");
    expect(name).toHaveAttribute("id", "trip-crew-0-fullName");
    expect(name).toHaveValue("Anna");
    expect(name).toHaveAttribute("autocomplete", "off");
    await changeValue(name, "Anna Nowak");
    expect(values()).toMatchObject({ fullName: "Anna Nowak", hullLength: "" });

    const hull = screen.getByLabelText("Długość kadłuba");
    expect(hull).toHaveAttribute("type", "number");
    expect(hull).toHaveAttribute("step", "0.01");
    expect(hull).toHaveAttribute("min", "0");
    const hullFrame = hull.closest<HTMLElement>(".ant-input-affix-wrapper");
    expect(hullFrame).toHaveClass("ant-input-status-error"); // red while empty
    expect(within(must(hullFrame)).getByText("m")).toBeInTheDocument();
    expect(screen.getByText(must(messages.pl["trips.wizard.fields.sailingHoursHint"]))).toBeInTheDocument();

    const email = screen.getByLabelText("Adres e-mail");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveValue("");
    expect(screen.getByText("marker")).toBeInTheDocument();
  });

  it("shows a conditional field only while its condition holds", async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <Harness />
      </LanguageProvider>,
    );
    expect(screen.queryByLabelText("Nazwa patentu")).not.toBeInTheDocument();
    await chooseOption(user, "Rodzaj patentu", "Inny patent");
    expect(values().licenseType).toBe(OTHER);
    expect(await screen.findByLabelText("Nazwa patentu")).toBeInTheDocument();
  });
});
