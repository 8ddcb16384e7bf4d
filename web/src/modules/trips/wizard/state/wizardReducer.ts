import {
  type CrewMemberForm,
  type TripFormData,
  type VisitedPortForm,
  emptyTripForm,
  tidalPortsCount,
} from "../../../../../../validation/trip.ts";
import { applyPatch, changeAt, emptyVisitedPort, isInList, removeAt, withNewCrewMember, withoutVisitedPort } from "./formUpdates.ts";
import { validateStep } from "./validateStep.ts";
import { canJumpTo } from "./wizardSelectors.ts";
import { type EditData, STEP_NUMBERS, type StepNumber, TOTAL_STEPS, type WizardState } from "./wizardTypes.ts";

export type WizardAction =
  | { type: "update"; patch: Partial<TripFormData> }
  | { type: "updateVisitedPort"; index: number; patch: Partial<VisitedPortForm> }
  | { type: "addVisitedPort" }
  | { type: "removeVisitedPort"; index: number }
  | { type: "updateCrewMember"; index: number; patch: Partial<CrewMemberForm> }
  | { type: "addCrewMember" }
  | { type: "removeCrewMember"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; step: StepNumber }
  | { type: "touch"; path: string }
  | { type: "revealErrors" }
  | { type: "toggleDisclaimers" }
  | { type: "enterEditMode"; data: EditData }
  | { type: "leaveEditMode" }
  | { type: "reset" };

const keysFor = (length: number, from: number) => Array.from({ length }, (_, i) => from + i);

/** Defaults (spec §3, §9): step 1 of 5, steps 1–3 invalid, 4–5 valid, disclaimers shown, not editing. */
export function initialWizardState(): WizardState {
  const form = emptyTripForm();
  const portCount = form.visitedPorts.length;
  return {
    form,
    currentStep: 1,
    furthestStep: 1,
    totalSteps: TOTAL_STEPS,
    stepValidity: [false, false, false, true, true],
    errors: validateStep(1, form).errors,
    touched: {},
    revealedSteps: [],
    showDisclaimers: true,
    isEditMode: false,
    tripId: null,
    version: null,
    portKeys: keysFor(portCount, 0),
    crewKeys: [],
    nextKey: portCount,
  };
}

/** Re-validates the current step with its shared schema (spec §4: after every data update). */
function revalidate(state: WizardState): WizardState {
  const { valid, errors } = validateStep(state.currentStep, state.form);
  const stepValidity = [...state.stepValidity] as [boolean, boolean, boolean, boolean, boolean];
  stepValidity[state.currentStep - 1] = valid;
  return { ...state, stepValidity, errors };
}

const withForm = (state: WizardState, patch: Partial<TripFormData>) => revalidate({ ...state, form: applyPatch(state.form, patch) });

function moveTo(state: WizardState, step: StepNumber): WizardState {
  const furthestStep = step > state.furthestStep ? step : state.furthestStep;
  return revalidate({ ...state, currentStep: step, furthestStep });
}

/** Touched marks of a list are dropped when a row goes: its paths now point at other rows. */
function untouchList(touched: WizardState["touched"], list: "visitedPorts" | "crewMembers") {
  return Object.fromEntries(Object.entries(touched).filter(([path]) => !isInList(path, list)));
}

function enterEditMode(data: EditData): WizardState {
  const base = initialWizardState();
  const merged = { ...base.form, ...data.form };
  const form = { ...merged, visitedPorts: merged.visitedPorts.length > 0 ? merged.visitedPorts : [emptyVisitedPort()] };
  form.tidalPortsCount = tidalPortsCount(form);
  return revalidate({
    ...base,
    form,
    isEditMode: true,
    tripId: data.tripId,
    version: data.version,
    stepValidity: [true, true, true, true, true],
    revealedSteps: [...STEP_NUMBERS],
    furthestStep: TOTAL_STEPS,
    portKeys: keysFor(form.visitedPorts.length, 0),
    crewKeys: keysFor(form.crewMembers.length, form.visitedPorts.length),
    nextKey: form.visitedPorts.length + form.crewMembers.length,
  });
}

/**
 * A new trip started from known data (e.g. 'Zaloguj rejs' of a planned trip): step 1, not editing,
 * the given fields filled in; crew members get their row keys.
 */
export function prefilledWizardState(prefill: Partial<TripFormData>): WizardState {
  const base = initialWizardState();
  const form = applyPatch(base.form, prefill);
  return revalidate({
    ...base,
    form,
    crewKeys: keysFor(form.crewMembers.length, base.nextKey),
    nextKey: base.nextKey + form.crewMembers.length,
  });
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { form } = state;
  switch (action.type) {
    case "update":
      return withForm(state, action.patch);
    case "updateVisitedPort":
      return withForm(state, { visitedPorts: changeAt(form.visitedPorts, action.index, action.patch) });
    case "addVisitedPort":
      return {
        ...withForm(state, { visitedPorts: [...form.visitedPorts, emptyVisitedPort()] }),
        portKeys: [...state.portKeys, state.nextKey],
        nextKey: state.nextKey + 1,
      };
    case "removeVisitedPort": {
      const visitedPorts = withoutVisitedPort(form.visitedPorts, action.index);
      const kept = removeAt(state.portKeys, action.index);
      const replaced = kept.length === 0;
      return {
        ...withForm({ ...state, touched: untouchList(state.touched, "visitedPorts") }, { visitedPorts }),
        portKeys: replaced ? [state.nextKey] : kept,
        nextKey: replaced ? state.nextKey + 1 : state.nextKey,
      };
    }
    case "updateCrewMember":
      return withForm(state, { crewMembers: changeAt(form.crewMembers, action.index, action.patch) });
    case "addCrewMember":
      return {
        ...withForm(state, { crewMembers: withNewCrewMember(form.crewMembers) }),
        crewKeys: [...state.crewKeys, state.nextKey],
        nextKey: state.nextKey + 1,
      };
    case "removeCrewMember":
      return {
        ...withForm({ ...state, touched: untouchList(state.touched, "crewMembers") }, { crewMembers: removeAt(form.crewMembers, action.index) }),
        crewKeys: removeAt(state.crewKeys, action.index),
      };
    case "next": {
      const allowed = state.isEditMode || state.stepValidity[state.currentStep - 1];
      if (!allowed || state.currentStep === TOTAL_STEPS) return state;
      return moveTo(state, (state.currentStep + 1) as StepNumber);
    }
    case "previous":
      return state.currentStep === 1 ? state : moveTo(state, (state.currentStep - 1) as StepNumber);
    case "goTo":
      return canJumpTo(state, action.step) ? moveTo(state, action.step) : state;
    case "touch":
      return state.touched[action.path] ? state : { ...state, touched: { ...state.touched, [action.path]: true } };
    case "revealErrors":
      return state.revealedSteps.includes(state.currentStep) ? state : { ...state, revealedSteps: [...state.revealedSteps, state.currentStep] };
    case "toggleDisclaimers":
      return { ...state, showDisclaimers: !state.showDisclaimers };
    case "enterEditMode":
      return enterEditMode(action.data);
    case "leaveEditMode":
    case "reset":
      return initialWizardState();
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
