import { useMemo, useReducer } from "react";
import { type WizardActions, bindWizardActions } from "./wizardActions.ts";
import { initialWizardState, wizardReducer } from "./wizardReducer.ts";
import type { EditData, WizardState } from "./wizardTypes.ts";

/** The wizard's state and its actions; with `edit` it starts in edit mode with that trip's data. */
export function useWizard(edit?: EditData): { state: WizardState; actions: WizardActions } {
  const [state, dispatch] = useReducer(wizardReducer, edit, (data?: EditData) =>
    data ? wizardReducer(initialWizardState(), { type: "enterEditMode", data }) : initialWizardState(),
  );
  const actions = useMemo(() => bindWizardActions(dispatch), []);
  return { state, actions };
}
