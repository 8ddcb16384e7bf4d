import type { TripFormData } from "../../../../../../validation/trip.ts";
import type { TextKey, WizardFieldSpec } from "./wizardFieldSpec.ts";

/** A required voyage measure (distance, hours): a decimal of at least 0 with its unit, red while empty. */
export const measureField = (name: TextKey<TripFormData>, step: number, unit: "nauticalMiles" | "hours"): WizardFieldSpec<TripFormData> => ({
  name,
  input: "number",
  step,
  inputMode: "decimal",
  unit,
  highlightEmpty: true,
  required: true,
});
