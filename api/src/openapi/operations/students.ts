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
import { answer, done, group, jsonBody } from "./helpers.ts";

const invitationBody = restInvitationBodySchema;
const plannedBody = restPlannedTripBodySchema;
const notesBody = restNotesBodySchema;
const flag = z.enum(["true", "false", "1", "0"]).optional();
const t = z.literal(true);
/** `{ success: true, message, <key>: schema }` (message only where the route says something). */
const ok = (key: string, schema: z.ZodType, withMessage = true) => z.object({ success: t, ...(withMessage ? { message: z.string() } : {}), [key]: schema });

export const studentOperations: Operations = {
  ...group("students", "captain", {
    "GET /api/invitations": {
      summary: "The captain's invitations",
      ok: { 200: answer("The invitations.", ok("invitations", z.array(restInvitationSchema), false)) },
      errors: [401, 403],
    },
    "POST /api/invitations": {
      summary: "Create an invitation code",
      body: jsonBody(invitationBody),
      ok: { 201: answer("Created.", ok("invitation", restInvitationSchema)) },
      errors: [400, 401, 403, 422],
    },
    "PUT /api/invitations/:id": {
      summary: "Change an invitation",
      body: jsonBody(invitationBody),
      ok: { 200: answer("Saved.", ok("invitation", restInvitationSchema)) },
      errors: [400, 401, 403, 404, 422],
    },
    "DELETE /api/invitations/:id": {
      summary: "Delete an invitation",
      ok: { 200: done("Deleted.") },
      errors: [401, 403, 404],
    },
    "GET /api/students": {
      summary: "The captain's connected students",
      ok: { 200: answer("The students with their enrolments.", ok("students", z.array(restConnectedStudentSchema), false)) },
      errors: [401, 403],
    },
    "DELETE /api/students/:id": {
      summary: "Disconnect a student",
      ok: { 200: done("Disconnected.") },
      errors: [401, 403, 404],
    },
    "GET /api/planned-sailing-trips": {
      summary: "The captain's planned trips",
      query: z.object({ upcoming: flag, past: flag, active: flag }),
      ok: { 200: answer("The planned trips.", ok("planned_sailing_trips", z.array(restPlannedTripSchema), false)) },
      errors: [401, 403],
    },
    "POST /api/planned-sailing-trips": {
      summary: "Plan a trip",
      body: jsonBody(plannedBody),
      ok: { 201: answer("Created.", ok("planned_sailing_trip", restPlannedTripSchema)) },
      errors: [400, 401, 403, 422],
    },
    "GET /api/planned-sailing-trips/:id": {
      summary: "A planned trip with its enrolments",
      ok: { 200: answer("The planned trip.", ok("planned_sailing_trip", restPlannedTripSchema, false)) },
      errors: [401, 403, 404],
    },
    "PUT /api/planned-sailing-trips/:id": {
      summary: "Change a planned trip",
      body: jsonBody(plannedBody),
      ok: { 200: answer("Saved.", ok("planned_sailing_trip", restPlannedTripSchema)) },
      errors: [400, 401, 403, 404, 409, 422],
    },
    "DELETE /api/planned-sailing-trips/:id": {
      summary: "Delete a planned trip",
      ok: { 200: done("Deleted.") },
      errors: [401, 403, 404],
    },
    "GET /api/planned-sailing-trips/:id/log-draft": {
      summary: "A logbook draft from a planned trip",
      ok: { 200: answer("The draft of a logbook entry (crew = accepted students).", ok("draft", restLogDraftSchema, false)) },
      errors: [401, 403, 404],
    },
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
    "GET /api/student/captains": {
      summary: "The student's captains",
      ok: { 200: answer("The captains.", ok("captains", z.array(restCaptainSchema), false)) },
      errors: [401],
    },
    "DELETE /api/student/captains/:id": { summary: "Leave a captain", ok: { 200: done("Disconnected.") }, errors: [401, 404] },
    "GET /api/student/planned-sailing-trips": {
      summary: "Planned trips of the student's captains",
      ok: { 200: answer("The planned trips.", ok("planned_sailing_trips", z.array(restStudentTripSchema), false)) },
      errors: [401],
    },
    "GET /api/student/planned-sailing-trips/:id": {
      summary: "One planned trip",
      ok: { 200: answer("The planned trip.", ok("planned_sailing_trip", restStudentTripSchema, false)) },
      errors: [401, 404],
    },
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
