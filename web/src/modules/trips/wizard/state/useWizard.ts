import { useMemo, useReducer } from "react";
import { type WizardActions, bindWizardActions } from "./wizardActions.ts";
import type { TripFormData } from "../../../../../../validation/trip.ts";
import { initialWizardState, prefilledWizardState, wizardReducer } from "./wizardReducer.ts";
import type { EditData, WizardState } from "./wizardTypes.ts";

/**
 * The wizard's state and its actions; with `edit` it starts in edit mode with that trip's data, with
 * `prefill` as a new trip with those fields filled in.
 */
export function useWizard(edit?: EditData, prefill?: Partial<TripFormData>): { state: WizardState; actions: WizardActions } {
  const [state, dispatch] = useReducer(wizardReducer, edit, (data?: EditData) => {
    if (data) return wizardReducer(initialWizardState(), { type: "enterEditMode", data });
    return prefill ? prefilledWizardState(prefill) : initialWizardState();
  });
  const actions = useMemo(() => bindWizardActions(dispatch), []);
  return { state, actions };
}
