// Totals over counted trips, overall and per year (pure, exact): voyages, days, hours underway
// (sailing + engine) and of which under sail, under engine and in tidal waters, mooring hours
// (apart: they do not count), miles, tidal ports and the largest yacht.
import { sum, toNumber } from "./quantity.ts";
import { underway, type SeaTrip } from "./sea-trip.ts";

export type Totals = {
  voyages: number;
  days: number;
  hoursUnderway: number;
  hoursSail: number;
  hoursEngine: number;
  hoursTidal: number;
  hoursMoored: number;
  miles: number;
  tidalPorts: number;
  /** The longest hull among the trips (m), with its yacht; null without trips or hull lengths. */
  largestYacht: { name: string; registrationNumber: string; hullLength: number } | null;
};

export function totalsOf(trips: readonly SeaTrip[]): Totals {
  const largest = trips.reduce<SeaTrip | null>((best, t) => (best === null || t.hullLength > best.hullLength ? t : best), null);
  return {
    voyages: trips.length,
    days: trips.reduce((n, t) => n + t.days, 0),
    hoursUnderway: toNumber(sum(trips.map(underway))),
    hoursSail: toNumber(sum(trips.map((t) => t.sail))),
    hoursEngine: toNumber(sum(trips.map((t) => t.engine))),
    hoursTidal: toNumber(sum(trips.map((t) => t.tidal))),
    hoursMoored: toNumber(sum(trips.map((t) => t.moored))),
    miles: toNumber(sum(trips.map((t) => t.miles))),
    tidalPorts: trips.reduce((n, t) => n + t.tidalPorts, 0),
    // A hull length of 0 is the form's default, i.e. not given.
    largestYacht:
      largest && largest.hullLength > 0n
        ? { name: largest.yachtName, registrationNumber: largest.registrationNumber, hullLength: toNumber(largest.hullLength) }
        : null,
  };
}

/** Totals per year of embarkation, oldest year first. */
export function perYear(trips: readonly SeaTrip[]): (Totals & { year: number })[] {
  const years = [...new Set(trips.map((t) => t.year))].sort((a, b) => a - b);
  return years.map((year) => ({ year, ...totalsOf(trips.filter((t) => t.year === year)) }));
}
