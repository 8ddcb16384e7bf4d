// The captain's invitations and the connections they make (spec §3 "Invitation", §8): a captain
// sees and changes only their own invitations and students; a student accepts a code to connect
// to its captain and may disconnect. Disconnecting (either side) withdraws the student's pending
// and accepted enrolments in that captain's trips that have not started; only a new invitation
// connects the pair again.
import { randomInt } from "node:crypto";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Invitation, Prisma } from "../../generated/prisma/client.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import {
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  invitationCodeSchema,
  invitationSchema,
  type InvitationInput,
} from "../../../../validation/students.ts";
import { captainFullName, captainView, polishToday, studentFullName } from "./students.people.ts";
import { UUID } from "../../../../validation/uuid.ts";
import { dateOf, day, type CaptainView, type ConnectedStudentView, type InvitationState, type InvitationView } from "./students.views.ts";
import { enrolmentInclude, TX, withdrawEnrolment } from "./enrolments.ts";
import { limitKey, type LimitRule, type RateLimiter } from "../limits/rate-limiter.ts";

/** Code attempts per student (right or wrong): plenty for people, nothing for guessing 31^8 codes. */
const INVITATION_ATTEMPTS: LimitRule = { limit: 30, windowMs: 60 * 60_000 };

/** A new random code of the unambiguous alphabet. */
const newInvitationCode = () =>
  Array.from({ length: INVITATION_CODE_LENGTH }, () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)]).join("");

const MAX_INVITATIONS_LISTED = 1000;

export class InvitationsService {
  constructor(private deps: { db: Db; clock: Clock; limiter: RateLimiter }) {}

  private today() {
    return polishToday(this.deps.clock.now());
  }

  state(i: Invitation, today = this.today()): InvitationState {
    if (!i.isActive) return "INACTIVE";
    if (i.expiresAt && day(i.expiresAt) < today) return "EXPIRED";
    if (i.usageLimit !== null && i.usedCount >= i.usageLimit) return "USED_UP";
    return "ACTIVE";
  }

  private view(i: Invitation): InvitationView {
    return { ...i, state: this.state(i) };
  }

  async list(captainId: string): Promise<InvitationView[]> {
    const rows = await this.deps.db.invitation.findMany({
      where: { captainId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MAX_INVITATIONS_LISTED,
    });
    return rows.map((r) => this.view(r));
  }

  private async own(captainId: string, id: string): Promise<Invitation> {
    if (!UUID.test(id)) throw new NotFoundError();
    const row = await this.deps.db.invitation.findFirst({ where: { id, captainId } });
    if (!row) throw new NotFoundError();
    return row;
  }

  private columns(data: InvitationInput) {
    return {
      description: data.description,
      expiresAt: data.expiresAt ? dateOf(data.expiresAt) : null,
      usageLimit: data.usageLimit,
      isActive: data.isActive,
    };
  }

  async create(captainId: string, input: unknown): Promise<InvitationView> {
    const data = parseInput(invitationSchema, input);
    // 31^8 codes: a collision is rare; a few retries make it practically impossible.
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.deps.db.invitation.create({
          data: { ...this.columns(data), captainId, code: newInvitationCode(), createdAt: this.deps.clock.now() },
        });
        return this.view(row);
      } catch (e) {
        if (!isUniqueViolation(e) || attempt >= 5) throw e;
      }
    }
  }

  async update(captainId: string, id: string, input: unknown): Promise<InvitationView> {
    const current = await this.own(captainId, id);
    const data = parseInput(invitationSchema, input);
    const row = await this.deps.db.invitation.update({ where: { id: current.id }, data: this.columns(data) });
    return this.view(row);
  }

  /** Only an unused invitation: the condition is part of the DELETE, so a code used meanwhile stays. */
  async delete(captainId: string, id: string): Promise<void> {
    const current = await this.own(captainId, id);
    if (current.usedCount > 0) throw new ConflictError("students.invitation.used");
    const gone = await this.deps.db.invitation.deleteMany({ where: { id: current.id, captainId, usedCount: 0 } });
    if (gone.count !== 1) throw new ConflictError("students.invitation.used");
  }

  /**
   * The student's code: normalised by the schema; unknown, inactive, expired, used up and "already
   * connected" are distinct field errors on `code`; over 30 attempts an hour a student gets a 429.
   * The use is counted by one conditional UPDATE in the connection's transaction, so the usage
   * limit holds under concurrency.
   */
  async accept(studentId: string, code: unknown): Promise<CaptainView> {
    const parsed = parseInput(invitationCodeSchema, { code });
    const { db, clock, limiter } = this.deps;
    await limiter.consume(INVITATION_ATTEMPTS, limitKey("invitation-code", studentId));
    const invitation = await db.invitation.findUnique({ where: { code: parsed.code } });
    if (!invitation) throw ValidationError.field("code", "students.code.invalid");
    const state = this.state(invitation);
    if (state === "INACTIVE") throw ValidationError.field("code", "students.code.inactive");
    if (state === "EXPIRED") throw ValidationError.field("code", "students.code.expired");
    const now = clock.now();
    try {
      return await db.$transaction(async (tx) => {
        const link = await tx.studentCaptain.findUnique({
          where: { studentId_captainId: { studentId, captainId: invitation.captainId } },
        });
        if (link && !link.disconnectedAt) throw ValidationError.field("code", "students.code.alreadyConnected");
        // after a disconnection only an invitation made later connects the pair again
        if (link?.disconnectedAt && invitation.createdAt <= link.disconnectedAt) throw ValidationError.field("code", "students.code.needsNew");
        const used = await tx.$executeRaw`
          UPDATE "Invitation" SET "usedCount" = "usedCount" + 1, "updatedAt" = ${now}
          WHERE "id" = ${invitation.id}::uuid AND "isActive" AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`;
        if (used !== 1) throw ValidationError.field("code", "students.code.usedUp");
        const connected = link
          ? await tx.studentCaptain.updateMany({
              where: { id: link.id, disconnectedAt: { not: null } },
              data: { connectedAt: now, disconnectedAt: null, invitationId: invitation.id },
            })
          : await tx.studentCaptain
              .create({ data: { studentId, captainId: invitation.captainId, invitationId: invitation.id, connectedAt: now } })
              .then(() => ({ count: 1 }));
        if (connected.count !== 1) throw ValidationError.field("code", "students.code.alreadyConnected");
        const captain = await tx.user.findUniqueOrThrow({ where: { id: invitation.captainId }, include: { captainProfile: true } });
        return captainView(captain, now);
      }, TX);
    } catch (e) {
      // Two accepts of one student at once: the loser's insert hits the pair's unique key.
      if (isUniqueViolation(e)) throw ValidationError.field("code", "students.code.alreadyConnected");
      throw e;
    }
  }

  /** The captain's connected students, by name, with their enrolments in this captain's trips. */
  async students(captainId: string): Promise<ConnectedStudentView[]> {
    const { db } = this.deps;
    const links = await db.studentCaptain.findMany({
      where: { captainId, disconnectedAt: null },
      include: { student: true },
      orderBy: [{ student: { lastName: "asc" } }, { student: { firstName: "asc" } }, { id: "asc" }],
    });
    const enrolments = links.length
      ? await db.enrolment.findMany({
          where: { studentId: { in: links.map((l) => l.studentId) }, status: { not: "withdrawn" }, plannedTrip: { captainId } },
          include: enrolmentInclude,
          orderBy: [{ plannedTrip: { startDate: "asc" } }, { id: "asc" }],
        })
      : [];
    return links.map((l) => ({ ...l.student, connectedAt: l.connectedAt, enrolments: enrolments.filter((e) => e.studentId === l.studentId) }));
  }

  /** The student's connected captains, by name. */
  async captains(studentId: string): Promise<CaptainView[]> {
    const links = await this.deps.db.studentCaptain.findMany({
      where: { studentId, disconnectedAt: null },
      include: { captain: { include: { captainProfile: true } } },
      orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
    });
    return links.map((l) => captainView(l.captain, l.connectedAt));
  }

  /**
   * Ends a connection (`by` tells which side asked; the other side's id is the one from the URL,
   * so a pair that is not connected is 404). The student's pending and accepted enrolments in this
   * captain's trips that have not started are withdrawn, each change recorded.
   */
  async disconnect(captainId: string, studentId: string, by: "CAPTAIN" | "STUDENT"): Promise<void> {
    if (!UUID.test(captainId) || !UUID.test(studentId)) throw new NotFoundError();
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const link = await tx.studentCaptain.findUnique({ where: { studentId_captainId: { studentId, captainId } } });
      if (!link || link.disconnectedAt) throw new NotFoundError();
      const ended = await tx.studentCaptain.updateMany({ where: { id: link.id, disconnectedAt: null }, data: { disconnectedAt: now } });
      if (ended.count !== 1) throw new NotFoundError();
      const byName = await this.nameOf(tx, by === "CAPTAIN" ? { captainId } : { studentId });
      const affected = await tx.enrolment.findMany({
        where: {
          studentId,
          status: { in: ["pending", "accepted"] },
          plannedTrip: { captainId, startDate: { gte: dateOf(polishToday(now)) } },
        },
      });
      for (const e of affected) {
        await withdrawEnrolment(tx, e, {
          at: now,
          byRole: by,
          byName,
          byUserId: by === "CAPTAIN" ? captainId : null,
          byStudentId: by === "STUDENT" ? studentId : null,
          note: "disconnected",
        });
      }
    }, TX);
  }

  private async nameOf(tx: Prisma.TransactionClient, who: { captainId: string } | { studentId: string }) {
    if ("captainId" in who) {
      const u = await tx.user.findUniqueOrThrow({ where: { id: who.captainId }, include: { captainProfile: true } });
      return captainFullName(u);
    }
    return studentFullName(await tx.student.findUniqueOrThrow({ where: { id: who.studentId } }));
  }
}
