// Student accounts: separate from captains, with their own (zs_) tokens.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { Lang } from "../../../../validation/messages.ts";
import { parseInput } from "../../validate.ts";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, studentRegisterSchema } from "../../../../validation/auth.ts";
import { Prisma, type Student } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import { STUDENT_COLUMNS } from "./user-lookup.ts";
import type { LimitRules, RateLimiter } from "../limits/rate-limiter.ts";
import { BackgroundWork, registerAccount, requestPasswordReset, resetPasswordWith, verifiedAccount } from "./account-flows.ts";
import type { LoginThrottle } from "./throttle.ts";
import { hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type StudentSignedIn = { student: Student; token: string };

export class StudentAuthService {
  private background: BackgroundWork;

  constructor(
    private deps: {
      db: Db;
      clock: Clock;
      throttle: LoginThrottle;
      limiter: RateLimiter;
      limits: LimitRules;
      mailer: Mailer;
      logger: Logger;
      publicUrl: string;
    },
  ) {
    this.background = new BackgroundWork(deps.logger, "student password reset e-mail failed");
  }

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private async openSession(db: Pick<Db, "studentSession">, studentId: string, remember: boolean): Promise<string> {
    const token = newToken("zs");
    const expiresAt = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs(remember));
    await db.studentSession.create({ data: { tokenHash: hashToken(token), studentId, remember, expiresAt } });
    return token;
  }

  /** Rate limited per client, like the captains' registration. */
  async register(input: unknown, ip: string, lang?: Lang): Promise<StudentSignedIn> {
    const data = parseInput(studentRegisterSchema, input);
    const { db } = this.deps;
    return registerAccount(
      this.deps,
      ip,
      {
        exists: async () => !!(await db.student.findUnique({ where: { email: data.email }, select: { id: true } })),
        create: async (tx, passwordHash) => {
          const student = await tx.student.create({
            data: { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone, passwordHash, language: lang ?? "pl" },
          });
          return { student, token: await this.openSession(tx, student.id, false) };
        },
      },
      data.password,
    );
  }

  /** `lang` (the request's) becomes the language of the student's e-mails. */
  async login(input: unknown, ip: string, lang?: Lang): Promise<StudentSignedIn> {
    const data = parseInput(loginSchema, input);
    const { db, throttle } = this.deps;
    const student = await verifiedAccount(throttle, "student", { ...data, ip }, () => db.student.findUnique({ where: { email: data.email } }));
    if (lang && student.language !== lang) await db.student.update({ where: { id: student.id }, data: { language: lang } });
    return { student, token: await this.openSession(db, student.id, data.remember) };
  }

  async authenticate(token: string) {
    const rows = await readRows<Student & { sessionId: string; revokedAt: Date | null; expiresAt: Date }>(
      this.deps.db,
      Prisma.sql`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", ${STUDENT_COLUMNS}
      FROM "StudentSession" s JOIN "Student" st ON st."id" = s."studentId" WHERE s."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= this.deps.clock.now()) return null;
    const { sessionId, revokedAt: _r, expiresAt, ...student } = row;
    return { student, sessionId, until: expiresAt.getTime() };
  }

  async logout(sessionId: string) {
    await this.deps.db.studentSession.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: this.deps.clock.now() },
    });
  }

  /** The captains' flow for students (account-flows.ts): the same answer and timing, the same limits. */
  async forgotPassword(input: unknown, lang: Lang, ip: string) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db } = this.deps;
    await requestPasswordReset(
      this.deps,
      this.background,
      { email, lang, ip },
      {
        prefix: "student-",
        path: "/student/reset-password",
        findId: async () => (await db.student.findUnique({ where: { email }, select: { id: true } }))?.id,
        store: async (tx, studentId, link, now) => {
          await tx.studentPasswordReset.updateMany({ where: { studentId, usedAt: null }, data: { usedAt: now } });
          await tx.studentPasswordReset.create({ data: { ...link, studentId } });
        },
      },
    );
  }

  /** Sets a new password from a single-use link; every session and every other link of the student ends. */
  async resetPassword(input: unknown) {
    await resetPasswordWith(this.deps, parseInput(resetPasswordSchema, input), {
      find: async (tx, tokenHash) => {
        const r = await tx.studentPasswordReset.findUnique({ where: { tokenHash }, include: { student: { select: { email: true } } } });
        return r && { id: r.id, accountId: r.studentId, email: r.student.email, usedAt: r.usedAt, expiresAt: r.expiresAt };
      },
      claim: async (tx, id, now) => (await tx.studentPasswordReset.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } })).count,
      apply: async (tx, studentId, passwordHash, now) => {
        await tx.student.update({ where: { id: studentId }, data: { passwordHash } });
        await tx.studentSession.updateMany({ where: { studentId, revokedAt: null }, data: { revokedAt: now } });
        await tx.studentPasswordReset.updateMany({ where: { studentId, usedAt: null }, data: { usedAt: now } });
      },
    });
  }
}
