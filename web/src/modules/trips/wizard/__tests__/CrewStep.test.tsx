import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeValue, chooseOption, expectRequiredMessages, nextButton, renderStep, stateAt } from "./wizardHarness.tsx";

const member = (n: number) => screen.getByRole("group", { name: `Członek załogi ${n}` });

describe("trip wizard — step 4 (crew)", () => {
  it("says the crew is optional and lets the captain go on without one", async () => {
    await renderStep(stateAt(4));
    expect(screen.getByText("Załoga jest opcjonalna — możesz zapisać rejs bez członków załogi.")).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it("numbers the members and requires each one's name, role and ratings (Polish messages)", async () => {
    const { user } = await renderStep(stateAt(4));
    await user.click(screen.getByRole("button", { name: "Dodaj członka załogi" }));
    expect(within(member(1)).getByLabelText("Imię i nazwisko")).toHaveFocus();
    expect(nextButton()).toBeDisabled();
    await expectRequiredMessages(
      user,
      [
        "Imię i nazwisko członka załogi jest wymagane",
        "Funkcja na jachcie jest wymagana",
        "Opinia kapitana jest wymagana",
        "Ocena wykonywania obowiązków jest wymagana",
        "Określ podatność na chorobę morską",
        "Określ odporność na trudne warunki",
      ],
      member(1),
    );

    await changeValue(within(member(1)).getByLabelText("Imię i nazwisko"), "Anna Nowak");
    await chooseOption(user, "Funkcja na jachcie", "Inna funkcja", member(1));
    expect(within(member(1)).getByText("Podaj funkcję na jachcie")).toBeInTheDocument();
    await changeValue(within(member(1)).getByLabelText("Nazwa funkcji"), "Kuk");
    await chooseOption(user, "Opinia kapitana", "Pozytywna", member(1));
    await chooseOption(user, "Wykonywanie obowiązków", "Bardzo dobrze", member(1));
    await chooseOption(user, "Choroba morska", "Nie chorował(a)", member(1));
    expect(nextButton()).toBeDisabled();
    await chooseOption(user, "Odporność na trudne warunki", "Dobra", member(1));
    expect(nextButton()).toBeEnabled();

    await chooseOption(user, "Rodzaj patentu", "Inny patent", member(1));
    expect(within(member(1)).getByText("Podaj nazwę patentu")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it("offers the form's performance grades only", async () => {
    const { user } = await renderStep(stateAt(4));
    await user.click(screen.getByRole("button", { name: "Dodaj członka załogi" }));
    await user.click(within(member(1)).getByLabelText("Wykonywanie obowiązków"));
    const options = [...document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")];
    expect(options.map((o) => o.getAttribute("title"))).toEqual(["Bardzo dobrze", "Dobrze", "Dostatecznie", "Niedostatecznie"]);
  });

  it("removes members and renumbers the rest", async () => {
    const { user } = await renderStep(stateAt(4));
    await user.click(screen.getByRole("button", { name: "Dodaj członka załogi" }));
    await changeValue(within(member(1)).getByLabelText("Imię i nazwisko"), "Anna");
    await user.click(screen.getByRole("button", { name: "Dodaj członka załogi" }));
    await changeValue(within(member(2)).getByLabelText("Imię i nazwisko"), "Piotr");

    await user.click(screen.getByRole("button", { name: "Usuń członka załogi 1" }));
    expect(within(member(1)).getByLabelText("Imię i nazwisko")).toHaveValue("Piotr");
    expect(screen.queryByRole("group", { name: "Członek załogi 2" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usuń członka załogi 1" }));
    expect(screen.getByText("Załoga jest opcjonalna — możesz zapisać rejs bez członków załogi.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dodaj członka załogi" })).toHaveFocus();
    expect(nextButton()).toBeEnabled();
  });
});
