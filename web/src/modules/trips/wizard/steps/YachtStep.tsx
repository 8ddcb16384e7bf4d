import type { TripFormData } from "../../../../../../validation/trip.ts";
import { TripFieldsRow } from "./TripFieldsRow.tsx";
import type { WizardFieldSpec } from "./wizardFieldSpec.ts";
import { YachtSearchSlot } from "./YachtSearchSlot.tsx";

const YACHT_FIELDS: readonly WizardFieldSpec<TripFormData>[] = [
  { name: "yachtName", required: true },
  { name: "registrationNumber", required: true },
  { name: "homePort", required: true },
  { name: "hullLength", input: "number", step: 0.01, inputMode: "decimal", unit: "meters", required: true },
  { name: "enginesCount", input: "number", step: 1, inputMode: "numeric", required: true },
  { name: "enginePower", input: "number", step: 0.1, inputMode: "decimal", unit: "kilowatts", required: true },
];

/** Step 2: the yacht, typed in by hand (all fields required, numbers at least 0). */
export function YachtStep() {
  return (
    <>
      <YachtSearchSlot />
      <TripFieldsRow fields={YACHT_FIELDS} />
    </>
  );
}
