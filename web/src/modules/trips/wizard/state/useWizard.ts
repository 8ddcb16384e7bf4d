import { useEffect, useMemo, useRef, useState } from "react";
import { type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { type CrewMemberForm, type TripFormData, type VisitedPortForm, emptyCrewMember, tidalPortsCount } from "../../../../../../validation/trip.ts";
import { applyPatch, editTripForm, emptyVisitedPort, isInList, newTripForm } from "./formUpdates.ts";
import { STEP_SCHEMAS, errorKeys, stepResolver } from "./stepResolver.ts";
import { type StepValidity, canJumpTo } from "./wizardSelectors.ts";
import { type EditData, type FieldErrors, STEP_NUMBERS, type StepNumber, TOTAL_STEPS, type WizardActions, type WizardState } from "./wizardTypes.ts";

/** What is not form data: where the captain is, which errors show, the disclaimers, the trip edited. */
type WizardView = Pick<WizardState, "currentStep" | "furthestStep" | "touched" | "revealedSteps" | "showDisclaimers" | "isEditMode" | "tripId" | "version">;

/** Defaults (spec §3, §9): step 1 of 5, disclaimers shown, not editing. */
const newView = (step: StepNumber = 1): WizardView => ({
  currentStep: step,
  furthestStep: step,
  touched: {},
  revealedSteps: [],
  showDisclaimers: true,
  isEditMode: false,
  tripId: null,
  version: null,
});

/** Edit mode (spec §2): every step reachable and its errors shown. */
const editView = (data: EditData): WizardView => ({
  ...newView(),
  furthestStep: TOTAL_STEPS,
  revealedSteps: [...STEP_NUMBERS],
  isEditMode: true,
  tripId: data.tripId,
  version: data.version,
});

/**
 * Validity of steps 1–5 by their shared schemas (validation/trip.ts), checked directly and at once:
 * the progress marks, jumping ahead and Next's enabled state need it for every step, also those
 * not on screen, which react-hook-form's resolver (the step on screen only, and asynchronous) does
 * not check. Whether Next moves, and the errors shown, come from the resolver.
 */
const validityOf = (form: TripFormData) =>
  STEP_NUMBERS.map((step) => step === TOTAL_STEPS || STEP_SCHEMAS[step].safeParse(form).success) as unknown as StepValidity;

const moveTo = (view: WizardView, step: StepNumber): WizardView => ({
  ...view,
  currentStep: step,
  furthestStep: step > view.furthestStep ? step : view.furthestStep,
});

/** Touched marks of a list are dropped when a row goes: its paths now point at other rows. */
const untouchList = (view: WizardView, list: "visitedPorts" | "crewMembers"): WizardView => ({
  ...view,
  touched: Object.fromEntries(Object.entries(view.touched).filter(([path]) => !isInList(path, list))),
});

export interface WizardStart {
  /** A loaded trip: edit mode with its data. */
  edit?: EditData;
  /** A new trip with these fields filled in (e.g. 'Zaloguj rejs' of a planned trip). */
  prefill?: Partial<TripFormData>;
  /** The step a new trip opens on (1 unless given; the steps before count as reached). */
  step?: StepNumber;
}

/**
 * The wizard: its data lives in react-hook-form (visited ports and crew as field arrays), validated
 * by its zod resolver over the step on screen (the step is the form's resolver context); the step
 * and which errors are shown beside it. `dirty`: the data differs from what the wizard started (or
 * was reloaded) with.
 */
export function useWizard({ edit, prefill, step }: WizardStart = {}): { state: WizardState; actions: WizardActions; dirty: boolean } {
  const [defaults] = useState(() => (edit ? editTripForm(edit) : newTripForm(prefill)));
  const [view, setView] = useState<WizardView>(() => (edit ? editView(edit) : newView(step)));
  const {
    control,
    getValues,
    setValue,
    reset: resetForm,
    trigger,
    formState,
  } = useForm<TripFormData, StepNumber>({
    defaultValues: defaults,
    resolver: stepResolver,
    context: view.currentStep,
  });
  // The step Next was asked on: a second Next before the first one's check ends must not skip a step.
  const stepOnScreen = useRef(view.currentStep);
  useEffect(() => {
    stepOnScreen.current = view.currentStep;
  }, [view.currentStep]);
  const ports = useFieldArray({ control, name: "visitedPorts", keyName: "key" });
  const crew = useFieldArray({ control, name: "crewMembers", keyName: "key" });

  const { append: appendPort, remove: removePort, replace: replacePorts } = ports;
  const { append: appendMember, remove: removeMember } = crew;
  const actions = useMemo((): WizardActions => {
    const put = (path: string, value: unknown) => setValue(path as FieldPath<TripFormData>, value as never, { shouldDirty: true });
    /** The tidal ports count follows the ports (spec §3). */
    const recount = () => {
      const form = getValues();
      const count = tidalPortsCount(form);
      if (form.tidalPortsCount !== count) put("tidalPortsCount", count);
    };
    const putRow = <T extends object>(list: "visitedPorts" | "crewMembers", index: number, patch: Partial<T>) => {
      for (const [key, value] of Object.entries(patch)) put(`${list}.${index}.${key}`, value);
      recount();
    };
    const jumpable = (view: WizardView, target: StepNumber) => canJumpTo({ ...view, stepValidity: validityOf(getValues()) }, target);
    return {
      update: (patch) => {
        const before = { ...getValues() };
        const next = applyPatch(before, patch);
        for (const key of Object.keys(next) as (keyof TripFormData)[]) {
          if (next[key] !== before[key]) put(key, next[key]);
        }
      },
      updateVisitedPort: (index, patch) => putRow<VisitedPortForm>("visitedPorts", index, patch),
      addVisitedPort: () => appendPort(emptyVisitedPort(), { shouldFocus: false }),
      removeVisitedPort: (index) => {
        // Removing the last visited port leaves one empty row (spec §3).
        if (getValues().visitedPorts.length > 1) removePort(index);
        else replacePorts([emptyVisitedPort()]);
        recount();
        setView((view) => untouchList(view, "visitedPorts"));
      },
      updateCrewMember: (index, patch) => putRow<CrewMemberForm>("crewMembers", index, patch),
      addCrewMember: () => appendMember(emptyCrewMember(), { shouldFocus: false }),
      removeCrewMember: (index) => {
        removeMember(index);
        setView((view) => untouchList(view, "crewMembers"));
      },
      next: async () => {
        const from = stepOnScreen.current;
        // The resolver checks the step on screen and shows its errors; edit mode moves on anyway.
        const valid = await trigger();
        setView((view) => {
          const allowed = view.isEditMode || valid;
          if (!allowed || view.currentStep !== from || view.currentStep === TOTAL_STEPS) return view;
          return moveTo(view, (view.currentStep + 1) as StepNumber);
        });
      },
      previous: () => setView((view) => (view.currentStep === 1 ? view : moveTo(view, (view.currentStep - 1) as StepNumber))),
      goTo: (target) => setView((view) => (jumpable(view, target) ? moveTo(view, target) : view)),
      touch: (path) => setView((view) => (view.touched[path] ? view : { ...view, touched: { ...view.touched, [path]: true } })),
      revealErrors: () =>
        setView((view) => (view.revealedSteps.includes(view.currentStep) ? view : { ...view, revealedSteps: [...view.revealedSteps, view.currentStep] })),
      toggleDisclaimers: () => setView((view) => ({ ...view, showDisclaimers: !view.showDisclaimers })),
      enterEditMode: (data) => {
        resetForm(editTripForm(data));
        setView(editView(data));
      },
      reset: () => {
        resetForm(newTripForm());
        setView(newView());
      },
    };
  }, [getValues, setValue, resetForm, trigger, appendPort, removePort, replacePorts, appendMember, removeMember]);

  // Re-rendered on every change; the data is read as it is now (a field array's change reaches
  // useWatch's copy one commit later, and a row just added must render at once to take the focus).
  // A copy that keeps its identity while the data stays the same, and what is derived from it.
  useWatch({ control });
  const json = JSON.stringify(getValues());
  const form = useMemo(() => JSON.parse(json) as TripFormData, [json]);
  const stepValidity = useMemo(() => validityOf(form), [form]);
  // The resolver checks the step on screen whenever its data or the view changes (another step, a
  // reset, which clears react-hook-form's errors), so a field's error is there when the field is
  // left, and a value that fixes it clears it at once.
  useEffect(() => {
    void trigger();
  }, [form, view, trigger]);
  // react-hook-form's errors by field path; a copy that keeps its identity while they stay the same.
  const errorsJson = JSON.stringify(errorKeys(formState.errors));
  const errors = useMemo(() => JSON.parse(errorsJson) as FieldErrors, [errorsJson]);
  const portKeys = useMemo(() => ports.fields.map((field) => field.key), [ports.fields]);
  const crewKeys = useMemo(() => crew.fields.map((field) => field.key), [crew.fields]);
  const state = useMemo(
    (): WizardState => ({ ...view, form, totalSteps: TOTAL_STEPS, stepValidity, errors, portKeys, crewKeys }),
    [view, form, stepValidity, errors, portKeys, crewKeys],
  );
  return { state, actions, dirty: formState.isDirty };
}
