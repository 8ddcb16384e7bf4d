// GraphQL of the students area (issue 13; names fixed by /work/wt/students-contract.md): the
// captain's invitations, connected students, planned trips and decisions (scope captain), and the
// student's invitations, captains, planned trips and enrolments (scope student). Inputs are plain
// values: validation/students.ts decides what is valid, with the same messages as the forms.
import { builder } from "../../graphql/builder.ts";
import { personFields } from "../../graphql/common.ts";
import type { Context } from "../../graphql/context.ts";
import type { EnrolmentChange, PlannedTrip } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError } from "../../errors.ts";
import type { Viewer } from "../auth/viewer.ts";
import {
  day,
  studentStatus,
  spotsLeft,
  type CaptainView,
  type ConnectedStudentView,
  type EnrolmentView,
  type InvitationView,
  type PlannedTripView,
  type StudentTripView,
  type TripLogDraft,
} from "./students.views.ts";

/** The signed-in captain's id (the scopes already let only captains in). */
export function captainIdOf(viewer: Viewer): string {
  if (viewer.kind === "anonymous") throw new UnauthenticatedError();
  if (viewer.kind !== "user" || viewer.user.role !== "captain") throw new ForbiddenError();
  return viewer.user.id;
}
/** The signed-in student's id. */
export function studentIdOf(viewer: Viewer): string {
  if (viewer.kind === "anonymous") throw new UnauthenticatedError();
  if (viewer.kind !== "student") throw new ForbiddenError();
  return viewer.student.id;
}
const captain = (ctx: Context) => captainIdOf(ctx.viewer);
const student = (ctx: Context) => studentIdOf(ctx.viewer);

const EnrolmentStatus = builder.enumType("EnrolmentStatus", {
  description: "The stored states of an enrolment (spec §4).",
  values: ["PENDING", "ACCEPTED", "REJECTED"] as const,
});
const StudentTripStatusEnum = builder.enumType("StudentTripStatus", {
  description: "A planned trip as the student sees it: NOT_JOINED = never joined, or left.",
  values: ["NOT_JOINED", "PENDING", "ACCEPTED", "REJECTED"] as const,
});
const InvitationStateEnum = builder.enumType("InvitationState", {
  description: "Derived: INACTIVE (switched off), EXPIRED (past its date), USED_UP (limit reached), else ACTIVE.",
  values: ["ACTIVE", "INACTIVE", "EXPIRED", "USED_UP"] as const,
});

const Invitation = builder.objectRef<InvitationView>("Invitation").implement({
  description: "A captain's invitation code (spec §3 'Invitation').",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    description: t.exposeString("description"),
    expiresAt: t.string({
      nullable: true,
      description: "YYYY-MM-DD: valid through this day; null = no expiry.",
      resolve: (i) => (i.expiresAt ? day(i.expiresAt) : null),
    }),
    usageLimit: t.int({ nullable: true, description: "null = unlimited.", resolve: (i) => i.usageLimit }),
    usedCount: t.exposeInt("usedCount"),
    isActive: t.exposeBoolean("isActive"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    state: t.field({ type: InvitationStateEnum, resolve: (i) => i.state }),
  }),
});

const EnrolledStudent = builder.objectRef<EnrolmentView["student"]>("EnrolledStudent").implement({
  fields: (t) => personFields(t),
});

const PlannedTripRef = builder.objectRef<PlannedTrip>("PlannedTripRef").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    startDate: t.string({ description: "YYYY-MM-DD", resolve: (p) => day(p.startDate) }),
    endDate: t.string({ description: "YYYY-MM-DD", resolve: (p) => day(p.endDate) }),
  }),
});

const EnrolmentChangeType = builder.objectRef<EnrolmentChange>("EnrolmentChange").implement({
  description: "One change of an enrolment: who (CAPTAIN or STUDENT, and the name) and when.",
  fields: (t) => ({
    at: t.expose("at", { type: "DateTime" }),
    fromStatus: t.field({ type: StudentTripStatusEnum, resolve: (c) => studentStatus(c.fromStatus ? { status: c.fromStatus } : null) }),
    toStatus: t.field({ type: StudentTripStatusEnum, resolve: (c) => studentStatus({ status: c.toStatus }) }),
    byRole: t.exposeString("byRole"),
    byName: t.exposeString("byName"),
    note: t.string({ nullable: true, resolve: (c) => c.note }),
  }),
});

const Enrolment = builder.objectRef<EnrolmentView>("Enrolment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: EnrolmentStatus, resolve: (e) => e.status.toUpperCase() as "PENDING" | "ACCEPTED" | "REJECTED" }),
    student: t.field({ type: EnrolledStudent, resolve: (e) => e.student }),
    studentNotes: t.string({ nullable: true, resolve: (e) => e.studentNotes }),
    captainNotes: t.string({ nullable: true, resolve: (e) => e.captainNotes }),
    joinedAt: t.expose("joinedAt", { type: "DateTime" }),
    rejoinAllowed: t.exposeBoolean("rejoinAllowed"),
    history: t.field({ type: [EnrolmentChangeType], description: "Oldest first.", resolve: (e) => e.changes }),
    plannedTrip: t.field({ type: PlannedTripRef, resolve: (e) => e.plannedTrip }),
  }),
});

const ConnectedStudent = builder.objectRef<ConnectedStudentView>("ConnectedStudent").implement({
  fields: (t) => ({
    ...personFields(t),
    connectedAt: t.expose("connectedAt", { type: "DateTime" }),
    enrolments: t.field({ type: [Enrolment], description: "In this captain's trips only.", resolve: (s) => s.enrolments }),
  }),
});

const countOf = (p: PlannedTripView, status: "accepted" | "pending") => p.enrolments.filter((e) => e.status === status).length;

const PlannedTripType = builder.objectRef<PlannedTripView>("PlannedTrip").implement({
  description: "A captain's planned trip (spec §3 'Planned trip') with its enrolments.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.string({ nullable: true, resolve: (p) => p.description || null }),
    startDate: t.string({ description: "YYYY-MM-DD", resolve: (p) => day(p.startDate) }),
    endDate: t.string({ description: "YYYY-MM-DD", resolve: (p) => day(p.endDate) }),
    embarkationPort: t.exposeString("embarkationPort"),
    disembarkationPort: t.exposeString("disembarkationPort"),
    yachtId: t.id({ nullable: true, resolve: (p) => p.yachtId }),
    yachtName: t.exposeString("yachtName"),
    yachtType: t.exposeString("yachtType"),
    maxCrewMembers: t.int({ nullable: true, description: "null = no limit.", resolve: (p) => p.maxCrewMembers }),
    isActive: t.exposeBoolean("isActive"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    acceptedCount: t.int({ resolve: (p) => countOf(p, "accepted") }),
    pendingCount: t.int({ resolve: (p) => countOf(p, "pending") }),
    spotsLeft: t.int({ nullable: true, description: "null = no limit.", resolve: (p) => spotsLeft(p.maxCrewMembers, countOf(p, "accepted")) }),
    enrolments: t.field({ type: [Enrolment], description: "Pending, accepted and rejected students, by join date.", resolve: (p) => p.enrolments }),
  }),
});

const TripLogDraftCrew = builder.objectRef<TripLogDraft["crewMembers"][number]>("TripLogDraftCrewMember").implement({
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
  }),
});

const TripLogDraftType = builder.objectRef<TripLogDraft>("TripLogDraft").implement({
  description: "'Zaloguj rejs': the trip wizard's prefill from a past planned trip; the accepted students as crew.",
  fields: (t) => ({
    embarkationDate: t.exposeString("embarkationDate"),
    disembarkationDate: t.exposeString("disembarkationDate"),
    embarkationPort: t.exposeString("embarkationPort"),
    disembarkationPort: t.exposeString("disembarkationPort"),
    yachtName: t.exposeString("yachtName"),
    yachtType: t.exposeString("yachtType"),
    yachtId: t.id({ nullable: true, resolve: (d) => d.yachtId }),
    crewMembers: t.field({ type: [TripLogDraftCrew], resolve: (d) => d.crewMembers }),
  }),
});

const StudentCaptain = builder.objectRef<CaptainView>("StudentCaptain").implement({
  fields: (t) => ({
    ...personFields(t),
    connectedAt: t.expose("connectedAt", { type: "DateTime" }),
  }),
});

const StudentPlannedTrip = builder.objectRef<StudentTripView>("StudentPlannedTrip").implement({
  description: "A planned trip of a connected captain, with the student's own enrolment.",
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.trip.id }),
    name: t.string({ resolve: (v) => v.trip.name }),
    description: t.string({ nullable: true, resolve: (v) => v.trip.description || null }),
    startDate: t.string({ description: "YYYY-MM-DD", resolve: (v) => day(v.trip.startDate) }),
    endDate: t.string({ description: "YYYY-MM-DD", resolve: (v) => day(v.trip.endDate) }),
    embarkationPort: t.string({ resolve: (v) => v.trip.embarkationPort }),
    disembarkationPort: t.string({ resolve: (v) => v.trip.disembarkationPort }),
    yachtName: t.string({ resolve: (v) => v.trip.yachtName }),
    yachtType: t.string({ resolve: (v) => v.trip.yachtType }),
    maxCrewMembers: t.int({ nullable: true, resolve: (v) => v.trip.maxCrewMembers }),
    isActive: t.boolean({ resolve: (v) => v.trip.isActive }),
    spotsLeft: t.int({ nullable: true, description: "null = no limit.", resolve: (v) => v.spotsLeft }),
    captain: t.field({ type: StudentCaptain, resolve: (v) => v.captain }),
    enrolmentStatus: t.field({ type: StudentTripStatusEnum, resolve: (v) => v.status }),
    canJoin: t.boolean({
      description: "Active, not started, a spot left, and not joined (or rejected with the captain's permission).",
      resolve: (v) => v.canJoin,
    }),
    canLeave: t.boolean({ description: "Joined (pending or accepted) and the trip has not started: leaving is allowed.", resolve: (v) => v.canLeave }),
    myNotes: t.string({ nullable: true, resolve: (v) => (v.enrolment && v.status !== "NOT_JOINED" ? v.enrolment.studentNotes : null) }),
    joinedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => (v.enrolment && v.status !== "NOT_JOINED" ? v.enrolment.joinedAt : null) }),
  }),
});

const InvitationInput = builder.inputType("InvitationInput", {
  description: "The invitation form; validated by validation/students.ts invitationSchema.",
  fields: (t) => ({
    description: t.string({ required: true }),
    expiresAt: t.string({ description: "YYYY-MM-DD or empty = no expiry." }),
    usageLimit: t.int({ description: "Empty = unlimited." }),
    isActive: t.boolean(),
  }),
});

const PlannedTripInput = builder.inputType("PlannedTripInput", {
  description: "The planned trip form; validated by validation/students.ts plannedTripSchema.",
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    embarkationPort: t.string({ required: true }),
    disembarkationPort: t.string({ required: true }),
    yachtId: t.id({ description: "A yacht of the captain's database, or empty when typed." }),
    yachtName: t.string({ required: true }),
    yachtType: t.string(),
    maxCrewMembers: t.int({ description: "Empty = no limit." }),
    isActive: t.boolean(),
  }),
});

const PlannedTripFilter = builder.inputType("PlannedTripFilter", {
  fields: (t) => ({
    upcoming: t.boolean({ description: "Not ended yet (endDate ≥ today)." }),
    past: t.boolean({ description: "Ended (endDate < today)." }),
    active: t.boolean({ description: "isActive equals this." }),
  }),
});

const DecideEnrolmentInput = builder.inputType("DecideEnrolmentInput", {
  fields: (t) => ({
    status: t.field({ type: EnrolmentStatus, description: "ACCEPTED or REJECTED; empty = no change of status." }),
    captainNotes: t.string(),
    allowRejoin: t.boolean({ description: "A rejected student may join again." }),
  }),
});

const lower = (s: string | null | undefined) => (s ? s.toLowerCase() : s);

builder.queryFields((t) => ({
  invitations: t.field({
    type: [Invitation],
    authScopes: { captain: true },
    description: "The captain's invitations, newest first.",
    resolve: (_r, _a, ctx) => ctx.services.invitations.list(captain(ctx)),
  }),
  myStudents: t.field({
    type: [ConnectedStudent],
    authScopes: { captain: true },
    description: "The students connected to the captain, by name.",
    resolve: (_r, _a, ctx) => ctx.services.invitations.students(captain(ctx)),
  }),
  plannedTrips: t.field({
    type: [PlannedTripType],
    authScopes: { captain: true },
    description: "The captain's planned trips by start date.",
    args: { filter: t.arg({ type: PlannedTripFilter }) },
    resolve: (_r, { filter }, ctx) => ctx.services.plannedTrips.list(captain(ctx), filter ?? {}),
  }),
  plannedTrip: t.field({
    type: PlannedTripType,
    authScopes: { captain: true },
    description: "One of the captain's planned trips; another captain's is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.plannedTrips.get(captain(ctx), String(id)),
  }),
  plannedTripLogDraft: t.field({
    type: TripLogDraftType,
    authScopes: { captain: true },
    description: "'Zaloguj rejs': only once the trip's end date has passed (else CONFLICT).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.plannedTrips.logDraft(captain(ctx), String(id)),
  }),
  myCaptains: t.field({
    type: [StudentCaptain],
    authScopes: { student: true },
    description: "The captains the student is connected to.",
    resolve: (_r, _a, ctx) => ctx.services.invitations.captains(student(ctx)),
  }),
  studentPlannedTrips: t.field({
    type: [StudentPlannedTrip],
    authScopes: { student: true },
    description: "Active trips of connected captains that have not started yet, by start date.",
    resolve: (_r, _a, ctx) => ctx.services.studentTrips.list(student(ctx)),
  }),
  studentPlannedTrip: t.field({
    type: StudentPlannedTrip,
    authScopes: { student: true },
    description: "A trip of a connected captain (or one the student is enrolled in); any other is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.studentTrips.get(student(ctx), String(id)),
  }),
  enrolledTrips: t.field({
    type: [StudentPlannedTrip],
    authScopes: { student: true },
    description: "The trips the student joined (pending, accepted, rejected), optionally of one status.",
    args: { status: t.arg({ type: EnrolmentStatus }) },
    resolve: (_r, { status }, ctx) => ctx.services.studentTrips.enrolled(student(ctx), lower(status) ?? "all"),
  }),
}));

/** The service side of captainCreateAndUpdate: create from an input, update one by id with the same input. */
type CreateAndUpdate<View> = { create(captainId: string, input: unknown): Promise<View>; update(captainId: string, id: string, input: unknown): Promise<View> };
type Names = { create: string; update: string };
/** A captain's create mutation (from an input) and update mutation (by id, with the same input) of one kind of their objects. */
function captainCreateAndUpdate(
  names: Names,
  type: typeof Invitation,
  input: typeof InvitationInput,
  service: (ctx: Context) => CreateAndUpdate<InvitationView>,
): void;
function captainCreateAndUpdate(
  names: Names,
  type: typeof PlannedTripType,
  input: typeof PlannedTripInput,
  service: (ctx: Context) => CreateAndUpdate<PlannedTripView>,
): void;
function captainCreateAndUpdate(
  names: Names,
  type: typeof Invitation | typeof PlannedTripType,
  input: typeof InvitationInput | typeof PlannedTripInput,
  service: (ctx: Context) => CreateAndUpdate<InvitationView | PlannedTripView>,
) {
  builder.mutationField(names.create, (t) =>
    t.field({
      type,
      authScopes: { captain: true },
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_r, { input }, ctx) => service(ctx).create(captain(ctx), input),
    }),
  );
  builder.mutationField(names.update, (t) =>
    t.field({
      type,
      authScopes: { captain: true },
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_r, { id, input }, ctx) => service(ctx).update(captain(ctx), String(id), input),
    }),
  );
}
captainCreateAndUpdate({ create: "createInvitation", update: "updateInvitation" }, Invitation, InvitationInput, (ctx) => ctx.services.invitations);
captainCreateAndUpdate({ create: "createPlannedTrip", update: "updatePlannedTrip" }, PlannedTripType, PlannedTripInput, (ctx) => ctx.services.plannedTrips);

builder.mutationFields((t) => ({
  decideEnrolment: t.field({
    type: Enrolment,
    authScopes: { captain: true },
    description: "Accept or reject, notes, allow to rejoin. Accepting over the max crew is CONFLICT 'No spots available'.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DecideEnrolmentInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => ctx.services.plannedTrips.decide(captain(ctx), String(id), { ...input, status: lower(input.status) }),
  }),
  acceptInvitation: t.field({
    type: StudentCaptain,
    authScopes: { student: true },
    description:
      "The code is normalised (spaces removed, upper case); unknown, expired, inactive, used up and already connected are VALIDATION_FAILED on `code`.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) => ctx.services.invitations.accept(student(ctx), code),
  }),
  joinPlannedTrip: t.field({
    type: StudentPlannedTrip,
    authScopes: { student: true },
    description: "pending; a full trip is CONFLICT 'No spots available', an inactive or started one CONFLICT.",
    args: { id: t.arg.id({ required: true }), notes: t.arg.string() },
    resolve: (_r, { id, notes }, ctx) => ctx.services.studentTrips.join(student(ctx), String(id), { notes }),
  }),
  leavePlannedTrip: t.field({
    type: StudentPlannedTrip,
    authScopes: { student: true },
    description: "From pending or accepted back to NOT_JOINED.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.studentTrips.leave(student(ctx), String(id)),
  }),
  updateEnrolmentNotes: t.field({
    type: StudentPlannedTrip,
    authScopes: { student: true },
    description: "The student's own notes on a trip they joined.",
    args: { id: t.arg.id({ required: true }), notes: t.arg.string({ required: true }) },
    resolve: (_r, { id, notes }, ctx) => ctx.services.studentTrips.updateNotes(student(ctx), String(id), { notes }),
  }),
}));

/** A mutation on one object of the viewer's (by id) that answers the object's id. */
function idMutation(name: string, scope: "captain" | "student", run: (ctx: Context, id: string) => Promise<unknown>, description?: string) {
  builder.mutationField(name, (t) =>
    t.id({
      authScopes: scope === "captain" ? { captain: true } : { student: true },
      ...(description ? { description } : {}),
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, { id }, ctx) => {
        await run(ctx, String(id));
        return String(id);
      },
    }),
  );
}

idMutation("deleteInvitation", "captain", (ctx, id) => ctx.services.invitations.delete(captain(ctx), id), "Only an unused invitation; a used one is CONFLICT.");
idMutation(
  "disconnectStudent",
  "captain",
  (ctx, id) => ctx.services.invitations.disconnect(captain(ctx), id, "CAPTAIN"),
  "Withdraws the student's pending and accepted enrolments in the captain's future trips.",
);
idMutation("deletePlannedTrip", "captain", (ctx, id) => ctx.services.plannedTrips.delete(captain(ctx), id));
idMutation("disconnectCaptain", "student", (ctx, id) => ctx.services.invitations.disconnect(id, student(ctx), "STUDENT"));
