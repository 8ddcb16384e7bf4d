import type { CrewMemberForm, TripFormData, VisitedPortForm } from "../../../../../../validation/trip.ts";

export const TOTAL_STEPS = 5;

/** 1 captain, 2 yacht, 3 route and cruise details, 4 crew, 5 summary (spec §2 "Trip wizard"). */
export type StepNumber = 1 | 2 | 3 | 4 | 5;

export const STEP_NUMBERS: readonly StepNumber[] = [1, 2, 3, 4, 5];

/** Field path (`firstName`, `visitedPorts.0.name`, `crewMembers.1.role`) → message key of validation/messages.ts. */
export type FieldErrors = Record<string, string>;

/**
 * What the wizard shows (spec §3 "Form state", §4): the form data (held by react-hook-form) plus
 * where the captain is in it. Validity and errors come from the shared schemas (errors through react-hook-form's resolver).
 */
export interface WizardState {
  form: TripFormData;
  currentStep: StepNumber;
  /** The furthest step reached so far. */
  furthestStep: StepNumber;
  totalSteps: typeof TOTAL_STEPS;
  /** Validity of steps 1–5 (index 0 = step 1). */
  stepValidity: readonly [boolean, boolean, boolean, boolean, boolean];
  /** The current step's field errors, from react-hook-form's resolver over its shared schema. */
  errors: FieldErrors;
  /** Fields the captain has left (their errors are shown). */
  touched: Readonly<Record<string, true>>;
  /** Steps whose errors are all shown ('show missing fields', or every step in edit mode). */
  revealedSteps: readonly StepNumber[];
  showDisclaimers: boolean;
  isEditMode: boolean;
  tripId: string | null;
  /** The loaded trip's version, sent back as expectedVersion. */
  version: number | null;
  /** React keys of the visited-port rows and crew members (react-hook-form's field array ids), parallel to the form's lists. */
  portKeys: readonly string[];
  crewKeys: readonly string[];
}

/** What the steps do with the wizard: change data (react-hook-form underneath) and move between steps. */
export interface WizardActions {
  update: (patch: Partial<TripFormData>) => void;
  updateVisitedPort: (index: number, patch: Partial<VisitedPortForm>) => void;
  addVisitedPort: () => void;
  removeVisitedPort: (index: number) => void;
  updateCrewMember: (index: number, patch: Partial<CrewMemberForm>) => void;
  addCrewMember: () => void;
  removeCrewMember: (index: number) => void;
  /** Validates the step on screen (react-hook-form's resolver) and moves on when it passes, or in edit mode. */
  next: () => Promise<void>;
  previous: () => void;
  goTo: (step: StepNumber) => void;
  touch: (path: string) => void;
  revealErrors: () => void;
  toggleDisclaimers: () => void;
  enterEditMode: (data: EditData) => void;
  reset: () => void;
}

export interface EditData {
  tripId: string;
  version: number | null;
  form: Partial<TripFormData>;
}
