// The yacht form's rules (product spec §3 "Yacht", §5 "Yacht form"): all six fields required,
// numbers at least 0, the engines count whole, the hull length to 0.01 m and the engine power to
// 0.01 kW — the same precision as the trip wizard's step 2 (validation/trip.ts), so a yacht picked in
// the wizard and a yacht typed there obey one rule. The same messages where the rule is the same. The API parses
// every yacht with yachtSchema; the yacht screens and the wizard's add-yacht button use it too.
import { z } from "zod";
import { plainText, requiredText } from "./fields.ts";
import type { MessageKey } from "./messages.ts";
import { numberText } from "./trip.ts";

/** The Premium plan's yacht limit (spec §1: up to 150 yachts). */
export const MAX_YACHTS_PER_CAPTAIN = 150;
/** The yacht search starts at this many characters (spec §9). */
export const YACHT_SEARCH_MIN_LENGTH = 2;
/** How many yachts a search answers at most. */
export const YACHT_SEARCH_LIMIT = 20;

/** A non-negative number with at most `decimals` decimals and below `max` (the database column's size). */
const decimalText = (requiredKey: MessageKey, decimals: number, precisionKey: MessageKey, max: number) =>
  numberText(requiredKey)
    .refine((v) => new RegExp(`^\\d+(?:\\.\\d{1,${decimals}})?$`).test(v), { message: precisionKey })
    .refine((v) => Number(v) <= max, { message: "validation.yacht.number.tooLarge" });

export const yachtSchema = z.object({
  name: requiredText("validation.trip.yachtName.required"),
  registrationNumber: requiredText("validation.trip.registrationNumber.required", 100),
  homePort: requiredText("validation.trip.homePort.required"),
  hullLength: decimalText("validation.trip.hullLength.required", 2, "validation.yacht.hullLength.precision", 999_999.99),
  enginesCount: numberText("validation.trip.enginesCount.required", { integer: true }).refine((v) => Number(v) <= 1000, {
    message: "validation.yacht.number.tooLarge",
  }),
  enginePower: decimalText("validation.trip.enginePower.required", 2, "validation.yacht.enginePower.precision", 9_999_999.99),
});

/** The yacht form as typed (numbers are strings, "0" by default — spec §9). */
export type YachtFormData = {
  name: string;
  registrationNumber: string;
  homePort: string;
  hullLength: string;
  enginesCount: string;
  enginePower: string;
};
/** A valid yacht: trimmed texts, numbers as strings with a dot. */
export type YachtInput = z.output<typeof yachtSchema>;

export const emptyYachtForm = (): YachtFormData => ({
  name: "",
  registrationNumber: "",
  homePort: "",
  hullLength: "0",
  enginesCount: "0",
  enginePower: "0",
});

export const yachtSearchSchema = z.object({
  term: z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .min(YACHT_SEARCH_MIN_LENGTH, { message: "validation.yacht.search.tooShort" })
      .max(100, { message: "validation.tooLong" })
      .refine(...plainText()),
  ),
});

/** What makes two registration numbers the same: upper case, no spaces ("pol 123" = "POL123"). */
export const registrationKey = (registrationNumber: string) => registrationNumber.replace(/\s+/g, "").toUpperCase();
