// Sea time: the filters of the totals (REST query, GraphQL arguments, the page's controls) and the
// captain's per-trip marks for what the trip data cannot tell. Messages are keys of ./messages.ts.
import { z } from "zod";
import type { MessageKey } from "./messages.ts";
import { isOneOf, numberText } from "./trip.ts";

const msg = (key: MessageKey) => ({ message: key });

/** The statuses that count: trips that happened. Planned and cancelled trips never count. */
export const SEA_TIME_STATUSES = ["completed", "in_progress"] as const;
export type SeaTimeStatus = (typeof SEA_TIME_STATUSES)[number];

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
/** One value or a list; `2024,2025` (one query parameter) is a list too. */
const list = (v: unknown) => {
  const items: unknown[] = v === undefined || v === null ? [] : Array.isArray(v) ? (v as unknown[]) : [v];
  return items
    .flatMap((i) => (typeof i === "string" ? i.split(",") : [i]))
    .map((i) => (typeof i === "string" ? i.trim() : i))
    .filter((i) => i !== "");
};

const isYear = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,4}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1900 && n <= 2200;
};

export const seaTimeFilterSchema = z.object({
  /** Embarkation years; empty = all. Errors are on the list, not on an item. */
  years: z.preprocess(
    list,
    z
      .array(z.unknown())
      .max(200, msg("validation.tooMany"))
      .refine((ys) => ys.every(isYear), msg("seatime.filter.year.invalid"))
      .transform((ys) => [...new Set(ys.map(Number))]),
  ),
  /** The yacht's registration number (compared without spaces, any case). */
  yacht: z.preprocess(blankToUndefined, z.string().trim().max(100, msg("validation.tooLong")).optional()).transform((v) => v ?? null),
  statuses: z.preprocess(
    list,
    z
      .array(z.unknown())
      .max(2, msg("validation.tooMany"))
      .refine((ss) => ss.every((v) => isOneOf(SEA_TIME_STATUSES, v)), msg("seatime.filter.status.invalid"))
      .transform((ss) => [...new Set(ss as SeaTimeStatus[])]),
  ),
});
export type SeaTimeFilter = z.output<typeof seaTimeFilterSchema>;

/** A yacht's identity across trips: its registration number in capitals, without spaces. */
export const registrationKey = (registrationNumber: string) => registrationNumber.replace(/\s+/g, "").toUpperCase();

const triState = () =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? null : v === "true" ? true : v === "false" ? false : v),
    z.boolean(msg("seatime.marks.choice")).nullable(),
  );

/** The captain's marks on one trip; null = not known (the licence progress then says so). */
export const seaTimeMarksSchema = z.object({
  seaVoyage: triState(),
  inCommand: triState(),
  nightHours: z.preprocess(blankToUndefined, numberText("validation.required").optional()).transform((v) => v ?? null),
  passagesOver60: z
    .preprocess(
      (v) => {
        const b = blankToUndefined(v);
        return typeof b === "string" && /^\d+$/.test(b.trim()) ? Number(b) : b;
      },
      z
        .number(msg("validation.number.integer"))
        .int(msg("validation.number.integer"))
        .min(0, msg("validation.number.min"))
        .max(999, msg("seatime.marks.passages.tooMany"))
        .optional(),
    )
    .transform((v) => v ?? null),
});
