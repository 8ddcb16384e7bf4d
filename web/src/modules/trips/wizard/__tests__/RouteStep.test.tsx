import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { todayIso } from "../steps/todayIso.ts";
import { nextButton, renderStep, revealErrors, stateAt } from "./wizardHarness.tsx";

const fill = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const port = (n: number) => screen.getByRole("group", { name: `Odwiedzony port ${n}` });
const tidalCount = () => screen.getByLabelText("Liczba portów pływowych");

describe("trip wizard — step 3 (route and cruise details)", () => {
  it("has the route, duration, tides and additional-information sections", () => {
    renderStep(stateAt(3));
    for (const name of ["Trasa", "Czas trwania", "Pływy", "Informacje dodatkowe"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
  });

  it("marks empty required fields red and lists the shared Polish messages", async () => {
    const { user } = renderStep(stateAt(3));
    expect(screen.getByLabelText("Port zaokrętowania")).toHaveClass("ant-input-status-error");
    expect(screen.getByLabelText("Numer dziennika jachtowego")).not.toHaveClass("ant-input-status-error");
    expect(nextButton()).toBeDisabled();
    await revealErrors(user);
    for (const text of [
      "Port zaokrętowania jest wymagany", "Port wyokrętowania jest wymagany", "Przebyty dystans jest wymagany",
      "Data zaokrętowania jest wymagana", "Data wyokrętowania jest wymagana", "Liczba godzin żeglugi jest wymagana",
      "Liczba godzin pracy silnika jest wymagana", "Liczba godzin postoju jest wymagana",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    fill("Godziny na wodach pływowych", "");
    expect(screen.getByText("Liczba godzin na wodach pływowych jest wymagana")).toBeInTheDocument();
  });

  it("counts tidal ports: embarkation + disembarkation + visited ports flagged tidal (read-only)", async () => {
    const { user } = renderStep(stateAt(3));
    expect(tidalCount()).toHaveValue("0");
    expect(tidalCount()).toHaveAttribute("readonly");
    await user.click(screen.getByLabelText("Port zaokrętowania jest pływowy"));
    await user.click(screen.getByLabelText("Port wyokrętowania jest pływowy"));
    expect(tidalCount()).toHaveValue("2");
    fill("Nazwa portu", "Kopenhaga", port(1));
    await user.click(within(port(1)).getByLabelText("Port pływowy"));
    expect(tidalCount()).toHaveValue("3");
    await user.click(screen.getByLabelText("Port zaokrętowania jest pływowy"));
    expect(tidalCount()).toHaveValue("2");
  });

  it("adds and removes visited ports ('Port n'); removing the last leaves one empty row", async () => {
    const { user } = renderStep(stateAt(3));
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveAttribute("placeholder", "Port 1");
    fill("Nazwa portu", "Bornholm", port(1));
    await user.click(screen.getByRole("button", { name: "Dodaj port" }));
    expect(within(port(2)).getByLabelText("Nazwa portu")).toHaveFocus();
    expect(within(port(2)).getByLabelText("Nazwa portu")).toHaveAttribute("placeholder", "Port 2");
    fill("Nazwa portu", "Kopenhaga", port(2));

    await user.click(screen.getByRole("button", { name: "Usuń port 1" }));
    expect(screen.queryByRole("group", { name: "Odwiedzony port 2" })).not.toBeInTheDocument();
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveValue("Kopenhaga");

    await user.click(screen.getByRole("button", { name: "Usuń port 1" }));
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveValue("");
    expect(screen.getAllByRole("group", { name: /Odwiedzony port/ })).toHaveLength(1);
  });

  it("clears the end date when the start moves after it; the end's minimum is the start (or today)", () => {
    renderStep(stateAt(3));
    expect(screen.getByLabelText("Data wyokrętowania")).toHaveAttribute("min", todayIso());
    fill("Data zaokrętowania", "2025-06-01");
    fill("Data wyokrętowania", "2025-06-08");
    expect(screen.getByLabelText("Data wyokrętowania")).toHaveAttribute("min", "2025-06-01");
    fill("Data zaokrętowania", "2025-06-05");
    expect(screen.getByLabelText("Data wyokrętowania")).toHaveValue("2025-06-08");
    fill("Data zaokrętowania", "2025-06-10");
    expect(screen.getByLabelText("Data wyokrętowania")).toHaveValue("");
  });

  it("enables Next once the route is complete", () => {
    renderStep(stateAt(3));
    fill("Port zaokrętowania", "Gdynia");
    fill("Port wyokrętowania", "Kilonia");
    fill("Przebyty dystans", "120");
    fill("Data zaokrętowania", "2025-06-01");
    fill("Data wyokrętowania", "2025-06-03");
    fill("Godziny żeglugi", "30");
    fill("Godziny pracy silnika", "2");
    expect(nextButton()).toBeDisabled();
    fill("Godziny postoju", "16");
    expect(nextButton()).toBeEnabled();
  });
});
