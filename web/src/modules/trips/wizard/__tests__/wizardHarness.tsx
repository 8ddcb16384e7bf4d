import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { type FormEvent, type ReactNode, useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { expect } from "vitest";
import { LanguageProvider } from "../../../../i18n/LanguageProvider.tsx";
import { AuthContext, type AuthContextValue } from "../../../auth/AuthContext.ts";
import { type TripFormData, emptyTripForm } from "../../../../../../validation/trip.ts";
import { StepContent } from "../components/StepContent.tsx";
import { TripWizard } from "../components/TripWizard.tsx";
import { WizardContext } from "../components/WizardContext.ts";
import { WizardNavigation } from "../components/WizardNavigation.tsx";
import { WizardProgress } from "../components/WizardProgress.tsx";
import { STEP_SCHEMAS } from "../state/stepResolver.ts";
import { type WizardStart, useWizard } from "../state/useWizard.ts";
import type { EditData, StepNumber } from "../state/wizardTypes.ts";
import { validTripForm } from "./tripFixtures.ts";
import { must } from "../../../../../../validation/must.ts";

const captain = { id: "u1", name: "Jan Kowalski", email: "jan@example.com", phone: "+48 600 100 200", role: "captain" as const };

/** A signed-in captain's auth context, for rendering wizard pieces outside the app. */
export const captainAuth: AuthContextValue = {
  user: captain,
  student: null,
  captainLoggedOut: false,
  studentLoggedOut: false,
  signInCaptain: () => undefined,
  signInStudent: () => undefined,
  logoutCaptain: () => Promise.resolve(),
  logoutStudent: () => Promise.resolve(),
};

function Providers({ children, mocks = [] }: { children: ReactNode; mocks?: ReadonlyArray<MockLink.MockedResponse> }) {
  return (
    <LanguageProvider>
      <MockedProvider mocks={mocks}>
        <AuthContext value={captainAuth}>
          <MemoryRouter>{children}</MemoryRouter>
        </AuthContext>
      </MockedProvider>
    </LanguageProvider>
  );
}

/** Waits for react-hook-form's resolver, which checks the step on screen in a promise after every change. */
export const settle = () => act(async () => {});

/** Types a value into a wizard field (as a paste would) and waits for the step's errors. */
export async function changeValue(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
  await settle();
}

/** The whole wizard (create mode, or edit mode with `edit`) outside the app's routes, its first check done. */
export async function renderWizard({ edit, mocks }: { edit?: EditData; mocks?: ReadonlyArray<MockLink.MockedResponse> } = {}) {
  const user = userEvent.setup();
  render(
    <Providers mocks={mocks}>
      <TripWizard edit={edit} />
    </Providers>,
  );
  await settle();
  return { user };
}

/** The fields of step `step` (1–4) as the empty form has them: the step not filled in yet. */
export function emptyStepFields(step: keyof typeof STEP_SCHEMAS): Partial<TripFormData> {
  const shape = STEP_SCHEMAS[step].shape;
  return Object.fromEntries(Object.entries(emptyTripForm()).filter(([name]) => Object.hasOwn(shape, name)));
}

/** The wizard opened on `step` after valid steps before it (that step's fields empty), with `patch` applied. */
export function stateAt(step: StepNumber, patch: Partial<TripFormData> = {}): WizardStart {
  const clear = step === 5 ? {} : emptyStepFields(step);
  return { prefill: { ...validTripForm(), ...clear, ...patch }, step };
}

function StepHarness({ start }: { start: WizardStart }) {
  const { state, actions } = useWizard(start);
  const [saves, setSaves] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.currentStep === 5) setSaves((n) => n + 1);
    else void actions.next();
  };
  return (
    <WizardContext value={{ state, actions, saving: false }}>
      <WizardProgress />
      <form onSubmit={onSubmit} noValidate>
        <StepContent step={state.currentStep} />
        <WizardNavigation done={false} cancelTo="/sailing-trips" submitLabel="Zapisz rejs" />
      </form>
      <output data-testid="wizard-state">{JSON.stringify({ step: state.currentStep, validity: state.stepValidity, saves })}</output>
    </WizardContext>
  );
}

/** One step (with the progress bar and navigation) from a prepared start; `probe()` reads the state (and step 5's saves) back. */
export async function renderStep(start: WizardStart) {
  const user = userEvent.setup();
  render(
    <Providers>
      <StepHarness start={start} />
    </Providers>,
  );
  await settle();
  const probe = () => JSON.parse(screen.getByTestId("wizard-state").textContent ?? "{}") as { step: number; validity: boolean[]; saves: number };
  return { user, probe };
}

/** Picks an option of an antd Select by the field's label (inside `scope`, e.g. a crew member). */
export async function chooseOption(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  const dropdowns = [...document.querySelectorAll<HTMLElement>(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")];
  const open = dropdowns[dropdowns.length - 1];
  await user.click(within(must(open)).getByTitle(option));
}

export const nextButton = () => screen.getByRole("button", { name: "Dalej" });
export const revealErrors = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Pokaż brakujące pola" }));

/** Clicks 'Pokaż brakujące pola' and expects each of the step's required-field `messages` (inside `scope`, e.g. a crew member). */
export async function expectRequiredMessages(user: UserEvent, messages: string[], scope: HTMLElement = document.body) {
  await revealErrors(user);
  for (const text of messages) expect(within(scope).getByText(text)).toBeInTheDocument();
}
