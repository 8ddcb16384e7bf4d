// The trip form's plausibility rules (issue 15), checked by step 3's schema and by tripSchema, so
// the wizard and the API refuse the same nonsense in the same words, under the same fields:
// - sailing + engine + mooring hours ≤ (days between the dates + 1) × 24;
// - tidal hours ≤ sailing + engine hours;
// - tidal hours over 0 with no tidal port: a warning the captain confirms (`confirmTidalWithoutPorts`);
// - a visited port's dates inside the voyage, arrival not after departure.
// They apply to commands only: stored trips are read, printed and shown as they are.
import type { z } from "zod";
import { cruiseDays, tidalPortsCount } from "./trip-helpers.ts";

/** A form number as hundredths (the forms print 2 decimals), or null when it is not a valid number. */
export function hundredths(v: unknown): number | null {
  const text = typeof v === "number" && Number.isFinite(v) ? String(v) : v;
  if (typeof text !== "string") return null;
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

const isoDate = (v: unknown): string | null => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : null);

type Port = { name?: unknown; isTidalPort?: unknown; arrivalDate?: unknown; departureDate?: unknown };
export type PlausibilityFields = {
  embarkationDate?: unknown;
  disembarkationDate?: unknown;
  sailingHours?: unknown;
  engineHours?: unknown;
  mooringHours?: unknown;
  tidalHours?: unknown;
  isEmbarkationTidalPort?: unknown;
  isDisembarkationTidalPort?: unknown;
  visitedPorts?: unknown;
  confirmTidalWithoutPorts?: unknown;
};

const HOURS = ["sailingHours", "engineHours", "mooringHours"] as const;

/** Adds the rules' issues; a rule whose inputs are missing or invalid is left to the field's own message. */
export function refinePlausibility(v: PlausibilityFields, ctx: z.RefinementCtx) {
  const start = isoDate(v.embarkationDate);
  const end = isoDate(v.disembarkationDate);
  const voyage = start && end && end >= start ? { start, end } : null;
  const [sail, engine, mooring, tidal] = [hundredths(v.sailingHours), hundredths(v.engineHours), hundredths(v.mooringHours), hundredths(v.tidalHours)];
  const ports: Port[] = Array.isArray(v.visitedPorts) ? (v.visitedPorts as Port[]) : [];

  const days = voyage ? cruiseDays(voyage.start, voyage.end) : null;
  if (days !== null && sail !== null && engine !== null && mooring !== null && sail + engine + mooring > (days + 1) * 24 * 100) {
    const values = { sailingHours: sail, engineHours: engine, mooringHours: mooring };
    for (const field of HOURS) {
      if (values[field] > 0) ctx.addIssue({ code: "custom", path: [field], message: "validation.trip.hours.exceedVoyage" });
    }
  }

  if (tidal !== null && sail !== null && engine !== null && tidal > sail + engine) {
    ctx.addIssue({ code: "custom", path: ["tidalHours"], message: "validation.trip.tidalHours.exceedUnderway" });
  }

  const tidalPorts = tidalPortsCount({
    isEmbarkationTidalPort: v.isEmbarkationTidalPort === true,
    isDisembarkationTidalPort: v.isDisembarkationTidalPort === true,
    visitedPorts: ports.map((p) => ({ name: typeof p.name === "string" ? p.name : "", isTidalPort: p.isTidalPort === true })),
  });
  if (tidal !== null && tidal > 0 && tidalPorts === 0 && v.confirmTidalWithoutPorts !== true) {
    ctx.addIssue({ code: "custom", path: ["confirmTidalWithoutPorts"], message: "validation.trip.tidalHours.confirmWithoutPorts" });
  }

  ports.forEach((p, i) => {
    if (typeof p.name !== "string" || p.name.trim() === "") return; // blank rows are dropped
    const arrival = isoDate(p.arrivalDate);
    const departure = isoDate(p.departureDate);
    const outside = (d: string) => voyage !== null && (d < voyage.start || d > voyage.end);
    if (arrival && outside(arrival)) {
      ctx.addIssue({ code: "custom", path: ["visitedPorts", i, "arrivalDate"], message: "validation.trip.visitedPort.arrivalOutsideVoyage" });
    }
    if (departure && outside(departure)) {
      ctx.addIssue({ code: "custom", path: ["visitedPorts", i, "departureDate"], message: "validation.trip.visitedPort.departureOutsideVoyage" });
    } else if (arrival && departure && departure < arrival) {
      ctx.addIssue({ code: "custom", path: ["visitedPorts", i, "departureDate"], message: "validation.trip.visitedPort.departureBeforeArrival" });
    }
  });
}
