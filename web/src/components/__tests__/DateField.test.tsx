import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageProvider.tsx";
import { fillDateInput } from "../../test/fillDateInput.ts";
import { DateField } from "../DateField.tsx";

function Harness({ initial = "", min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField id="when" label="Data rejsu" value={value} onChange={setValue} min={min} max={max} required />
      <output aria-label="wartość">{value}</output>
    </>
  );
}

const renderField = (props: { initial?: string; min?: string; max?: string } = {}, language = "pl") => {
  window.localStorage.setItem("language", language);
  return render(
    <LanguageProvider>
      <Harness {...props} />
    </LanguageProvider>,
  );
};

describe("DateField", () => {
  it("shows the ISO value as DD.MM.YYYY in Polish and keeps a typed date as ISO", () => {
    renderField({ initial: "2025-06-01" });
    const input = screen.getByLabelText("Data rejsu");
    expect(input).toHaveValue("01.06.2025");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAttribute("placeholder", "DD.MM.RRRR");
    fillDateInput(input, "2025-07-14");
    expect(screen.getByLabelText("wartość")).toHaveTextContent("2025-07-14");
    expect(input).toHaveValue("14.07.2025");
  });

  it("shows DD/MM/YYYY in English", async () => {
    renderField({ initial: "2025-06-01" }, "en");
    // the English catalog is a chunk of its own: the field appears once it has loaded
    expect(await screen.findByLabelText("Data rejsu")).toHaveValue("01/06/2025");
  });

  it("refuses a typed date before the minimum and clears to ''", () => {
    renderField({ initial: "2025-06-05", min: "2025-06-03" });
    const input = screen.getByLabelText("Data rejsu");
    fillDateInput(input, "2025-06-01");
    expect(screen.getByLabelText("wartość")).toHaveTextContent("2025-06-05");
    fillDateInput(input, "");
    expect(screen.getByLabelText("wartość")).toBeEmptyDOMElement();
    expect(input).toHaveValue("");
  });
});
