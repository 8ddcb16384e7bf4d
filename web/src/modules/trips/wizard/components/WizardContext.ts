import { createContext } from "react";
import type { WizardActions } from "../state/wizardActions.ts";
import type { WizardState } from "../state/wizardTypes.ts";

export interface WizardContextValue {
  state: WizardState;
  actions: WizardActions;
  /** True while the trip is being sent: the form is locked. */
  saving: boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);
