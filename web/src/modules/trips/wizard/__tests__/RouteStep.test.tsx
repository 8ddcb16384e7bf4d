import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fillDateInput } from "../../../../test/fillDateInput.ts";
import { changeValue, expectRequiredMessages, nextButton, renderStep, revealErrors, settle, stateAt } from "./wizardHarness.tsx";

const fill = (label: string, value: string, scope: HTMLElement = document.body) => changeValue(within(scope).getByLabelText(label), value);
const fillDate = async (label: string, iso: string, scope: HTMLElement = document.body) => {
  fillDateInput(within(scope).getByLabelText(label), iso);
  await settle();
};
const port = (n: number) => screen.getByRole("group", { name: `Odwiedzony port ${n}` });
const tidalCount = () => screen.getByLabelText("Liczba portów pływowych");

describe("trip wizard — step 3 (route and cruise details)", () => {
  it("has the route, duration, tides and additional-information sections", async () => {
    await renderStep(stateAt(3));
    for (const name of ["Trasa", "Czas trwania", "Pływy", "Informacje dodatkowe"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
  });

  it("marks empty required fields red and lists the shared Polish messages", async () => {
    const { user } = await renderStep(stateAt(3));
    expect(screen.getByLabelText("Port zaokrętowania")).toHaveClass("ant-input-status-error");
    expect(screen.getByLabelText("Numer dziennika jachtowego")).not.toHaveClass("ant-input-status-error");
    expect(nextButton()).toBeDisabled();
    await expectRequiredMessages(user, [
      "Port zaokrętowania jest wymagany",
      "Port wyokrętowania jest wymagany",
      "Przebyty dystans jest wymagany",
      "Data zaokrętowania jest wymagana",
      "Data wyokrętowania jest wymagana",
      "Liczba godzin żeglugi jest wymagana",
      "Liczba godzin pracy silnika jest wymagana",
      "Liczba godzin postoju jest wymagana",
    ]);
    await fill("Godziny na wodach pływowych", "");
    expect(screen.getByText("Liczba godzin na wodach pływowych jest wymagana")).toBeInTheDocument();
  });

  it("counts tidal ports: embarkation + disembarkation + visited ports flagged tidal (read-only)", async () => {
    const { user } = await renderStep(stateAt(3));
    expect(tidalCount()).toHaveValue("0");
    expect(tidalCount()).toHaveAttribute("readonly");
    await user.click(screen.getByLabelText("Port zaokrętowania jest pływowy"));
    await user.click(screen.getByLabelText("Port wyokrętowania jest pływowy"));
    expect(tidalCount()).toHaveValue("2");
    await fill("Nazwa portu", "Kopenhaga", port(1));
    await user.click(within(port(1)).getByLabelText("Port pływowy"));
    expect(tidalCount()).toHaveValue("3");
    await user.click(screen.getByLabelText("Port zaokrętowania jest pływowy"));
    expect(tidalCount()).toHaveValue("2");
  });

  it("adds and removes visited ports ('Port n'); removing the last leaves one empty row", async () => {
    const { user } = await renderStep(stateAt(3));
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveAttribute("placeholder", "Port 1");
    await fill("Nazwa portu", "Bornholm", port(1));
    await user.click(screen.getByRole("button", { name: "Dodaj port" }));
    expect(within(port(2)).getByLabelText("Nazwa portu")).toHaveFocus();
    expect(within(port(2)).getByLabelText("Nazwa portu")).toHaveAttribute("placeholder", "Port 2");
    await fill("Nazwa portu", "Kopenhaga", port(2));

    await user.click(screen.getByRole("button", { name: "Usuń port 1" }));
    expect(screen.queryByRole("group", { name: "Odwiedzony port 2" })).not.toBeInTheDocument();
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveValue("Kopenhaga");

    await user.click(screen.getByRole("button", { name: "Usuń port 1" }));
    expect(within(port(1)).getByLabelText("Nazwa portu")).toHaveValue("");
    expect(screen.getAllByRole("group", { name: /Odwiedzony port/ })).toHaveLength(1);
  });

  it("clears the end date when the start moves after it; the end's minimum is the start (or today)", async () => {
    await renderStep(stateAt(3));
    const end = () => screen.getByLabelText("Data wyokrętowania");
    await fillDate("Data wyokrętowania", "2025-06-08"); // before today, no start yet: refused
    expect(end()).toHaveValue("");
    await fillDate("Data zaokrętowania", "2025-06-01");
    await fillDate("Data wyokrętowania", "2025-05-31"); // before the start: refused
    expect(end()).toHaveValue("");
    await fillDate("Data wyokrętowania", "2025-06-08");
    expect(end()).toHaveValue("08.06.2025");
    await fillDate("Data zaokrętowania", "2025-06-05");
    expect(end()).toHaveValue("08.06.2025");
    await fillDate("Data zaokrętowania", "2025-06-10");
    expect(end()).toHaveValue("");
  });

  it("enables Next once the route is complete", async () => {
    await renderStep(stateAt(3));
    await fill("Port zaokrętowania", "Gdynia");
    await fill("Port wyokrętowania", "Kilonia");
    await fill("Przebyty dystans", "120");
    await fillDate("Data zaokrętowania", "2025-06-01");
    await fillDate("Data wyokrętowania", "2025-06-03");
    await fill("Godziny pod żaglami", "30");
    await fill("Godziny pracy silnika", "2");
    expect(nextButton()).toBeDisabled();
    await fill("Godziny postoju", "16");
    expect(nextButton()).toBeEnabled();
  });

  it("shows the plausibility rules under their fields and asks to confirm tidal hours without a tidal port", async () => {
    const filled = {
      embarkationPort: "Gdynia",
      disembarkationPort: "Hel",
      distance: "30",
      embarkationDate: "2026-07-01",
      disembarkationDate: "2026-07-02",
      sailingHours: "30",
      engineHours: "10",
      mooringHours: "8.5",
      tidalHours: "0",
      visitedPorts: [{ name: "Jastarnia", isTidalPort: false, arrivalDate: "2026-07-03", departureDate: "" }],
    };
    const { user } = await renderStep(stateAt(3, filled));
    await revealErrors(user);
    const rule = "Godziny żeglugi, pracy silnika i postoju razem przekraczają czas trwania rejsu: (liczba dni między datami + 1) × 24 h";
    expect(screen.getAllByText(rule)).toHaveLength(3); // 48.5 h in a 2-day voyage (48 h), under each hour field
    expect(within(port(1)).getByText("Data przybycia musi mieścić się między datą zaokrętowania a datą wyokrętowania")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /godziny na wodach pływowych są prawidłowe/ })).toBeNull();

    await fill("Godziny postoju", "8");
    await fillDate("Data przybycia", "2026-07-02", port(1));
    await fill("Godziny na wodach pływowych", "40.5");
    // (antd's leaving messages stay in jsdom, which never ends their animation: the fields say it)
    for (const label of ["Godziny pod żaglami", "Godziny pracy silnika", "Godziny postoju"])
      expect(screen.getByLabelText(label)).not.toHaveClass("ant-input-status-error");
    expect(within(port(1)).getByLabelText("Data przybycia").closest(".ant-picker")).not.toHaveClass("ant-picker-status-error");
    expect(screen.getByText("Godziny na wodach pływowych nie mogą przekraczać godzin żeglugi pod żaglami i na silniku razem")).toBeInTheDocument();
    await fill("Godziny na wodach pływowych", "12");
    expect(screen.getByText("Podano godziny na wodach pływowych, ale żaden port nie jest oznaczony jako pływowy.")).toBeInTheDocument();
    const confirm = screen.getByRole("checkbox", { name: "Potwierdzam: godziny na wodach pływowych są prawidłowe" });
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Podano godziny na wodach pływowych, ale żaden port nie jest oznaczony jako pływowy.");
    expect(nextButton()).toBeDisabled();
    await user.click(confirm);
    expect(confirm).not.toHaveAttribute("aria-invalid");
    expect(nextButton()).toBeEnabled();
    await user.click(confirm);
    await user.click(within(port(1)).getByLabelText("Port pływowy"));
    expect(screen.queryByRole("checkbox", { name: "Potwierdzam: godziny na wodach pływowych są prawidłowe" })).toBeNull();
    expect(nextButton()).toBeEnabled();
  });
});
