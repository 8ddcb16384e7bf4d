// The students area's forms (issue 13, spec §3 "Invitation", "Planned trip", §4 enrolment states,
// §8 invitations): the captain's invitation and planned-trip forms, the student's invitation code
// and notes, and the captain's decision on an enrolment. The API parses every input with these.
import { z } from "zod";
import { plainText, requiredText } from "./fields.ts";
import type { MessageKey } from "./messages.ts";
import { dateText } from "./trip.ts";

const msg = (key: MessageKey) => ({ message: key });
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** Invitation codes: 8 characters without look-alikes (no 0/O, 1/I/L). */
export const INVITATION_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITATION_CODE_LENGTH = 8;
/** The largest crew a planned trip may ask for, and the longest notes. */
const MAX_CREW_LIMIT = 100;
const NOTES_MAX = 2000;
const DESCRIPTION_MAX = 5000;

/** What the student typed → the code: no spaces (anywhere), upper case. */
export const normalizeInvitationCode = (v: string) => v.replace(/[\s\u00a0-]+/g, "").toUpperCase();

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const toDatePart = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v.trim()) ? v.trim().slice(0, 10) : v);

/** An optional 'YYYY-MM-DD' date; blank → null. */
const optionalDate = () =>
  z
    .preprocess((v) => blankToUndefined(toDatePart(v)), z.string().trim().refine(isRealDate, msg("validation.date.invalid")).optional())
    .transform((v) => v ?? null);

/** An optional whole number from `min` to `max`, typed or sent as a number; blank → null. */
const optionalCount = (minKey: MessageKey, max: number) =>
  z
    .preprocess(
      (v) => {
        const b = blankToUndefined(v);
        return typeof b === "number" && Number.isFinite(b) ? String(b) : b;
      },
      z
        .string(msg("validation.number.integer"))
        .trim()
        .refine((v) => !/^-\s*\d/.test(v), msg(minKey))
        .refine((v) => /^\d{1,9}$/.test(v), msg("validation.number.integer"))
        .refine((v) => Number(v) >= 1, msg(minKey))
        .refine((v) => Number(v) <= max, msg("students.number.tooLarge"))
        .optional(),
    )
    .transform((v) => (v === undefined ? null : Number(v)));

/** Optional multi-line text; blank → null. */
const optionalNotes = (max: number) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? "" : v),
      z
        .string()
        .trim()
        .max(max, msg("validation.tooLong"))
        .refine(...plainText({ multiline: true })),
    )
    .transform((v) => (v ? v : null));

const flag = (fallback: boolean) => z.preprocess((v) => (v === undefined || v === null ? fallback : v), z.boolean(msg("validation.option.invalid")));

export const invitationSchema = z.object({
  description: requiredText("students.invitation.description.required", 1000, { multiline: true }),
  expiresAt: optionalDate(),
  usageLimit: optionalCount("students.invitation.usageLimit.min", 100_000),
  isActive: flag(true),
});
type InvitationFormData = { description: string; expiresAt: string; usageLimit: string; isActive: boolean };
export type InvitationInput = z.output<typeof invitationSchema>;
export const emptyInvitationForm = (): InvitationFormData => ({ description: "", expiresAt: "", usageLimit: "", isActive: true });

export const plannedTripSchema = z
  .object({
    name: requiredText("students.trip.name.required"),
    description: optionalNotes(DESCRIPTION_MAX),
    startDate: dateText("students.trip.startDate.required"),
    endDate: dateText("students.trip.endDate.required"),
    embarkationPort: requiredText("students.trip.embarkationPort.required"),
    disembarkationPort: requiredText("students.trip.disembarkationPort.required"),
    yachtId: z.preprocess(blankToUndefined, z.string().trim().uuid(msg("students.trip.yacht.invalid")).optional()).transform((v) => v ?? null),
    yachtName: requiredText("students.trip.yachtName.required"),
    yachtType: z.preprocess(
      (v) => (v === undefined || v === null ? "" : v),
      z
        .string()
        .trim()
        .max(255, msg("validation.tooLong"))
        .refine(...plainText()),
    ),
    maxCrewMembers: optionalCount("students.trip.maxCrew.min", MAX_CREW_LIMIT),
    isActive: flag(true),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "students.trip.endDate.beforeStart" });
  });
type PlannedTripFormData = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  embarkationPort: string;
  disembarkationPort: string;
  yachtId: string;
  yachtName: string;
  yachtType: string;
  maxCrewMembers: string;
  isActive: boolean;
};
export type PlannedTripInput = z.output<typeof plannedTripSchema>;
export const emptyPlannedTripForm = (): PlannedTripFormData => ({
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  embarkationPort: "",
  disembarkationPort: "",
  yachtId: "",
  yachtName: "",
  yachtType: "",
  maxCrewMembers: "",
  isActive: true,
});

/** The student's invitation code: normalised, then it must look like a code. */
export const invitationCodeSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === "string" ? normalizeInvitationCode(v) : v),
    z
      .string(msg("students.code.required"))
      .min(1, msg("students.code.required"))
      .refine(
        (v) => v.length === 0 || (v.length === INVITATION_CODE_LENGTH && [...v].every((c) => INVITATION_CODE_ALPHABET.includes(c))),
        msg("students.code.invalid"),
      ),
  ),
});

/** The student's own notes on an enrolment (blank = none). */
export const enrolmentNotesSchema = z.object({ notes: optionalNotes(NOTES_MAX) });

const ENROLMENT_DECISIONS = ["accepted", "rejected"] as const;
/** The captain's decision: a status (optional), the captain's notes, allow a rejected student to rejoin. */
export const decideEnrolmentSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" ? v.toLowerCase() : blankToUndefined(v)),
    z.enum(ENROLMENT_DECISIONS, msg("validation.option.invalid")).optional(),
  ),
  captainNotes: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(NOTES_MAX, msg("validation.tooLong"))
      .refine(...plainText({ multiline: true }))
      .optional(),
  ),
  allowRejoin: z.preprocess((v) => (v === null ? undefined : v), z.boolean(msg("validation.option.invalid")).optional()),
});

export const ENROLMENT_FILTERS = ["all", "pending", "accepted", "rejected"] as const;
