import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeValue, chooseOption, nextButton, renderWizard, revealErrors } from "./wizardHarness.tsx";
import { profileMocks, savedProfile } from "../../../profile/__tests__/profileMocks.ts";

const fill = (label: string, value: string) => changeValue(screen.getByLabelText(label), value);

describe("trip wizard — step 1 (captain)", () => {
  it("starts on step 1 of 5: 'n / 5', Previous hidden, Next disabled until the step is valid", async () => {
    const { user } = await renderWizard();
    expect(screen.getByRole("heading", { level: 1, name: "Nowy rejs" })).toBeInTheDocument();
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    expect(screen.queryByRole("button", { name: "Wstecz" })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await fill("Imię", "Jan");
    await fill("Nazwisko", "Kowalski");
    await fill("Telefon", "+48 600 100 200");
    await fill("Numer patentu", "PL-123");
    expect(nextButton()).toBeDisabled();
    await chooseOption(user, "Rodzaj patentu", "Kapitan jachtowy (PZŻ)");
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    expect(await screen.findByRole("heading", { level: 2, name: "Jacht" })).toHaveFocus();
    expect(screen.getByText("2 / 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wstecz" })).toBeInTheDocument();
  });

  it("shows the shared Polish messages of every required field", async () => {
    const { user } = await renderWizard();
    await revealErrors(user);
    for (const text of [
      "Imię jest wymagane",
      "Nazwisko jest wymagane",
      "Numer telefonu jest wymagany",
      "Rodzaj patentu jest wymagany",
      "Numer patentu jest wymagany",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Imię")).toHaveFocus();
    expect(screen.getByLabelText("Imię")).toHaveAttribute("aria-invalid", "true");

    await fill("Adres e-mail", "nie-mail");
    await fill("Telefon", "abc");
    expect(screen.getByText("Podaj prawidłowy adres e-mail")).toBeInTheDocument();
    expect(screen.getByText("Podaj prawidłowy numer telefonu")).toBeInTheDocument();
  });

  it("shows a field's error once it is left", async () => {
    const { user } = await renderWizard();
    await user.click(screen.getByLabelText("Nazwisko"));
    expect(screen.queryByText("Nazwisko jest wymagane")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Nazwisko jest wymagane")).toBeInTheDocument();
    expect(screen.queryByText("Imię jest wymagane")).not.toBeInTheDocument();
  });

  it("validates with react-hook-form's resolver: a shown error goes as soon as a value fixes it, without another click", async () => {
    const { user } = await renderWizard();
    await revealErrors(user);
    expect(screen.getByText("Nazwisko jest wymagane")).toBeInTheDocument();
    expect(screen.getByLabelText("Nazwisko")).toHaveAttribute("aria-invalid", "true");
    await fill("Nazwisko", "Kowalski");
    // (antd's leaving message stays in jsdom, which never ends its animation: the field says it)
    expect(screen.getByLabelText("Nazwisko")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Imię")).toHaveAttribute("aria-invalid", "true");
    await fill("Nazwisko", "");
    expect(screen.getByLabelText("Nazwisko")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for the licence name only when the licence is 'other'", async () => {
    const { user } = await renderWizard();
    expect(screen.queryByLabelText("Nazwa patentu")).not.toBeInTheDocument();
    await chooseOption(user, "Rodzaj patentu", "Inny patent");
    await user.click(screen.getByLabelText("Nazwa patentu"));
    await user.tab();
    expect(screen.getByText("Podaj nazwę patentu")).toBeInTheDocument();
  });

  it("fills in the account's name, e-mail and phone (no captain profile) and marks the account's e-mail", async () => {
    const { user } = await renderWizard({ mocks: [profileMocks.profile(null)] });
    await user.click(screen.getByRole("button", { name: /Uzupełnij danymi z konta/ }));
    expect(await screen.findByText(/Uzupełniono imię, nazwisko, e-mail i telefon z Twojego konta/)).toBeInTheDocument();
    expect(screen.getByLabelText("Imię")).toHaveValue("Jan");
    expect(screen.getByLabelText("Nazwisko")).toHaveValue("Kowalski");
    expect(screen.getByLabelText("Telefon")).toHaveValue("+48 600 100 200");
    expect(screen.getByLabelText("Adres e-mail")).toHaveValue("jan@example.com");
    expect(screen.getByText("to Twój adres konta")).toBeInTheDocument();

    await fill("Adres e-mail", "inny@example.com");
    expect(screen.queryByText("to Twój adres konta")).not.toBeInTheDocument();
  });

  it("copies the captain profile (name, phone, licence) when there is one; the e-mail stays the account's", async () => {
    const profile = savedProfile({
      firstName: "Anna",
      lastName: "Morska",
      phone: "+48 601 222 333",
      licenseType: "RYA Yachtmaster",
      otherLicense: "RYA Yachtmaster",
      licenseNumber: "Y-77",
    });
    const { user } = await renderWizard({ mocks: [profileMocks.profile(profile)] });
    await user.click(screen.getByRole("button", { name: /Uzupełnij danymi z konta/ }));
    expect(await screen.findByText("Uzupełniono dane kapitana z Twojego profilu kapitana.")).toBeInTheDocument();
    expect(screen.getByLabelText("Imię")).toHaveValue("Anna");
    expect(screen.getByLabelText("Nazwisko")).toHaveValue("Morska");
    expect(screen.getByLabelText("Telefon")).toHaveValue("+48 601 222 333");
    expect(screen.getByLabelText("Adres e-mail")).toHaveValue("jan@example.com");
    expect(screen.getByLabelText("Numer patentu")).toHaveValue("Y-77");
    expect(screen.getByText("Inny patent")).toBeInTheDocument();
    expect(screen.getByLabelText("Nazwa patentu")).toHaveValue("RYA Yachtmaster");
    expect(nextButton()).toBeEnabled();
  });

  it("goes on with Enter in a field only when the step is valid", async () => {
    const { user } = await renderWizard();
    await user.type(screen.getByLabelText("Imię"), "Jan{Enter}");
    expect(screen.getByText("1 / 5")).toBeInTheDocument();

    await fill("Nazwisko", "Kowalski");
    await fill("Telefon", "+48 600 100 200");
    await chooseOption(user, "Rodzaj patentu", "RYA Yachtmaster Ocean");
    await user.type(screen.getByLabelText("Numer patentu"), "R-1{Enter}");
    expect(await screen.findByText("2 / 5")).toBeInTheDocument();
  });

  it("hides the note about documents and shows it again", async () => {
    const { user } = await renderWizard();
    const note = screen.getByRole("note");
    expect(within(note).getByText("Dane trafią do dokumentów rejsu")).toBeInTheDocument();
    await user.click(within(note).getByRole("button", { name: "Ukryj" }));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pokaż informację o dokumentach" }));
    expect(screen.getByRole("note")).toBeInTheDocument();
  });
});
