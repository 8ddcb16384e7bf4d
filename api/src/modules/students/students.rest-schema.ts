// The students area's REST answers (snake_case, spec §7), one zod schema each: the route mappers of
// students.rest.ts are typed against them (z.infer) and the OpenAPI document describes them, so the
// two cannot drift; openapi.int.test.ts validates real answers against the document.
import { z } from "zod";
import { at, day, int, s, text, textIn } from "../../openapi/fields.ts";

export const restInvitationSchema = z
  .object({
    id: s,
    code: s,
    description: text,
    expires_at: day.nullable(),
    usage_limit: int.nullable(),
    used_count: int,
    is_active: z.boolean(),
    state: z.enum(["active", "inactive", "expired", "used_up"]),
    created_at: at,
  })
  .meta({ id: "Invitation" });

const restPersonSchema = z.object({ id: s, first_name: s, last_name: s, email: s, phone: s });
const restTripRefSchema = z.object({ id: s, name: s, start_date: day, end_date: day });
const enrolmentStatus = z.enum(["pending", "accepted", "rejected", "withdrawn"]);

export const restEnrolmentSchema = z
  .object({
    id: s,
    status: enrolmentStatus,
    student: restPersonSchema,
    student_notes: text,
    captain_notes: text,
    joined_at: at,
    rejoin_allowed: z.boolean(),
    planned_trip: restTripRefSchema,
    history: z.array(
      z.object({
        at,
        from_status: s.describe("not_joined, pending, accepted or rejected"),
        to_status: s,
        by_role: s.describe("student or captain"),
        by_name: s,
        note: text,
      }),
    ),
  })
  .meta({ id: "Enrolment" });

const tripColumns = {
  id: s,
  name: s,
  description: text,
  start_date: day,
  end_date: day,
  embarkation_port: s,
  disembarkation_port: s,
  yacht_name: s,
  yacht_type: s,
  max_crew_members: int.nullable(),
  is_active: z.boolean(),
};

export const restPlannedTripSchema = z
  .object({
    ...tripColumns,
    yacht_id: text,
    created_at: at,
    accepted_count: int,
    pending_count: int,
    spots_left: int.nullable().describe("null: no crew limit"),
    enrolments: z.array(restEnrolmentSchema),
  })
  .meta({ id: "PlannedTrip" });

export const restCaptainSchema = z.object({ id: s, first_name: s, last_name: s, email: s, phone: s, connected_at: at }).meta({ id: "StudentsCaptain" });

export const restConnectedStudentSchema = restPersonSchema
  .extend({
    connected_at: at,
    enrolments: z.array(z.object({ id: s, status: enrolmentStatus, joined_at: at, student_notes: text, captain_notes: text, planned_trip: restTripRefSchema })),
  })
  .meta({ id: "ConnectedStudent" });

export const restStudentTripSchema = z
  .object({
    ...tripColumns,
    spots_left: int.nullable(),
    captain: restCaptainSchema,
    enrolment_status: z.enum(["not_joined", "pending", "accepted", "rejected"]),
    can_join: z.boolean(),
    can_leave: z.boolean(),
    my_notes: text,
    joined_at: at.nullable(),
  })
  .meta({ id: "StudentPlannedTrip" });

export const restOwnEnrolmentSchema = z
  .object({ id: s, status: enrolmentStatus, student_notes: text, joined_at: at, planned_sailing_trip_id: s })
  .meta({ id: "OwnEnrolment" });

export const restLogDraftSchema = z
  .object({
    embarkation_date: day,
    disembarkation_date: day,
    embarkation_port: s,
    disembarkation_port: s,
    yacht_name: s,
    yacht_type: s,
    yacht_id: text,
    crew_members: z.array(z.object({ first_name: s, last_name: s, email: s, phone: s })),
  })
  .meta({ id: "LogDraft" });

// ─── Bodies (snake_case; camelCase names are taken too). The routes parse their bodies with these
// very schemas (a wrong type is a 422 naming the field); the rules are the domain's.
const countIn = z.union([int, s]).nullish();
const flagIn = z.boolean().nullish().describe("Default true");

export const restInvitationBodySchema = z
  .object({
    description: textIn,
    expires_at: textIn.describe("YYYY-MM-DD; empty or null: never"),
    expiration_date: textIn.describe("The same as expires_at (the spec's name)"),
    usage_limit: countIn.describe("Empty or null: no limit"),
    is_active: flagIn,
  })
  .meta({ id: "InvitationBody", example: { description: "Rejs szkoleniowy 2026", expires_at: "2026-12-31", usage_limit: 10, is_active: true } });

export const restPlannedTripBodySchema = z
  .object({
    name: textIn,
    description: textIn,
    start_date: textIn.describe("YYYY-MM-DD"),
    end_date: textIn.describe("YYYY-MM-DD, not before start_date"),
    embarkation_port: textIn,
    disembarkation_port: textIn,
    yacht_id: textIn.describe("One of the captain's yachts (optional)"),
    yacht_name: textIn,
    yacht_type: textIn,
    max_crew_members: countIn,
    is_active: flagIn,
  })
  .meta({
    id: "PlannedTripBody",
    example: {
      name: "Bałtyk 2026",
      start_date: "2026-07-01",
      end_date: "2026-07-08",
      embarkation_port: "Gdynia",
      disembarkation_port: "Kilonia",
      yacht_name: "Zawisza",
      max_crew_members: 6,
    },
  });

/** PATCH …/enrolments/:enrolmentId: a decision and/or the captain's notes. */
export const restEnrolmentDecisionBodySchema = z
  .object({
    status: textIn.describe("accepted or rejected; absent: only the notes change"),
    captain_notes: textIn,
    allow_rejoin: z.boolean().nullish().describe("With rejected: the student may ask again"),
  })
  .meta({ id: "EnrolmentStatusBody", example: { status: "accepted", captain_notes: "Do zobaczenia w Gdyni" } });

/** A student's notes on an enrolment (join, notes). */
export const restNotesBodySchema = z.object({ notes: textIn }).meta({ id: "NotesBody", example: { notes: "Zabiorę sztormiak." } });
