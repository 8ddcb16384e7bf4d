// Captains' invitations, students and planned trips; a student's own view.
import { z } from "zod";
import type { Operations } from "../operation.ts";
import { ENROLMENT_FILTERS } from "../../../../validation/students.ts";
import {
  restCaptainSchema,
  restConnectedStudentSchema,
  restEnrolmentSchema,
  restInvitationSchema,
  restLogDraftSchema,
  restOwnEnrolmentSchema,
  restPlannedTripSchema,
  restStudentTripSchema,
  restInvitationBodySchema,
  restPlannedTripBodySchema,
  restEnrolmentDecisionBodySchema,
  restNotesBodySchema,
} from "../../modules/students/students.rest-schema.ts";
import { invitationCodeBody } from "../schemas.ts";
import { answer, done, group, jsonBody, type GroupedOperation } from "./helpers.ts";

const notesBody = restNotesBodySchema;
const flag = z.enum(["true", "false", "1", "0"]).optional();
const t = z.literal(true);
/** `{ success: true, message, <key>: schema }` (message only where the route says something). */
const ok = (key: string, schema: z.ZodType, withMessage = true) => z.object({ success: t, ...(withMessage ? { message: z.string() } : {}), [key]: schema });

/** A GET answering `{ success: true, <key>: schema }`. */
const read = (summary: string, answered: string, key: string, schema: z.ZodType, errors: number[]): GroupedOperation => ({
  summary,
  ok: { 200: answer(answered, ok(key, schema, false)) },
  errors,
});

/**
 * The create, change and delete calls of one of the captain's collections (invitations, planned
 * trips): POST and PUT …/:id take the same body and answer the saved object under `key`; a change
 * may also be refused as a conflict (`changeConflicts`).
 */
const captainWrites = (
  path: string,
  body: z.ZodType,
  key: string,
  schema: z.ZodType,
  summary: { create: string; change: string; remove: string },
  changeConflicts = false,
): Record<string, GroupedOperation> => ({
  [`POST ${path}`]: {
    summary: summary.create,
    body: jsonBody(body),
    ok: { 201: answer("Created.", ok(key, schema)) },
    errors: [400, 401, 403, 422],
  },
  [`PUT ${path}/:id`]: {
    summary: summary.change,
    body: jsonBody(body),
    ok: { 200: answer("Saved.", ok(key, schema)) },
    errors: [400, 401, 403, 404, ...(changeConflicts ? [409] : []), 422],
  },
  [`DELETE ${path}/:id`]: { summary: summary.remove, ok: { 200: done("Deleted.") }, errors: [401, 403, 404] },
});

export const studentOperations: Operations = {
  ...group("students", "captain", {
    "GET /api/invitations": read("The captain's invitations", "The invitations.", "invitations", z.array(restInvitationSchema), [401, 403]),
    ...captainWrites("/api/invitations", restInvitationBodySchema, "invitation", restInvitationSchema, {
      create: "Create an invitation code",
      change: "Change an invitation",
      remove: "Delete an invitation",
    }),
    "GET /api/students": read(
      "The captain's connected students",
      "The students with their enrolments.",
      "students",
      z.array(restConnectedStudentSchema),
      [401, 403],
    ),
    "DELETE /api/students/:id": { summary: "Disconnect a student", ok: { 200: done("Disconnected.") }, errors: [401, 403, 404] },
    "GET /api/planned-sailing-trips": {
      ...read("The captain's planned trips", "The planned trips.", "planned_sailing_trips", z.array(restPlannedTripSchema), [401, 403]),
      query: z.object({ upcoming: flag, past: flag, active: flag }),
    },
    ...captainWrites(
      "/api/planned-sailing-trips",
      restPlannedTripBodySchema,
      "planned_sailing_trip",
      restPlannedTripSchema,
      { create: "Plan a trip", change: "Change a planned trip", remove: "Delete a planned trip" },
      true,
    ),
    "GET /api/planned-sailing-trips/:id": read(
      "A planned trip with its enrolments",
      "The planned trip.",
      "planned_sailing_trip",
      restPlannedTripSchema,
      [401, 403, 404],
    ),
    "GET /api/planned-sailing-trips/:id/log-draft": read(
      "A logbook draft from a planned trip",
      "The draft of a logbook entry (crew = accepted students).",
      "draft",
      restLogDraftSchema,
      [401, 403, 404],
    ),
    "PATCH /api/planned-sailing-trips/:id/enrolments/:enrolmentId": {
      summary: "Accept or decline an enrolment",
      body: jsonBody(restEnrolmentDecisionBodySchema),
      ok: { 200: answer("Decided.", ok("enrolment", restEnrolmentSchema)) },
      errors: [400, 401, 403, 404, 409, 422],
    },
  }),
  ...group("student", "student", {
    "POST /api/student/invitations/accept": {
      summary: "Accept a captain's invitation code",
      body: jsonBody(invitationCodeBody),
      ok: { 200: answer("The captain.", ok("captain", restCaptainSchema)) },
      errors: [400, 401, 404, 409, 422],
    },
    "GET /api/student/captains": read("The student's captains", "The captains.", "captains", z.array(restCaptainSchema), [401]),
    "DELETE /api/student/captains/:id": { summary: "Leave a captain", ok: { 200: done("Disconnected.") }, errors: [401, 404] },
    "GET /api/student/planned-sailing-trips": read(
      "Planned trips of the student's captains",
      "The planned trips.",
      "planned_sailing_trips",
      z.array(restStudentTripSchema),
      [401],
    ),
    "GET /api/student/planned-sailing-trips/:id": read("One planned trip", "The planned trip.", "planned_sailing_trip", restStudentTripSchema, [401, 404]),
    "POST /api/student/planned-sailing-trips/:id/join": {
      summary: "Enrol",
      body: jsonBody(notesBody),
      ok: {
        201: answer(
          "Enrolled (pending).",
          z.object({ success: t, message: z.string(), enrolment: restOwnEnrolmentSchema.nullable(), planned_sailing_trip: restStudentTripSchema }),
        ),
      },
      errors: [400, 401, 404, 409, 422],
    },
    "POST /api/student/planned-sailing-trips/:id/leave": {
      summary: "Withdraw",
      ok: { 200: answer("Withdrawn.", ok("planned_sailing_trip", restStudentTripSchema)) },
      errors: [401, 404, 409],
    },
    "PUT /api/student/planned-sailing-trips/:id/notes": {
      summary: "The student's notes on an enrolment",
      body: jsonBody(notesBody),
      ok: { 200: answer("Saved.", ok("planned_sailing_trip", restStudentTripSchema)) },
      errors: [400, 401, 404, 422],
    },
    "GET /api/student/enrolled-trips": {
      summary: "Trips the student is enrolled on",
      query: z.object({ status: z.enum(ENROLMENT_FILTERS).optional() }),
      ok: {
        200: answer(
          "The trips with the student's enrolment.",
          ok("planned_sailing_trips", z.array(restStudentTripSchema.extend({ enrolment: restOwnEnrolmentSchema.nullable() })), false),
        ),
      },
      errors: [401],
    },
  }),
};
