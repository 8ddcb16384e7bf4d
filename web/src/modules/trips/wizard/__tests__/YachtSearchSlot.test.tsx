import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../../../i18n/LanguageProvider.tsx";
import { AuthContext, type AuthContextValue } from "../../../auth/AuthContext.ts";
import { yachtMocks as m } from "../../../yachts/__tests__/yachtMocks.ts";
import { WizardContext, type WizardMode } from "../components/WizardContext.ts";
import { type WizardStart, useWizard } from "../state/useWizard.ts";
import { YachtStep } from "../steps/YachtStep.tsx";
import { captainAuth, settle, stateAt } from "./wizardHarness.tsx";

const auth = (signedIn: boolean): AuthContextValue => (signedIn ? captainAuth : { ...captainAuth, user: null });

function Step({ initial, mode }: { initial: WizardStart; mode: WizardMode }) {
  const { state, actions } = useWizard(initial);
  return (
    <WizardContext value={{ state, actions, saving: false, mode }}>
      <YachtStep />
    </WizardContext>
  );
}

async function renderSlot({
  mocks = [],
  signedIn = true,
  mode = "trip",
  initial = stateAt(2),
}: {
  mocks?: MockLink.MockedResponse[];
  signedIn?: boolean;
  mode?: WizardMode;
  initial?: WizardStart;
} = {}) {
  const user = userEvent.setup();
  render(
    <LanguageProvider>
      <MockedProvider mocks={mocks}>
        <AuthContext value={auth(signedIn)}>
          <MemoryRouter>
            <Step initial={initial} mode={mode} />
          </MemoryRouter>
        </AuthContext>
      </MockedProvider>
    </LanguageProvider>,
  );
  await settle();
  return { user };
}

const searchBox = () => screen.getByLabelText("Wyszukaj jacht w swojej bazie");

describe("trip wizard — step 2 yacht search", () => {
  it("hints at 2 characters, moves through the results with the arrow keys, picks with Enter and closes with Escape", async () => {
    const zawisza = m.yacht();
    const omega = { ...m.yacht(), id: "y2", name: "Omega", registrationNumber: "POL-2" };
    const { user } = await renderSlot({ mocks: [m.search("za", [zawisza, omega]), m.search("zaw", [zawisza, omega])] });
    const box = searchBox();
    expect(box).toHaveAttribute("role", "combobox");
    await user.type(box, "z");
    expect(screen.getByText("Wpisz co najmniej 2 znaki")).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription("Wpisz co najmniej 2 znaki");
    await user.type(box, "a");
    const list = await screen.findByRole("listbox", { name: "Znalezione jachty" });
    expect(screen.queryByText("Wpisz co najmniej 2 znaki")).toBeNull();
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = within(list).getByRole("option", { name: /Omega/ });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", second.id);
    expect(box).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Nazwa jachtu")).toHaveValue("Omega");
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.type(box, "zaw");
    await screen.findByRole("listbox", { name: "Znalezione jachty" });
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Nazwa jachtu")).toHaveValue("Omega");
  });

  it("searches from 2 characters and fills the six fields with the picked yacht", async () => {
    const zawisza = { ...m.yacht(), enginesCount: 2 };
    const { user } = await renderSlot({ mocks: [m.search("za", [zawisza])] });
    await user.type(searchBox(), "z");
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole("listbox", { name: "Znalezione jachty" })).toBeNull();
    await user.type(searchBox(), "a");
    const list = await screen.findByRole("listbox", { name: "Znalezione jachty" });
    await user.click(within(list).getByRole("option", { name: /Zawisza Czarny/ }));

    expect(screen.getByLabelText("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
    expect(screen.getByLabelText("Numer rejestracyjny")).toHaveValue("POL-1234");
    expect(screen.getByLabelText("Port macierzysty")).toHaveValue("Gdynia");
    expect(screen.getByLabelText("Długość kadłuba")).toHaveValue(42.7);
    expect(screen.getByLabelText("Liczba silników")).toHaveValue(2);
    expect(screen.getByLabelText("Moc silnika")).toHaveValue(276.5);
    expect(screen.getByText("Uzupełniono dane jachtu Zawisza Czarny.")).toBeInTheDocument();
    expect(searchBox()).toHaveValue("");
  });

  it("says so when nothing is found", async () => {
    const { user } = await renderSlot({ mocks: [m.search("xyz", [])] });
    await user.type(searchBox(), "xyz");
    expect(await screen.findByText("Nie znaleziono jachtów. Wprowadź dane ręcznie.")).toBeInTheDocument();
  });

  it("adds the typed yacht to the database", async () => {
    const calls: Record<string, unknown>[] = [];
    const initial = stateAt(2, {
      yachtName: "Omega",
      registrationNumber: "X-1",
      homePort: "Giżycko",
      hullLength: "7.25",
      enginesCount: "1",
      enginePower: "9.9",
    });
    const { user } = await renderSlot({ mocks: [m.create(calls, "Omega")], initial });
    await user.click(screen.getByRole("button", { name: "Dodaj jacht do bazy" }));
    expect(await screen.findByText("Jacht Omega został dodany do Twojej bazy jachtów.")).toBeInTheDocument();
    expect(calls[0]).toEqual({
      input: { name: "Omega", registrationNumber: "X-1", homePort: "Giżycko", hullLength: "7.25", enginesCount: "1", enginePower: "9.9" },
    });
  });

  it("lists what is missing instead of adding an incomplete yacht, and the server's refusal", async () => {
    const { user } = await renderSlot({ mocks: [m.createError("PREMIUM_REQUIRED", "Ta funkcja wymaga konta Premium")] });
    await user.click(screen.getByRole("button", { name: "Dodaj jacht do bazy" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Nazwa jachtu"), "Omega");
    await user.type(screen.getByLabelText("Numer rejestracyjny"), "X-1");
    await user.type(screen.getByLabelText("Port macierzysty"), "Giżycko");
    await user.click(screen.getByRole("button", { name: "Dodaj jacht do bazy" }));
    expect(await screen.findByText("Ta funkcja wymaga konta Premium")).toBeInTheDocument();
  });

  it("is not there for visitors, and the public generator has no add button", async () => {
    await renderSlot({ signedIn: false });
    expect(screen.queryByLabelText("Wyszukaj jacht w swojej bazie")).toBeNull();
    expect(screen.queryByRole("button", { name: "Dodaj jacht do bazy" })).toBeNull();
    expect(screen.getByLabelText("Nazwa jachtu")).toBeInTheDocument();
  });

  it("keeps the search but hides the add button in public mode", async () => {
    await renderSlot({ mode: "public" });
    expect(searchBox()).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dodaj jacht do bazy" })).toBeNull();
  });
});
