import { tripStep1Schema, tripStep2Schema, tripStep3Schema, tripStep4Schema } from "../../../../../../validation/trip.ts";
import type { StepNumber } from "../state/wizardTypes.ts";

const shapes: ReadonlyArray<readonly [StepNumber, object]> = [
  [1, tripStep1Schema.shape],
  [2, tripStep2Schema.shape],
  [3, tripStep3Schema.shape],
  [4, tripStep4Schema.shape],
];

/** The wizard step that holds a field ('distance' → 3, 'crewMembers.0.role' → 4), or null. */
export function fieldStep(path: string): StepNumber | null {
  const head = path.split(".")[0] ?? "";
  return shapes.find(([, shape]) => Object.hasOwn(shape, head))?.[0] ?? null;
}
