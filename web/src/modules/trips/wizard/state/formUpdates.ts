import {
  type CrewMemberForm,
  type TripFormData,
  type VisitedPortForm,
  emptyCrewMember,
  tidalPortsCount,
} from "../../../../../../validation/trip.ts";

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

export const changeAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Removing the last visited port leaves one empty row (spec §3). */
export function withoutVisitedPort(ports: readonly VisitedPortForm[], index: number): VisitedPortForm[] {
  const rest = removeAt(ports, index);
  return rest.length > 0 ? rest : [emptyVisitedPort()];
}

export const withNewCrewMember = (crew: readonly CrewMemberForm[]): CrewMemberForm[] => [...crew, emptyCrewMember()];

/** Whether a field path belongs to a list (`visitedPorts.2.name` → `visitedPorts`). */
export const isInList = (path: string, list: "visitedPorts" | "crewMembers") => path.startsWith(`${list}.`);
