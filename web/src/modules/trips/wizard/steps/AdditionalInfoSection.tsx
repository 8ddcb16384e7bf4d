import type { TripFormData } from "../../../../../../validation/trip.ts";
import { TripFieldsRow } from "./TripFieldsRow.tsx";
import type { WizardFieldSpec } from "./wizardFieldSpec.ts";

const ADDITIONAL_FIELDS: readonly WizardFieldSpec<TripFormData>[] = [
  { name: "logbookNumber" },
  { name: "captainNotes", input: "textarea", maxLength: 5000, width: "full" },
];

/** Step 3, additional information: logbook number and the captain's notes (both optional). */
export function AdditionalInfoSection() {
  return <TripFieldsRow fields={ADDITIONAL_FIELDS} />;
}
