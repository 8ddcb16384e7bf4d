// One counted trip as sea time sees it: exact quantities, its days and the captain's marks. Built
// from the read model by seatime.service.ts; everything after that is pure (totals, licences).
import type { SeaTimeStatus } from "../../../../validation/seatime.ts";
import type { Qty } from "./quantity.ts";

export type TripMarks = {
  seaVoyage: boolean | null;
  inCommand: boolean | null;
  nightHours: Qty | null;
  passagesOver60: number | null;
};

export const noMarks = (): TripMarks => ({ seaVoyage: null, inCommand: null, nightHours: null, passagesOver60: null });

export type SeaTrip = {
  id: string;
  status: SeaTimeStatus;
  /** The year of the embarkation date: a trip over New Year counts in the year it started. */
  year: number;
  embarkationDate: string;
  disembarkationDate: string;
  /** Days on board, both ends included; for a trip in progress only up to today. */
  days: number;
  yachtName: string;
  registrationNumber: string;
  hullLength: Qty;
  embarkationPort: string;
  disembarkationPort: string;
  visitedPorts: string[];
  sail: Qty;
  engine: Qty;
  tidal: Qty;
  moored: Qty;
  miles: Qty;
  tidalPorts: number;
  marks: TripMarks;
};

export const underway = (t: Pick<SeaTrip, "sail" | "engine">): Qty => t.sail + t.engine;

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/**
 * Days on board counted inclusively ('2025-07-01'–'2025-07-01' is 1 day). A trip in progress
 * counts up to `today` (the Polish calendar day); one that has not started yet counts 0.
 */
export function tripDays(embarkation: string, disembarkation: string, status: SeaTimeStatus, today: string): number {
  const end = status === "in_progress" && today < disembarkation ? today : disembarkation;
  return Math.max(0, dayNumber(end) - dayNumber(embarkation) + 1);
}
