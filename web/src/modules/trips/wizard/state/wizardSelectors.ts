import { type StepNumber, TOTAL_STEPS, type WizardState } from "./wizardTypes.ts";

export type StepValidity = WizardState["stepValidity"];

/** What moving between steps depends on. */
type Position = Pick<WizardState, "currentStep" | "furthestStep" | "isEditMode" | "stepValidity">;

export const isStepValid = (state: Pick<WizardState, "stepValidity">, step: StepNumber) => state.stepValidity[step - 1];

/** Next works when the current step is valid, always in edit mode, never while saving (spec §2, §4). */
export const canGoNext = (state: Position, saving = false) =>
  !saving && state.currentStep < TOTAL_STEPS && (state.isEditMode || isStepValid(state, state.currentStep));

/**
 * A step in the progress bar is clickable when it is completed: an earlier step, or one reached
 * before whose preceding steps are all valid. In edit mode every step is.
 */
export function canJumpTo(state: Position, step: StepNumber): boolean {
  if (step === state.currentStep) return false;
  if (state.isEditMode || step < state.currentStep) return true;
  if (step > state.furthestStep) return false;
  for (let s = 1; s < step; s += 1) if (!state.stepValidity[s - 1]) return false;
  return true;
}

/** currentStep / 5 as a percentage. */
export const progressPercent = (state: Pick<WizardState, "currentStep">) => Math.round((state.currentStep / TOTAL_STEPS) * 100);

/** A field's error is shown once the field was left, or when the step's errors were revealed. */
export const isErrorShown = (state: Pick<WizardState, "touched" | "revealedSteps" | "currentStep">, path: string) =>
  state.touched[path] === true || state.revealedSteps.includes(state.currentStep);

type StepStatus = "wait" | "process" | "finish" | "error";

/** How the progress bar draws a step. */
export function stepStatus(state: Position, step: StepNumber): StepStatus {
  if (step === state.currentStep) return "process";
  const reached = state.isEditMode || step < state.currentStep || step <= state.furthestStep;
  if (!reached) return "wait";
  return isStepValid(state, step) ? "finish" : "error";
}
