// The student's side of planned trips (spec §4): the trips of connected captains, joining (pending),
// leaving (back to not joined), the student's own notes and their enrolments. A student sees only
// trips of captains they are connected to and their own enrolments; anything else is not found.
// Joining locks the trip's row like the captain's accept, and tells the captain by e-mail.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Enrolment, EnrolmentStatus, Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../../validate.ts";
import { ENROLMENT_FILTERS, enrolmentNotesSchema } from "../../../../validation/students.ts";
import { enrolmentInclude, hasSpot, lockTrip, recordChange, TX, withdrawEnrolment } from "./enrolments.ts";
import type { StudentsMail } from "./students.mail.ts";
import { captainView, polishToday, studentFullName } from "./students.people.ts";
import { UUID } from "../../../../validation/uuid.ts";
import { dateOf, day, spotsLeft, studentStatus, type StudentTripView } from "./students.views.ts";

const MAX_LISTED = 1000;

const tripInclude = (studentId: string) =>
  ({
    captain: { include: { captainProfile: true, studentLinks: { where: { studentId } } } },
    enrolments: { where: { studentId } },
    _count: { select: { enrolments: { where: { status: "accepted" } } } },
  }) satisfies Prisma.PlannedTripInclude;

type TripRow = Prisma.PlannedTripGetPayload<{ include: ReturnType<typeof tripInclude> }>;

export class StudentTripsService {
  constructor(private deps: { db: Db; clock: Clock; mail: StudentsMail }) {}

  private today() {
    return polishToday(this.deps.clock.now());
  }

  private view(row: TripRow, today = this.today()): StudentTripView {
    const link = row.captain.studentLinks[0];
    const enrolment: Enrolment | null = row.enrolments[0] ?? null;
    const status = studentStatus(enrolment);
    const left = spotsLeft(row.maxCrewMembers, row._count.enrolments);
    const connected = !!link && !link.disconnectedAt;
    const mayJoin = status === "NOT_JOINED" || (status === "REJECTED" && !!enrolment?.rejoinAllowed);
    const { captain: _c, enrolments: _e, _count, ...trip } = row;
    return {
      trip: trip,
      captain: captainView(row.captain, link?.connectedAt ?? row.createdAt),
      enrolment,
      acceptedCount: _count.enrolments,
      status,
      spotsLeft: left,
      canJoin: connected && row.isActive && day(row.startDate) >= today && mayJoin && left !== 0,
      canLeave: (status === "PENDING" || status === "ACCEPTED") && day(row.startDate) >= today,
    };
  }

  /** Active trips of connected captains that have not started, by start date. */
  async list(studentId: string): Promise<StudentTripView[]> {
    const today = this.today();
    const rows = await this.deps.db.plannedTrip.findMany({
      where: {
        isActive: true,
        startDate: { gte: dateOf(today) },
        captain: { studentLinks: { some: { studentId, disconnectedAt: null } } },
      },
      include: tripInclude(studentId),
      orderBy: [{ startDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take: MAX_LISTED,
    });
    return rows.map((r) => this.view(r, today));
  }

  /** Visible: a trip of a connected captain, or one the student is enrolled in (not left). */
  private visible(studentId: string): Prisma.PlannedTripWhereInput {
    return {
      OR: [{ captain: { studentLinks: { some: { studentId, disconnectedAt: null } } } }, { enrolments: { some: { studentId, status: { not: "withdrawn" } } } }],
    };
  }

  async get(studentId: string, id: string): Promise<StudentTripView> {
    if (!UUID.test(id)) throw new NotFoundError();
    const row = await this.deps.db.plannedTrip.findFirst({ where: { id, ...this.visible(studentId) }, include: tripInclude(studentId) });
    if (!row) throw new NotFoundError();
    return this.view(row);
  }

  /** The student's enrolments (never the left ones), by the trip's start date. */
  async enrolled(studentId: string, filter: string): Promise<StudentTripView[]> {
    if (!(ENROLMENT_FILTERS as readonly string[]).includes(filter)) throw ValidationError.field("status", "students.status.invalid");
    const statuses: EnrolmentStatus[] = filter === "all" ? ["pending", "accepted", "rejected"] : [filter as EnrolmentStatus];
    const rows = await this.deps.db.plannedTrip.findMany({
      where: { enrolments: { some: { studentId, status: { in: statuses } } } },
      include: tripInclude(studentId),
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: MAX_LISTED,
    });
    const today = this.today();
    return rows.map((r) => this.view(r, today));
  }

  /**
   * not joined (or rejected with the captain's permission) → pending. Refused: a trip of a captain
   * the student is not connected to (not found), inactive, started, full, already joined, rejected.
   */
  async join(studentId: string, id: string, input: { notes?: unknown }): Promise<StudentTripView> {
    if (!UUID.test(id)) throw new NotFoundError();
    const { notes } = parseInput(enrolmentNotesSchema, { notes: input.notes });
    const { db, clock } = this.deps;
    const now = clock.now();
    const enrolmentId = await db.$transaction(async (tx) => {
      if (!(await lockTrip(tx, id))) throw new NotFoundError();
      const trip = await tx.plannedTrip.findFirst({
        where: { id, captain: { studentLinks: { some: { studentId, disconnectedAt: null } } } },
      });
      if (!trip) throw new NotFoundError();
      if (!trip.isActive) throw new ConflictError("students.enrolment.inactive");
      if (day(trip.startDate) < polishToday(now)) throw new ConflictError("students.enrolment.started");
      const current = await tx.enrolment.findUnique({ where: { plannedTripId_studentId: { plannedTripId: id, studentId } } });
      if (current?.status === "pending" || current?.status === "accepted") throw new ConflictError("students.enrolment.alreadyJoined");
      if (current?.status === "rejected" && !current.rejoinAllowed) throw new ConflictError("students.enrolment.rejected");
      if (!(await hasSpot(tx, trip))) throw new ConflictError("students.enrolment.full");
      const student = await tx.student.findUniqueOrThrow({ where: { id: studentId } });
      const data = { status: "pending" as const, studentNotes: notes, joinedAt: now, rejoinAllowed: false };
      const row = current
        ? await tx.enrolment.update({ where: { id: current.id }, data })
        : await tx.enrolment.create({ data: { ...data, plannedTripId: id, studentId } });
      await recordChange(tx, {
        enrolmentId: row.id,
        at: now,
        fromStatus: current?.status ?? null,
        toStatus: "pending",
        byRole: "STUDENT",
        byName: studentFullName(student),
        byStudentId: studentId,
      });
      return row.id;
    }, TX);
    await this.deps.mail.joinRequest(await db.enrolment.findUniqueOrThrow({ where: { id: enrolmentId }, include: enrolmentInclude }));
    return this.get(studentId, id);
  }

  /** pending or accepted → not joined (the spot is free again). */
  async leave(studentId: string, id: string): Promise<StudentTripView> {
    if (!UUID.test(id)) throw new NotFoundError();
    const { db, clock } = this.deps;
    await this.get(studentId, id);
    const now = clock.now();
    await db.$transaction(async (tx) => {
      if (!(await lockTrip(tx, id))) throw new NotFoundError();
      const current = await tx.enrolment.findUnique({
        where: { plannedTripId_studentId: { plannedTripId: id, studentId } },
        include: { student: true, plannedTrip: { select: { startDate: true } } },
      });
      if (!current || (current.status !== "pending" && current.status !== "accepted")) throw new ConflictError("students.enrolment.notJoined");
      // The crew of a trip under way is what the captain logs: nobody leaves it from the app.
      if (day(current.plannedTrip.startDate) < polishToday(now)) throw new ConflictError("students.enrolment.startedLeave");
      await withdrawEnrolment(tx, current, {
        at: now,
        byRole: "STUDENT",
        byName: studentFullName(current.student),
        byStudentId: studentId,
        note: "left",
      });
    }, TX);
    return this.get(studentId, id);
  }

  /** The student's own notes on a trip they joined (pending, accepted or rejected); a change is recorded. */
  async updateNotes(studentId: string, id: string, input: { notes?: unknown }): Promise<StudentTripView> {
    if (!UUID.test(id)) throw new NotFoundError();
    await this.get(studentId, id);
    const { notes } = parseInput(enrolmentNotesSchema, { notes: input.notes });
    await this.deps.db.$transaction(async (tx) => {
      const current = await tx.enrolment.findUnique({ where: { plannedTripId_studentId: { plannedTripId: id, studentId } }, include: { student: true } });
      if (!current || current.status === "withdrawn") throw new ConflictError("students.enrolment.notJoined");
      if (current.studentNotes === notes) return;
      await tx.enrolment.update({ where: { id: current.id }, data: { studentNotes: notes } });
      await recordChange(tx, {
        enrolmentId: current.id,
        at: this.deps.clock.now(),
        fromStatus: current.status,
        toStatus: current.status,
        byRole: "STUDENT",
        byName: studentFullName(current.student),
        byStudentId: studentId,
        note: "student_notes",
      });
    }, TX);
    return this.get(studentId, id);
  }
}
