// REST calls of the students area (issue 13 "Calls"): the same services as GraphQL, snake_case
// bodies and answers in the shim's envelope `{ success, message?, … }`. Captain calls need a zc_
// token, student calls a zs_ token; another account's object is a 404.
import type { z } from "zod";
import { translate, type MessageKey } from "../../../../validation/messages.ts";
import { camelKeys, parseRestBody } from "../../http/parse-body.ts";
import { invitationCodeBody } from "../../openapi/schemas.ts";
import { json, readJson } from "../../http/respond.ts";
import { restEnrolmentDecisionBodySchema, restInvitationBodySchema, restNotesBodySchema, restPlannedTripBodySchema } from "./students.rest-schema.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import type { Enrolment, EnrolmentChange, PlannedTrip, Student } from "../../generated/prisma/client.ts";
import { captainIdOf, studentIdOf } from "./students.schema.ts";
import type {
  restCaptainSchema,
  restConnectedStudentSchema,
  restEnrolmentSchema,
  restInvitationSchema,
  restLogDraftSchema,
  restOwnEnrolmentSchema,
  restPlannedTripSchema,
  restStudentTripSchema,
} from "./students.rest-schema.ts";
import {
  day,
  spotsLeft,
  studentStatus,
  type CaptainView,
  type ConnectedStudentView,
  type EnrolmentView,
  type InvitationView,
  type PlannedTripView,
  type StudentTripView,
} from "./students.views.ts";

/** What a mapper returns: the answer schema's output type. */
type RestOut<T extends z.ZodType> = z.infer<T>;

const captain = (ctx: RestContext) => captainIdOf(ctx.viewer);
const student = (ctx: RestContext) => studentIdOf(ctx.viewer);

const invitationJson = (i: InvitationView): RestOut<typeof restInvitationSchema> => ({
  id: i.id,
  code: i.code,
  description: i.description,
  expires_at: i.expiresAt ? day(i.expiresAt) : null,
  usage_limit: i.usageLimit,
  used_count: i.usedCount,
  is_active: i.isActive,
  state: i.state.toLowerCase() as RestOut<typeof restInvitationSchema>["state"],
  created_at: i.createdAt.toISOString(),
});

const invitationForm = (body: unknown) => {
  const b = parseRestBody(restInvitationBodySchema, body);
  return {
    description: b.description,
    expiresAt: b.expires_at !== undefined ? b.expires_at : b.expiration_date,
    usageLimit: b.usage_limit,
    isActive: b.is_active,
  };
};

const plannedTripForm = (body: unknown) => camelKeys(parseRestBody(restPlannedTripBodySchema, body));

const personJson = (s: Pick<Student, "id" | "firstName" | "lastName" | "email" | "phone">) => ({
  id: s.id,
  first_name: s.firstName,
  last_name: s.lastName,
  email: s.email,
  phone: s.phone,
});

const changeJson = (c: EnrolmentChange): RestOut<typeof restEnrolmentSchema>["history"][number] => ({
  at: c.at.toISOString(),
  from_status: studentStatus(c.fromStatus ? { status: c.fromStatus } : null).toLowerCase(),
  to_status: studentStatus({ status: c.toStatus }).toLowerCase(),
  by_role: c.byRole.toLowerCase(),
  by_name: c.byName,
  note: c.note,
});

const tripRefJson = (p: PlannedTrip) => ({ id: p.id, name: p.name, start_date: day(p.startDate), end_date: day(p.endDate) });

const enrolmentJson = (e: EnrolmentView): RestOut<typeof restEnrolmentSchema> => ({
  id: e.id,
  status: e.status,
  student: personJson(e.student),
  student_notes: e.studentNotes,
  captain_notes: e.captainNotes,
  joined_at: e.joinedAt.toISOString(),
  rejoin_allowed: e.rejoinAllowed,
  planned_trip: tripRefJson(e.plannedTrip),
  history: e.changes.map(changeJson),
});

const tripColumnsJson = (p: PlannedTrip) => ({
  id: p.id,
  name: p.name,
  description: p.description || null,
  start_date: day(p.startDate),
  end_date: day(p.endDate),
  embarkation_port: p.embarkationPort,
  disembarkation_port: p.disembarkationPort,
  yacht_name: p.yachtName,
  yacht_type: p.yachtType,
  max_crew_members: p.maxCrewMembers,
  is_active: p.isActive,
});

const plannedTripJson = (p: PlannedTripView): RestOut<typeof restPlannedTripSchema> => {
  const accepted = p.enrolments.filter((e) => e.status === "accepted").length;
  return {
    ...tripColumnsJson(p),
    yacht_id: p.yachtId,
    created_at: p.createdAt.toISOString(),
    accepted_count: accepted,
    pending_count: p.enrolments.filter((e) => e.status === "pending").length,
    spots_left: spotsLeft(p.maxCrewMembers, accepted),
    enrolments: p.enrolments.map(enrolmentJson),
  };
};

const captainJson = (c: CaptainView): RestOut<typeof restCaptainSchema> => ({
  id: c.id,
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  phone: c.phone,
  connected_at: c.connectedAt.toISOString(),
});

const connectedStudentJson = (s: ConnectedStudentView): RestOut<typeof restConnectedStudentSchema> => ({
  ...personJson(s),
  connected_at: s.connectedAt.toISOString(),
  enrolments: s.enrolments.map((e) => ({
    id: e.id,
    status: e.status,
    joined_at: e.joinedAt.toISOString(),
    student_notes: e.studentNotes,
    captain_notes: e.captainNotes,
    planned_trip: tripRefJson(e.plannedTrip),
  })),
});

const ownEnrolment = (v: StudentTripView): Enrolment | null => (v.status === "NOT_JOINED" ? null : v.enrolment);

const studentTripJson = (v: StudentTripView): RestOut<typeof restStudentTripSchema> => {
  const e = ownEnrolment(v);
  return {
    ...tripColumnsJson(v.trip),
    spots_left: v.spotsLeft,
    captain: captainJson(v.captain),
    enrolment_status: v.status.toLowerCase() as RestOut<typeof restStudentTripSchema>["enrolment_status"],
    can_join: v.canJoin,
    can_leave: v.canLeave,
    my_notes: e?.studentNotes ?? null,
    joined_at: e ? e.joinedAt.toISOString() : null,
  };
};

const enrolmentOf = (v: StudentTripView): RestOut<typeof restOwnEnrolmentSchema> | null => {
  const e = ownEnrolment(v);
  return e ? { id: e.id, status: e.status, student_notes: e.studentNotes, joined_at: e.joinedAt.toISOString(), planned_sailing_trip_id: v.trip.id } : null;
};

/**
 * One of the captain's collections (invitations, planned trips): its service's writes, the form a
 * body makes, the answer's object (under its key) and the answers' messages.
 */
type CaptainCollection<V> = {
  service: (ctx: RestContext) => {
    create(captainId: string, input: unknown): Promise<V>;
    update(captainId: string, id: string, input: unknown): Promise<V>;
    delete(captainId: string, id: string): Promise<void>;
  };
  form: (body: unknown) => unknown;
  answer: (saved: V) => object;
  messages: { created: MessageKey; updated: MessageKey; deleted: MessageKey };
};

const invitations: CaptainCollection<InvitationView> = {
  service: (ctx) => ctx.services.invitations,
  form: invitationForm,
  answer: (i) => ({ invitation: invitationJson(i) }),
  messages: { created: "students.invitation.created", updated: "students.invitation.updated", deleted: "students.invitation.deleted" },
};
const plannedTrips: CaptainCollection<PlannedTripView> = {
  service: (ctx) => ctx.services.plannedTrips,
  form: plannedTripForm,
  answer: (p) => ({ planned_sailing_trip: plannedTripJson(p) }),
  messages: { created: "students.trip.created", updated: "students.trip.updated", deleted: "students.trip.deleted" },
};

/** POST: a new object of the collection from the body (201). */
const create =
  <V>(c: CaptainCollection<V>) =>
  async (req: Request, _p: unknown, ctx: RestContext) => {
    const id = captain(ctx);
    const saved = await c.service(ctx).create(id, c.form(await readJson(req)));
    return json({ success: true, message: translate(ctx.lang, c.messages.created), ...c.answer(saved) }, 201);
  };

/** PUT …/:id: the object changed to the body. */
const update =
  <V>(c: CaptainCollection<V>) =>
  async (req: Request, { id }: { id: string }, ctx: RestContext) => {
    const captainId = captain(ctx);
    const saved = await c.service(ctx).update(captainId, id, c.form(await readJson(req)));
    return json({ success: true, message: translate(ctx.lang, c.messages.updated), ...c.answer(saved) });
  };

/** DELETE …/:id. */
const remove =
  <V>(c: CaptainCollection<V>) =>
  async (_req: Request, { id }: { id: string }, ctx: RestContext) => {
    await c.service(ctx).delete(captain(ctx), id);
    return json({ success: true, message: translate(ctx.lang, c.messages.deleted) });
  };

export function registerStudentsRoutes(router: RestRouter) {
  // ── captain ──
  router
    .on("GET", "/api/invitations", async (_req, _p, ctx) => {
      const list = await ctx.services.invitations.list(captain(ctx));
      return json({ success: true, invitations: list.map(invitationJson) });
    })
    .on("POST", "/api/invitations", create(invitations))
    .on("PUT", "/api/invitations/:id", update(invitations))
    .on("DELETE", "/api/invitations/:id", remove(invitations))
    .on("GET", "/api/students", async (_req, _p, ctx) => {
      const list = await ctx.services.invitations.students(captain(ctx));
      return json({ success: true, students: list.map(connectedStudentJson) });
    })
    .on("DELETE", "/api/students/:id", async (_req, { id }, ctx) => {
      await ctx.services.invitations.disconnect(captain(ctx), id, "CAPTAIN");
      return json({ success: true, message: translate(ctx.lang, "students.student.disconnected") });
    })
    .on("GET", "/api/planned-sailing-trips", async (req, _p, ctx) => {
      const q = new URL(req.url).searchParams;
      const flag = (name: string) => (q.has(name) ? q.get(name) === "true" || q.get(name) === "1" : null);
      const list = await ctx.services.plannedTrips.list(captain(ctx), { upcoming: flag("upcoming"), past: flag("past"), active: flag("active") });
      return json({ success: true, planned_sailing_trips: list.map(plannedTripJson) });
    })
    .on("POST", "/api/planned-sailing-trips", create(plannedTrips))
    .on("GET", "/api/planned-sailing-trips/:id", async (_req, { id }, ctx) =>
      json({ success: true, planned_sailing_trip: plannedTripJson(await ctx.services.plannedTrips.get(captain(ctx), id)) }),
    )
    .on("PUT", "/api/planned-sailing-trips/:id", update(plannedTrips))
    .on("DELETE", "/api/planned-sailing-trips/:id", remove(plannedTrips))
    .on("GET", "/api/planned-sailing-trips/:id/log-draft", async (_req, { id }, ctx) => {
      const d = await ctx.services.plannedTrips.logDraft(captain(ctx), id);
      return json({
        success: true,
        draft: {
          embarkation_date: d.embarkationDate,
          disembarkation_date: d.disembarkationDate,
          embarkation_port: d.embarkationPort,
          disembarkation_port: d.disembarkationPort,
          yacht_name: d.yachtName,
          yacht_type: d.yachtType,
          yacht_id: d.yachtId,
          crew_members: d.crewMembers.map((c) => ({ first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone })),
        } satisfies RestOut<typeof restLogDraftSchema>,
      });
    })
    .on("PATCH", "/api/planned-sailing-trips/:id/enrolments/:enrolmentId", async (req, { id, enrolmentId }, ctx) => {
      const captainId = captain(ctx);
      const b = parseRestBody(restEnrolmentDecisionBodySchema, await readJson(req));
      // the enrolment must belong to the trip of the URL
      const trip = await ctx.services.plannedTrips.get(captainId, id);
      if (!trip.enrolments.some((e) => e.id === enrolmentId)) {
        return json({ success: false, message: translate(ctx.lang, "errors.notFound") }, 404);
      }
      const enrolment = await ctx.services.plannedTrips.decide(captainId, enrolmentId, {
        status: b.status,
        captainNotes: b.captain_notes,
        allowRejoin: b.allow_rejoin,
      });
      return json({ success: true, message: translate(ctx.lang, "students.enrolment.decided"), enrolment: enrolmentJson(enrolment) });
    });

  // ── student ──
  router
    .on("POST", "/api/student/invitations/accept", async (req, _p, ctx) => {
      const id = student(ctx);
      const b = parseRestBody(invitationCodeBody, await readJson(req));
      const c = await ctx.services.invitations.accept(id, b.code);
      const name = `${c.firstName} ${c.lastName}`.trim();
      return json({ success: true, message: translate(ctx.lang, "students.code.accepted", { name }), captain: captainJson(c) });
    })
    .on("GET", "/api/student/captains", async (_req, _p, ctx) => {
      const list = await ctx.services.invitations.captains(student(ctx));
      return json({ success: true, captains: list.map(captainJson) });
    })
    .on("DELETE", "/api/student/captains/:id", async (_req, { id }, ctx) => {
      await ctx.services.invitations.disconnect(id, student(ctx), "STUDENT");
      return json({ success: true, message: translate(ctx.lang, "students.captain.disconnected") });
    })
    .on("GET", "/api/student/planned-sailing-trips", async (_req, _p, ctx) => {
      const list = await ctx.services.studentTrips.list(student(ctx));
      return json({ success: true, planned_sailing_trips: list.map(studentTripJson) });
    })
    .on("GET", "/api/student/planned-sailing-trips/:id", async (_req, { id }, ctx) =>
      json({ success: true, planned_sailing_trip: studentTripJson(await ctx.services.studentTrips.get(student(ctx), id)) }),
    )
    .on("POST", "/api/student/planned-sailing-trips/:id/join", async (req, { id }, ctx) => {
      const studentId = student(ctx);
      const b = parseRestBody(restNotesBodySchema, await readJson(req));
      const v = await ctx.services.studentTrips.join(studentId, id, { notes: b.notes });
      return json(
        { success: true, message: translate(ctx.lang, "students.enrolment.joined"), enrolment: enrolmentOf(v), planned_sailing_trip: studentTripJson(v) },
        201,
      );
    })
    .on("POST", "/api/student/planned-sailing-trips/:id/leave", async (_req, { id }, ctx) => {
      const v = await ctx.services.studentTrips.leave(student(ctx), id);
      return json({ success: true, message: translate(ctx.lang, "students.enrolment.left"), planned_sailing_trip: studentTripJson(v) });
    })
    .on("PUT", "/api/student/planned-sailing-trips/:id/notes", async (req, { id }, ctx) => {
      const studentId = student(ctx);
      const b = parseRestBody(restNotesBodySchema, await readJson(req));
      const v = await ctx.services.studentTrips.updateNotes(studentId, id, { notes: b.notes ?? "" });
      return json({ success: true, message: translate(ctx.lang, "students.enrolment.notesSaved"), planned_sailing_trip: studentTripJson(v) });
    })
    .on("GET", "/api/student/enrolled-trips", async (req, _p, ctx) => {
      const status = new URL(req.url).searchParams.get("status") || "all";
      const list = await ctx.services.studentTrips.enrolled(student(ctx), status);
      return json({ success: true, planned_sailing_trips: list.map((v) => ({ ...studentTripJson(v), enrolment: enrolmentOf(v) })) });
    });
}
