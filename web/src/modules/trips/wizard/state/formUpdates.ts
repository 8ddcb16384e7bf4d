import { type TripFormData, type VisitedPortForm, emptyTripForm, tidalPortsCount } from "../../../../../../validation/trip.ts";
import type { EditData } from "./wizardTypes.ts";

export const emptyVisitedPort = (): VisitedPortForm => ({ name: "", isTidalPort: false, arrivalDate: "", departureDate: "" });

/**
 * Merges a change into the form (spec §4 step 3): moving the embarkation date after the
 * disembarkation date clears the latter; the tidal ports count is always derived.
 */
export function applyPatch(form: TripFormData, patch: Partial<TripFormData>): TripFormData {
  const next = { ...form, ...patch };
  const startMoved = patch.embarkationDate !== undefined && patch.embarkationDate !== form.embarkationDate;
  if (startMoved && next.embarkationDate && next.disembarkationDate && next.disembarkationDate < next.embarkationDate) {
    next.disembarkationDate = "";
  }
  return { ...next, tidalPortsCount: tidalPortsCount(next) };
}

/** The form a new trip starts with (spec §9), with `prefill` applied (e.g. from a planned trip). */
export const newTripForm = (prefill: Partial<TripFormData> = {}): TripFormData => applyPatch(emptyTripForm(), prefill);

/** A loaded trip's form: the defaults overlaid with its data; at least one visited-port row. */
export function editTripForm(data: EditData): TripFormData {
  const merged = { ...emptyTripForm(), ...data.form };
  const form = { ...merged, visitedPorts: merged.visitedPorts.length > 0 ? merged.visitedPorts : [emptyVisitedPort()] };
  return { ...form, tidalPortsCount: tidalPortsCount(form) };
}

/** Whether a field path belongs to a list (`visitedPorts.2.name` → `visitedPorts`). */
export const isInList = (path: string, list: "visitedPorts" | "crewMembers") => path.startsWith(`${list}.`);
