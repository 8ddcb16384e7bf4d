import type { TripFormData } from "../../../../../../validation/trip.ts";
import { TripFieldsRow } from "./TripFieldsRow.tsx";
import { measureField } from "./measureField.ts";
import type { WizardFieldSpec } from "./wizardFieldSpec.ts";

/** The hours share a row, a third each. */
const hours = (name: "sailingHours" | "engineHours" | "mooringHours"): WizardFieldSpec<TripFormData> => ({
  ...measureField(name, 0.5, "hours"),
  width: "third",
});

const DURATION_FIELDS: readonly WizardFieldSpec<TripFormData>[] = [
  { name: "embarkationDate", input: "date", highlightEmpty: true, required: true },
  { name: "disembarkationDate", input: "date", notBefore: "embarkationDate", highlightEmpty: true, required: true },
  { ...hours("sailingHours"), hintId: "trips.wizard.fields.sailingHoursHint" },
  hours("engineHours"),
  hours("mooringHours"),
];

/** Step 3, duration: the dates (the end cannot be picked before the start) and the hours. */
export function DurationSection() {
  return <TripFieldsRow fields={DURATION_FIELDS} />;
}
