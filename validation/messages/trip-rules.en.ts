// The English of trip-rules.pl.ts (its type requires exactly those ids). A file of its own: a bundler
// keeps or drops whole modules, so the web client's Polish first chunk leaves it out.
import type { tripRulesPl } from "./trip-rules.pl.ts";

export const tripRulesEn: Record<keyof typeof tripRulesPl, string> = {
  "validation.number.decimals": "Enter a number with at most 2 decimal places",
  "validation.trip.hours.exceedVoyage": "Sailing, engine and mooring hours together exceed the length of the voyage: (days between the dates + 1) × 24 h",
  "validation.trip.tidalHours.exceedUnderway": "Hours in tidal waters cannot exceed the sailing and engine hours together",
  "validation.trip.tidalHours.confirmWithoutPorts":
    "Hours in tidal waters are given but no port is marked as tidal. Mark the tidal ports or confirm that the figures are right.",
  "validation.trip.visitedPort.arrivalOutsideVoyage": "The arrival date must lie between the embarkation and disembarkation dates",
  "validation.trip.visitedPort.departureOutsideVoyage": "The departure date must lie between the embarkation and disembarkation dates",
  "validation.trip.visitedPort.departureBeforeArrival": "The departure date cannot be earlier than the arrival date",
};
