import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tripToEditData } from "../mapping/tripToEditData.ts";
import { savedTrip } from "./tripFixtures.ts";
import { changeValue, emptyStepFields, nextButton, renderStep, renderWizard, stateAt } from "./wizardHarness.tsx";

const stepButton = (title: string) => screen.queryByRole("button", { name: new RegExp(title) });

describe("trip wizard — moving between steps", () => {
  it("lets the captain click completed steps only", async () => {
    const { user, probe } = await renderStep(stateAt(3));
    expect(screen.getByText("3 / 5")).toBeInTheDocument();
    expect(stepButton("Kapitan")).toBeInTheDocument();
    expect(stepButton("Jacht")).toBeInTheDocument();
    expect(stepButton("Załoga")).not.toBeInTheDocument();
    expect(stepButton("Podsumowanie")).not.toBeInTheDocument();

    await user.click(stepButton("Kapitan")!);
    expect(probe().step).toBe(1);
    expect(screen.queryByRole("button", { name: "Wstecz" })).not.toBeInTheDocument();
    // step 3 was reached before and steps 1–2 are valid: it stays reachable
    await user.click(stepButton("Trasa i rejs")!);
    expect(probe().step).toBe(3);
    await user.click(screen.getByRole("button", { name: "Wstecz" }));
    expect(probe().step).toBe(2);
  });

  it("opens steps with the keyboard (Enter on a completed step)", async () => {
    const { user, probe } = await renderStep(stateAt(2));
    stepButton("Kapitan")!.focus();
    await user.keyboard("{Enter}");
    expect(probe().step).toBe(1);
  });

  it("in edit mode shows the banner, lets any step be opened and Next always work", async () => {
    const { user } = await renderWizard({ edit: tripToEditData(savedTrip()) });
    expect(screen.getByRole("heading", { level: 1, name: "Edycja rejsu" })).toBeInTheDocument();
    expect(screen.getByText("Edytujesz rejs. Możesz swobodnie przechodzić między krokami formularza.")).toBeInTheDocument();
    expect(screen.getByLabelText("Imię")).toHaveValue("Jan");

    await user.click(stepButton("Podsumowanie")!);
    expect(screen.getByText("5 / 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zaktualizuj rejs" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Anuluj" })).toHaveAttribute("href", "/sailing-trips/t1");

    await user.click(stepButton("Jacht")!);
    await changeValue(screen.getByLabelText("Nazwa jachtu"), "");
    expect(screen.getByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();
    expect(screen.getByText("Ten krok zawiera błędy — popraw je przed zapisaniem.")).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText("3 / 5")).toBeInTheDocument();
  });
});

describe("trip wizard — saving on step 5", () => {
  it("saves on a click or Enter, but not on the second click of a double click that landed on Next", async () => {
    const { probe } = await renderStep(stateAt(5));
    const save = screen.getByRole("button", { name: "Zapisz rejs" });
    fireEvent.click(save, { detail: 2 });
    expect(probe().saves).toBe(0);
    fireEvent.click(save, { detail: 1 });
    expect(probe().saves).toBe(1);
  });
});

describe("trip wizard — step 5 (summary)", () => {
  it("shows dashes for empty values, pl-PL dates and cruise days; yacht, tides and notes only with data", async () => {
    await renderStep(
      stateAt(5, {
        ...emptyStepFields(2),
        email: "",
        embarkationDate: "2025-06-01",
        disembarkationDate: "2025-06-08",
        logbookNumber: "",
        captainNotes: "",
      }),
    );
    expect(screen.getByText("01.06.2025")).toBeInTheDocument();
    expect(screen.getByText("08.06.2025")).toBeInTheDocument();
    expect(screen.getByText("7 dni")).toBeInTheDocument();
    expect(screen.getAllByText("—").length).toBeGreaterThanOrEqual(2); // e-mail, logbook number
    expect(screen.getByText("Bez załogi")).toBeInTheDocument();
    for (const name of ["Kapitan", "Trasa", "Czas trwania", "Załoga"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
    for (const name of ["Jacht", "Pływy", "Uwagi"]) {
      expect(screen.queryByRole("heading", { level: 3, name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the yacht, tides, notes and crew when they have data", async () => {
    await renderStep(stateAt(5, { tidalHours: "4", isEmbarkationTidalPort: true, captainNotes: "Sztorm na Bornholmie" }));
    for (const name of ["Jacht", "Pływy", "Uwagi"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText("Sztorm na Bornholmie")).toBeInTheDocument();
    expect(screen.getByText("Kapitan jachtowy (PZŻ)")).toBeInTheDocument();
    expect(screen.getByText("1 × 40 kW")).toBeInTheDocument();
  });
});
