import { createContext } from "react";
import type { WizardActions, WizardState } from "../state/wizardTypes.ts";

/** 'trip': create or edit a saved trip; 'public': the free PDF generator (nothing saved, no yacht adding). */
export type WizardMode = "trip" | "public";

export interface WizardContextValue {
  state: WizardState;
  actions: WizardActions;
  /** True while the trip is being sent: the form is locked. */
  saving: boolean;
  /** 'trip' when not given. */
  mode?: WizardMode;
}

export const WizardContext = createContext<WizardContextValue | null>(null);
