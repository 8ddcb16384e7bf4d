import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeValue, nextButton, renderStep, revealErrors, stateAt } from "./wizardHarness.tsx";

const fill = (label: string, value: string) => changeValue(screen.getByLabelText(label), value);

describe("trip wizard — step 2 (yacht)", () => {
  it("shows the shared Polish messages and keeps Next disabled until the yacht is complete", async () => {
    const { user, probe } = await renderStep(stateAt(2));
    expect(probe().step).toBe(2);
    expect(nextButton()).toBeDisabled();
    await revealErrors(user);
    for (const text of ["Nazwa jachtu jest wymagana", "Numer rejestracyjny jest wymagany", "Port macierzysty jest wymagany"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }

    await fill("Nazwa jachtu", "Zawisza");
    await fill("Numer rejestracyjny", "POL-1");
    await fill("Port macierzysty", "Gdynia");
    expect(nextButton()).toBeEnabled(); // numbers default to "0", which is accepted

    await fill("Długość kadłuba", "");
    expect(screen.getByText("Długość kadłuba jest wymagana")).toBeInTheDocument();
    await fill("Długość kadłuba", "-1");
    expect(screen.getByText("Wartość nie może być ujemna")).toBeInTheDocument();
    await fill("Liczba silników", "1.5");
    expect(screen.getByText("Podaj liczbę całkowitą")).toBeInTheDocument();
    await fill("Moc silnika", "");
    expect(screen.getByText("Moc silnika jest wymagana")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it("uses number inputs with the units' steps and a minimum of 0", async () => {
    await renderStep(stateAt(2));
    expect(screen.getByLabelText("Długość kadłuba")).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText("Długość kadłuba")).toHaveAttribute("min", "0");
    expect(screen.getByLabelText("Liczba silników")).toHaveAttribute("step", "1");
    expect(screen.getByLabelText("Moc silnika")).toHaveAttribute("step", "0.1");
  });
});
