// The trip wizard's rules (product spec §5, steps 1–4): one schema per step over the camelCase form
// data (spec §3 "Trip form data"), and tripSchema = all of them, which the API parses every trip
// with. Numbers are form strings (a JSON number is accepted too), at least 0, with a comma or a dot;
// dates are 'YYYY-MM-DD'. Messages are keys of ./messages.ts.
import { z } from "zod";
import { email as emailField, phone, plainText, requiredText } from "./fields.ts";
import type { MessageKey } from "./messages.ts";
import { type PlausibilityFields, refinePlausibility } from "./trip-rules.ts";
import {
  CAPTAIN_OPINIONS,
  CREW_ROLES,
  LICENSE_VALUES,
  OTHER,
  PERFORMANCE_VALUES,
  RESISTANCE_VALUES,
  SEASICKNESS_VALUES,
  TRIP_STATUSES,
} from "./trip-options.ts";

export * from "./trip-options.ts";
export * from "./trip-helpers.ts";
export { hundredths } from "./trip-rules.ts";

const msg = (key: MessageKey) => ({ message: key });
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * A required non-negative number typed into a form; absent → `fallback` when given (form default "0").
 * `decimals`: at most this many digits after the separator (4 unless told; the trip's numbers: 2).
 */
export const numberText = (requiredKey: MessageKey, opts: { integer?: boolean; fallback?: string; decimals?: number } = {}) =>
  z.preprocess(
    (v) => {
      if (typeof v === "number" && Number.isFinite(v)) return String(v);
      if ((v === undefined || v === null) && opts.fallback !== undefined) return opts.fallback;
      return v;
    },
    z
      .string(msg(requiredKey))
      .trim()
      .min(1, msg(requiredKey))
      .refine((v) => !/^-\s*\d/.test(v), msg("validation.number.min"))
      .refine(
        (v) => (opts.integer ? /^\d{1,9}$/ : /^\d{1,9}(?:[.,]\d+)?$/).test(v),
        msg(opts.integer ? "validation.number.integer" : "validation.number.invalid"),
      )
      .refine(
        (v) => opts.integer || !/^\d+[.,]\d+$/.test(v) || (v.split(/[.,]/)[1] ?? "").length <= (opts.decimals ?? 4),
        msg(opts.decimals === 2 ? "validation.number.decimals" : "validation.number.invalid"),
      )
      .transform((v) => v.replace(",", ".")),
  );

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** Keeps the date part of an ISO date-time: times are ignored. */
const toDatePart = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v.trim()) ? v.trim().slice(0, 10) : v);

/** A required 'YYYY-MM-DD' date. */
export const dateText = (requiredKey: MessageKey) =>
  z.preprocess(toDatePart, z.string(msg(requiredKey)).trim().min(1, msg(requiredKey)).refine(isRealDate, msg("validation.date.invalid")));

/** An optional 'YYYY-MM-DD' date; blank → null. */
const optionalDate = () =>
  z
    .preprocess((v) => blankToUndefined(toDatePart(v)), z.string().trim().refine(isRealDate, msg("validation.date.invalid")).optional())
    .transform((v) => v ?? null);

/** Optional free text (one line unless `multiline`); blank → null. */
const nullableText = (max = 255, opts: { multiline?: boolean } = {}) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string(msg("validation.required"))
        .trim()
        .max(max, msg("validation.tooLong"))
        .refine(...plainText(opts))
        .optional(),
    )
    .transform((v) => v ?? null);

const nullableEmail = () => z.preprocess(blankToUndefined, emailField().optional()).transform((v) => v ?? null);

/** A required value of a list; anything else → 'choose from the list'. */
const choice = <T extends string>(values: readonly [T, ...T[]], requiredKey: MessageKey) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? "",
    z
      .string(msg(requiredKey))
      .min(1, msg(requiredKey))
      .pipe(z.enum(values, msg("validation.option.invalid"))),
  );

/** An optional value of a list; blank → null. */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(blankToUndefined, z.enum(values, msg("validation.option.invalid")).optional()).transform((v) => v ?? null);

const flag = () => z.preprocess((v) => v === true || v === "true" || v === 1 || v === "1" || v === "on", z.boolean());

/** A client-side id of a visited port or crew member; the server keeps it only if it is the trip's own. */
const optionalId = () =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .max(64)
        .refine(...plainText())
        .optional(),
    )
    .transform((v) => v ?? null);

// ─── Step 1: captain ────────────────────────────────────────────────────────────────────────────
const step1Shape = {
  firstName: requiredText("validation.firstName.required", 100),
  lastName: requiredText("validation.lastName.required", 100),
  email: nullableEmail(),
  phone: phone(),
  licenseType: choice(LICENSE_VALUES, "validation.trip.licenseType.required"),
  licenseNumber: requiredText("validation.trip.licenseNumber.required", 100),
  otherLicense: nullableText(),
};
type Step1 = { licenseType?: unknown; otherLicense?: unknown };
function refineStep1(v: Step1, ctx: z.RefinementCtx) {
  if (v.licenseType === OTHER && !v.otherLicense) {
    ctx.addIssue({ code: "custom", path: ["otherLicense"], message: "validation.trip.otherLicense.required" });
  }
}
export const tripStep1Schema = z.object(step1Shape).superRefine(refineStep1);

// ─── Step 2: yacht ──────────────────────────────────────────────────────────────────────────────
const step2Shape = {
  yachtName: requiredText("validation.trip.yachtName.required"),
  registrationNumber: requiredText("validation.trip.registrationNumber.required", 100),
  homePort: requiredText("validation.trip.homePort.required"),
  hullLength: numberText("validation.trip.hullLength.required", { fallback: "0", decimals: 2 }),
  enginesCount: numberText("validation.trip.enginesCount.required", { integer: true, fallback: "0" }),
  enginePower: numberText("validation.trip.enginePower.required", { fallback: "0", decimals: 2 }),
};
export const tripStep2Schema = z.object(step2Shape);

// ─── Step 3: route, duration, tides, notes ──────────────────────────────────────────────────────
const visitedPortSchema = z.object({
  id: optionalId(),
  name: z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .max(255, msg("validation.tooLong"))
      .refine(...plainText()),
  ),
  isTidalPort: flag(),
  arrivalDate: optionalDate(),
  departureDate: optionalDate(),
});

const step3Shape = {
  embarkationPort: requiredText("validation.trip.embarkationPort.required"),
  isEmbarkationTidalPort: flag(),
  disembarkationPort: requiredText("validation.trip.disembarkationPort.required"),
  isDisembarkationTidalPort: flag(),
  /** Blank rows are allowed here (the form always shows one) and dropped by tripSchema. */
  visitedPorts: z.preprocess((v) => v ?? [], z.array(visitedPortSchema).max(100, msg("validation.tooMany"))),
  distance: numberText("validation.trip.distance.required", { decimals: 2 }),
  embarkationDate: dateText("validation.trip.embarkationDate.required"),
  disembarkationDate: dateText("validation.trip.disembarkationDate.required"),
  sailingHours: numberText("validation.trip.sailingHours.required", { decimals: 2 }),
  engineHours: numberText("validation.trip.engineHours.required", { decimals: 2 }),
  mooringHours: numberText("validation.trip.mooringHours.required", { decimals: 2 }),
  tidalHours: numberText("validation.trip.tidalHours.required", { fallback: "0", decimals: 2 }),
  logbookNumber: nullableText(100),
  captainNotes: nullableText(5000, { multiline: true }),
  /** The captain confirms tidal hours with no tidal port (see trip-rules.ts); a command flag, never stored. */
  confirmTidalWithoutPorts: flag(),
};
type Step3 = PlausibilityFields;
function refineStep3(v: Step3, ctx: z.RefinementCtx) {
  const [start, end] = [v.embarkationDate, v.disembarkationDate];
  if (typeof start === "string" && typeof end === "string" && isRealDate(start) && isRealDate(end) && end < start) {
    ctx.addIssue({ code: "custom", path: ["disembarkationDate"], message: "validation.trip.disembarkationDate.beforeEmbarkation" });
  }
  refinePlausibility(v, ctx);
}
export const tripStep3Schema = z.object(step3Shape).superRefine(refineStep3);

// ─── Step 4: crew (optional; each member complete) ──────────────────────────────────────────────
const crewMemberSchema = z
  .object({
    id: optionalId(),
    fullName: requiredText("validation.trip.crew.fullName.required"),
    email: nullableEmail(),
    phone: nullableText(40),
    role: choice(CREW_ROLES, "validation.trip.crew.role.required"),
    otherRole: nullableText(),
    licenseType: optionalChoice(LICENSE_VALUES),
    otherLicense: nullableText(),
    licenseNumber: nullableText(100),
    captainOpinion: choice(CAPTAIN_OPINIONS, "validation.trip.crew.captainOpinion.required"),
    performance: choice(PERFORMANCE_VALUES, "validation.trip.crew.performance.required"),
    seasickness: choice(SEASICKNESS_VALUES, "validation.trip.crew.seasickness.required"),
    resistance: choice(RESISTANCE_VALUES, "validation.trip.crew.resistance.required"),
    captainNotes: nullableText(2000, { multiline: true }),
  })
  .superRefine((m, ctx) => {
    if (m.role === OTHER && !m.otherRole) ctx.addIssue({ code: "custom", path: ["otherRole"], message: "validation.trip.crew.otherRole.required" });
    if (m.licenseType === OTHER && !m.otherLicense) {
      ctx.addIssue({ code: "custom", path: ["otherLicense"], message: "validation.trip.otherLicense.required" });
    }
  })
  // Free text is kept only with `_other`, so a stale text never comes back.
  .transform((m) => ({ ...m, otherRole: m.role === OTHER ? m.otherRole : null, otherLicense: m.licenseType === OTHER ? m.otherLicense : null }));

const step4Shape = {
  crewMembers: z.preprocess((v) => v ?? [], z.array(crewMemberSchema).max(50, msg("validation.tooMany"))),
};
export const tripStep4Schema = z.object(step4Shape);

// ─── The whole trip ─────────────────────────────────────────────────────────────────────────────
export const tripSchema = z
  .object({ ...step1Shape, ...step2Shape, ...step3Shape, ...step4Shape })
  .superRefine((v, ctx) => {
    refineStep1(v, ctx);
    refineStep3(v, ctx);
  })
  .transform(({ confirmTidalWithoutPorts: _confirmed, ...t }) => ({
    ...t,
    otherLicense: t.licenseType === OTHER ? t.otherLicense : null,
    visitedPorts: t.visitedPorts.filter((p) => p.name !== ""),
  }));

/** A valid, normalised trip: what the API's commands carry. */
export type TripInput = z.output<typeof tripSchema>;
export type CrewMemberInput = TripInput["crewMembers"][number];

export const tripStatusSchema = z.object({
  status: z.preprocess((v) => v ?? "", z.enum(TRIP_STATUSES, msg("validation.trip.status.invalid"))),
});
