// The captain's planned trips (spec §3 "Planned trip") and the decisions on their enrolments
// (spec §4): a captain sees and changes only their own trips; another's is not found. Accepting
// locks the trip's row, so accepted students never exceed the max crew, however many accepts and
// joins run at once. The student hears of every decision by e-mail (the acceptance with an .ics).
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { EnrolmentStatus, Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../../validate.ts";
import { decideEnrolmentSchema, plannedTripSchema, type PlannedTripInput } from "../../../../validation/students.ts";
import { acceptedCount, enrolmentInclude, hasSpot, lockTrip, recordChange, TX } from "./enrolments.ts";
import type { StudentsMail } from "./students.mail.ts";
import { captainFullName, polishToday } from "./students.people.ts";
import { UUID } from "../../../../validation/uuid.ts";
import { dateOf, day, type EnrolmentView, type PlannedTripView, type TripLogDraft } from "./students.views.ts";

type PlannedTripFilter = { upcoming?: boolean | null; past?: boolean | null; active?: boolean | null };

const MAX_TRIPS_LISTED = 1000;

const tripInclude = {
  enrolments: {
    where: { status: { not: "withdrawn" } },
    include: enrolmentInclude,
    orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.PlannedTripInclude;

export class PlannedTripsService {
  constructor(private deps: { db: Db; clock: Clock; mail: StudentsMail }) {}

  private today() {
    return polishToday(this.deps.clock.now());
  }

  async list(captainId: string, filter: PlannedTripFilter = {}): Promise<PlannedTripView[]> {
    const today = dateOf(this.today());
    const endDate = filter.upcoming && !filter.past ? { gte: today } : filter.past && !filter.upcoming ? { lt: today } : undefined;
    return this.deps.db.plannedTrip.findMany({
      where: {
        captainId,
        ...(endDate ? { endDate } : {}),
        ...(typeof filter.active === "boolean" ? { isActive: filter.active } : {}),
      },
      include: tripInclude,
      orderBy: [{ startDate: filter.past && !filter.upcoming ? "desc" : "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take: MAX_TRIPS_LISTED,
    });
  }

  async get(captainId: string, id: string): Promise<PlannedTripView> {
    if (!UUID.test(id)) throw new NotFoundError();
    const trip = await this.deps.db.plannedTrip.findFirst({ where: { id, captainId }, include: tripInclude });
    if (!trip) throw new NotFoundError();
    return trip;
  }

  /** A yacht picked from the database must be one of the captain's own. */
  private async columns(captainId: string, data: PlannedTripInput) {
    if (data.yachtId) {
      const yacht = await this.deps.db.yacht.findFirst({ where: { id: data.yachtId, captainId }, select: { id: true } });
      if (!yacht) throw ValidationError.field("yachtId", "students.trip.yacht.invalid");
    }
    return {
      name: data.name,
      description: data.description ?? "",
      startDate: dateOf(data.startDate),
      endDate: dateOf(data.endDate),
      embarkationPort: data.embarkationPort,
      disembarkationPort: data.disembarkationPort,
      yachtId: data.yachtId,
      yachtName: data.yachtName,
      yachtType: data.yachtType,
      maxCrewMembers: data.maxCrewMembers,
      isActive: data.isActive,
    };
  }

  async create(captainId: string, input: unknown): Promise<PlannedTripView> {
    const data = parseInput(plannedTripSchema, input);
    const row = await this.deps.db.plannedTrip.create({ data: { ...(await this.columns(captainId, data)), captainId, createdAt: this.deps.clock.now() } });
    return this.get(captainId, row.id);
  }

  /** The max crew cannot go below the students already accepted (checked under the trip's lock). */
  async update(captainId: string, id: string, input: unknown): Promise<PlannedTripView> {
    const current = await this.get(captainId, id);
    const data = parseInput(plannedTripSchema, input);
    const columns = await this.columns(captainId, data);
    await this.deps.db.$transaction(async (tx) => {
      if (!(await lockTrip(tx, current.id))) throw new NotFoundError();
      const accepted = await acceptedCount(tx, current.id);
      if (columns.maxCrewMembers !== null && columns.maxCrewMembers < accepted) {
        throw ValidationError.field("maxCrewMembers", "students.trip.maxCrew.belowAccepted");
      }
      await tx.plannedTrip.update({ where: { id: current.id }, data: columns });
    }, TX);
    return this.get(captainId, id);
  }

  /** Deletes the trip and its enrolments; students enrolled in a trip that has not ended are told by e-mail. */
  async delete(captainId: string, id: string): Promise<void> {
    const current = await this.get(captainId, id);
    const gone = await this.deps.db.plannedTrip.deleteMany({ where: { id: current.id, captainId } });
    if (gone.count === 1 && day(current.endDate) >= this.today()) await this.deps.mail.cancelled(current);
  }

  /**
   * The captain's decision on an enrolment of their trip: ACCEPTED or REJECTED (from pending, or
   * changing an earlier decision), the captain's notes, and "allow to rejoin" for a rejected
   * student. A withdrawn enrolment (the student left) is not found.
   */
  async decide(captainId: string, enrolmentId: string, input: unknown): Promise<EnrolmentView> {
    if (!UUID.test(enrolmentId)) throw new NotFoundError();
    const { db, clock } = this.deps;
    const found = await db.enrolment.findFirst({
      where: { id: enrolmentId, status: { not: "withdrawn" }, plannedTrip: { captainId } },
      select: { id: true, plannedTripId: true },
    });
    if (!found) throw new NotFoundError();
    const data = parseInput(decideEnrolmentSchema, input);
    const now = clock.now();
    const outcome = await db.$transaction(async (tx) => {
      if (!(await lockTrip(tx, found.plannedTripId))) throw new NotFoundError();
      const e = await tx.enrolment.findUnique({ where: { id: found.id }, include: { plannedTrip: true } });
      if (!e || e.status === "withdrawn") throw new NotFoundError();
      const captain = await tx.user.findUniqueOrThrow({ where: { id: captainId }, include: { captainProfile: true } });
      const byName = captainFullName(captain);
      const to: EnrolmentStatus = data.status ?? e.status;
      if (to === "accepted" && e.status !== "accepted") {
        const link = await tx.studentCaptain.findUnique({ where: { studentId_captainId: { studentId: e.studentId, captainId } } });
        if (!link || link.disconnectedAt) throw new ConflictError("students.enrolment.notConnected");
        if (!(await hasSpot(tx, e.plannedTrip))) throw new ConflictError("students.enrolment.full");
      }
      const changed = to !== e.status;
      const allowRejoin = data.allowRejoin === true && to === "rejected";
      await tx.enrolment.update({
        where: { id: e.id },
        data: {
          status: to,
          ...(data.captainNotes !== undefined ? { captainNotes: data.captainNotes || null } : {}),
          // a new decision starts without permission; "allow to rejoin" grants it to a rejected student
          rejoinAllowed: allowRejoin ? true : changed ? false : data.allowRejoin === false ? false : e.rejoinAllowed,
        },
      });
      const notesChanged = data.captainNotes !== undefined && (data.captainNotes || null) !== e.captainNotes;
      const granted = allowRejoin && !e.rejoinAllowed;
      if (changed || granted || notesChanged) {
        await recordChange(tx, {
          enrolmentId: e.id,
          at: now,
          fromStatus: e.status,
          toStatus: to,
          byRole: "CAPTAIN",
          byName,
          byUserId: captainId,
          note: granted ? "rejoin_allowed" : !changed && notesChanged ? "captain_notes" : null,
        });
      }
      return { changed, to };
    }, TX);
    const view = await db.enrolment.findUniqueOrThrow({ where: { id: found.id }, include: enrolmentInclude });
    if (outcome.changed && (outcome.to === "accepted" || outcome.to === "rejected")) {
      await this.deps.mail.decision(view, outcome.to);
    }
    return view;
  }

  /** 'Zaloguj rejs': the wizard's prefill, once the trip has ended; the accepted students are the crew. */
  async logDraft(captainId: string, id: string): Promise<TripLogDraft> {
    const trip = await this.get(captainId, id);
    if (day(trip.endDate) >= this.today()) throw new ConflictError("students.trip.notPast");
    return {
      embarkationDate: day(trip.startDate),
      disembarkationDate: day(trip.endDate),
      embarkationPort: trip.embarkationPort,
      disembarkationPort: trip.disembarkationPort,
      yachtName: trip.yachtName,
      yachtType: trip.yachtType,
      yachtId: trip.yachtId,
      crewMembers: trip.enrolments
        .filter((e) => e.status === "accepted")
        .map((e) => ({ firstName: e.student.firstName, lastName: e.student.lastName, email: e.student.email, phone: e.student.phone })),
    };
  }
}
