// Student accounts: separate from captains, with their own (zs_) tokens.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { forgotPasswordSchema, resetPasswordSchema, studentLoginSchema, studentRegisterSchema } from "../../../../validation/auth.ts";
import type { Student } from "../../generated/prisma/client.ts";
import { clientKey, limitKey, type LimitRules, type RateLimiter } from "../limits/rate-limiter.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LoginThrottle } from "./throttle.ts";
import { RESET_LINK_LIFETIME_MS, hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type StudentSignedIn = { student: Student; token: string };

export class StudentAuthService {
  /** Work done after answering (password reset e-mails), so that the answer's timing tells nothing. */
  private background = new Set<Promise<void>>();

  constructor(
    private deps: {
      db: Db; clock: Clock; throttle: LoginThrottle; limiter: RateLimiter; limits: LimitRules;
      mailer: Mailer; logger: Logger; publicUrl: string;
    },
  ) {}

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.background.size) await Promise.all([...this.background]);
  }

  private later(work: () => Promise<void>) {
    const p: Promise<void> = work()
      .catch((e: unknown) => this.deps.logger.error({ err: e }, "student password reset e-mail failed"))
      .finally(() => this.background.delete(p));
    this.background.add(p);
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
    const { db, limiter, limits } = this.deps;
    await limiter.consume(limits.registration, limitKey("register-client", clientKey(ip)));
    if (await db.student.findUnique({ where: { email: data.email }, select: { id: true } })) {
      throw ValidationError.field("email", "auth.emailTaken");
    }
    const passwordHash = await hashPassword(data.password);
    try {
      return await db.$transaction(async (tx) => {
        const student = await tx.student.create({
          data: { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone, passwordHash, language: lang ?? "pl" },
        });
        return { student, token: await this.openSession(tx, student.id, false) };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
      throw e;
    }
  }

  /** `lang` (the request's) becomes the language of the student's e-mails. */
  async login(input: unknown, ip: string, lang?: Lang): Promise<StudentSignedIn> {
    const data = parseInput(studentLoginSchema, input);
    const { db, throttle } = this.deps;
    await throttle.assertAllowed("student", data.email, ip);
    const student = await db.student.findUnique({ where: { email: data.email } });
    if (!(await verifyPassword(student?.passwordHash, data.password)) || !student) {
      await throttle.recordFailure("student", data.email, ip);
      throw new UnauthenticatedError("auth.invalidCredentials");
    }
    await throttle.recordSuccess("student", data.email, ip);
    if (lang && student.language !== lang) await db.student.update({ where: { id: student.id }, data: { language: lang } });
    return { student, token: await this.openSession(db, student.id, data.remember) };
  }

  async authenticate(token: string) {
    const session = await this.deps.db.studentSession.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { student: true },
    });
    if (!session || session.revokedAt || session.expiresAt <= this.deps.clock.now()) return null;
    return { student: session.student, sessionId: session.id };
  }

  async logout(sessionId: string) {
    await this.deps.db.studentSession.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: this.deps.clock.now() },
    });
  }

  /**
   * The captains' flow for students (AuthService.forgotPassword): the same answer and timing
   * whether or not the e-mail has an account, the same per-client (429) and per-address (silent)
   * limits, the link stored and e-mailed after the answer; a new link invalidates older ones.
   */
  async forgotPassword(input: unknown, lang: Lang, ip: string) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db, clock, mailer, publicUrl, logger, limiter, limits } = this.deps;
    await limiter.consume(limits.passwordResetClient, limitKey("reset-client", clientKey(ip)));
    const perEmail = await limiter.allow(limits.passwordResetEmail, limitKey("student-reset-email", email));
    const student = await db.student.findUnique({ where: { email }, select: { id: true } });
    const token = newToken("zr");
    const tokenHash = hashToken(token);
    if (!student || !perEmail.allowed) {
      logger.info({ event: student ? "student_password_reset_limited" : "student_password_reset_unknown_email" }, "password reset e-mail not sent");
      return;
    }
    this.later(async () => {
      const now = clock.now();
      await db.$transaction(async (tx) => {
        await tx.studentPasswordReset.updateMany({ where: { studentId: student.id, usedAt: null }, data: { usedAt: now } });
        await tx.studentPasswordReset.create({
          data: { tokenHash, studentId: student.id, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) },
        });
      });
      const link = `${publicUrl}/student/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
      await mailer.send({ to: email, subject: translate(lang, "auth.resetMail.subject"), text: translate(lang, "auth.resetMail.body", { link }) });
    });
  }

  /** Sets a new password from a single-use link; every session and every other link of the student ends. */
  async resetPassword(input: unknown) {
    const data = parseInput(resetPasswordSchema, input);
    const { db, clock } = this.deps;
    const passwordHash = await hashPassword(data.password);
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const reset = await tx.studentPasswordReset.findUnique({ where: { tokenHash: hashToken(data.token) }, include: { student: true } });
      if (!reset || reset.usedAt || reset.expiresAt <= now || reset.student.email !== data.email) {
        throw ValidationError.field("token", "auth.resetLinkInvalid");
      }
      const claimed = await tx.studentPasswordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count !== 1) throw ValidationError.field("token", "auth.resetLinkInvalid");
      await tx.student.update({ where: { id: reset.studentId }, data: { passwordHash } });
      await tx.studentSession.updateMany({ where: { studentId: reset.studentId, revokedAt: null }, data: { revokedAt: now } });
      await tx.studentPasswordReset.updateMany({ where: { studentId: reset.studentId, usedAt: null }, data: { usedAt: now } });
    });
  }
}
