import { fieldErrorKeys } from "../../../../../../validation/errors.ts";
import { type TripFormData, tripStep1Schema, tripStep2Schema, tripStep3Schema, tripStep4Schema } from "../../../../../../validation/trip.ts";
import type { FieldErrors, StepNumber } from "./wizardTypes.ts";

const schemas = { 1: tripStep1Schema, 2: tripStep2Schema, 3: tripStep3Schema, 4: tripStep4Schema } as const;

interface StepValidation {
  valid: boolean;
  /** Field path → the first message key of that field, in the schema's order. */
  errors: FieldErrors;
}

/** Checks one step with its shared schema (validation/trip.ts); the summary (5) is always valid. */
export function validateStep(step: StepNumber, form: TripFormData): StepValidation {
  if (step === 5) return { valid: true, errors: {} };
  const result = schemas[step].safeParse(form);
  if (result.success) return { valid: true, errors: {} };
  const errors: FieldErrors = {};
  for (const [path, keys] of Object.entries(fieldErrorKeys(result.error))) errors[path] = keys[0];
  return { valid: false, errors };
}
