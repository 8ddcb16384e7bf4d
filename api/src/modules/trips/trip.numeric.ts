// The trip's typed numbers (hours, miles, hull length) as exact decimals for the read model's
// numeric columns, which sea time sums; the typed strings stay in their own columns for display.
// Kept apart from the projection so the event schemas can change without touching this.
import { Prisma } from "../../generated/prisma/client.ts";
import type { TripSnapshot } from "./trip.events.ts";

/** What the trip form accepts: up to 9 digits, then up to 4 decimals after a dot or a comma. */
const NUMBER = /^\d{1,9}(?:[.,]\d{1,4})?$/;

/**
 * A typed number as a decimal; text that is not a number counts as 0 (stored trips were validated,
 * so this is only a guard). The migration that added the columns backfills with the same rule.
 */
export function decimalOf(text: string | null | undefined): Prisma.Decimal {
  const t = (text ?? "").trim();
  return new Prisma.Decimal(NUMBER.test(t) ? t.replace(",", ".") : "0");
}

export const numericColumns = (t: Pick<TripSnapshot, "hullLength" | "distance" | "sailingHours" | "engineHours" | "mooringHours" | "tidalHours">) => ({
  hullLengthValue: decimalOf(t.hullLength),
  distanceValue: decimalOf(t.distance),
  sailingHoursValue: decimalOf(t.sailingHours),
  engineHoursValue: decimalOf(t.engineHours),
  mooringHoursValue: decimalOf(t.mooringHours),
  tidalHoursValue: decimalOf(t.tidalHours),
});
