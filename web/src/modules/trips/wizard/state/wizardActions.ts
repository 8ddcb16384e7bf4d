import type { Dispatch } from "react";
import type { CrewMemberForm, TripFormData, VisitedPortForm } from "../../../../../../validation/trip.ts";
import type { WizardAction } from "./wizardReducer.ts";
import type { EditData, StepNumber } from "./wizardTypes.ts";

export interface WizardActions {
  update: (patch: Partial<TripFormData>) => void;
  updateVisitedPort: (index: number, patch: Partial<VisitedPortForm>) => void;
  addVisitedPort: () => void;
  removeVisitedPort: (index: number) => void;
  updateCrewMember: (index: number, patch: Partial<CrewMemberForm>) => void;
  addCrewMember: () => void;
  removeCrewMember: (index: number) => void;
  next: () => void;
  previous: () => void;
  goTo: (step: StepNumber) => void;
  touch: (path: string) => void;
  revealErrors: () => void;
  toggleDisclaimers: () => void;
  enterEditMode: (data: EditData) => void;
  reset: () => void;
}

/** The wizard's actions as functions over a dispatch. */
export function bindWizardActions(dispatch: Dispatch<WizardAction>): WizardActions {
  return {
    update: (patch) => dispatch({ type: "update", patch }),
    updateVisitedPort: (index, patch) => dispatch({ type: "updateVisitedPort", index, patch }),
    addVisitedPort: () => dispatch({ type: "addVisitedPort" }),
    removeVisitedPort: (index) => dispatch({ type: "removeVisitedPort", index }),
    updateCrewMember: (index, patch) => dispatch({ type: "updateCrewMember", index, patch }),
    addCrewMember: () => dispatch({ type: "addCrewMember" }),
    removeCrewMember: (index) => dispatch({ type: "removeCrewMember", index }),
    next: () => dispatch({ type: "next" }),
    previous: () => dispatch({ type: "previous" }),
    goTo: (step) => dispatch({ type: "goTo", step }),
    touch: (path) => dispatch({ type: "touch", path }),
    revealErrors: () => dispatch({ type: "revealErrors" }),
    toggleDisclaimers: () => dispatch({ type: "toggleDisclaimers" }),
    enterEditMode: (data) => dispatch({ type: "enterEditMode", data }),
    reset: () => dispatch({ type: "reset" }),
  };
}
