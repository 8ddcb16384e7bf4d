// Student accounts: separate from captains, with their own (zs_) tokens.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { studentLoginSchema, studentRegisterSchema } from "../../../../validation/auth.ts";
import type { Student } from "../../generated/prisma/client.ts";
import { clientKey, limitKey, type LimitRules, type RateLimiter } from "../limits/rate-limiter.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LoginThrottle } from "./throttle.ts";
import { hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type StudentSignedIn = { student: Student; token: string };

export class StudentAuthService {
  constructor(private deps: { db: Db; clock: Clock; throttle: LoginThrottle; limiter: RateLimiter; limits: LimitRules }) {}

  private async openSession(db: Pick<Db, "studentSession">, studentId: string, remember: boolean): Promise<string> {
    const token = newToken("zs");
    const expiresAt = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs(remember));
    await db.studentSession.create({ data: { tokenHash: hashToken(token), studentId, remember, expiresAt } });
    return token;
  }

  /** Rate limited per client, like the captains' registration. */
  async register(input: unknown, ip: string): Promise<StudentSignedIn> {
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
          data: { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone, passwordHash },
        });
        return { student, token: await this.openSession(tx, student.id, false) };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
      throw e;
    }
  }

  async login(input: unknown, ip: string): Promise<StudentSignedIn> {
    const data = parseInput(studentLoginSchema, input);
    const { db, throttle } = this.deps;
    await throttle.assertAllowed("student", data.email, ip);
    const student = await db.student.findUnique({ where: { email: data.email } });
    if (!(await verifyPassword(student?.passwordHash, data.password)) || !student) {
      await throttle.recordFailure("student", data.email, ip);
      throw new UnauthenticatedError("auth.invalidCredentials");
    }
    await throttle.recordSuccess("student", data.email, ip);
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
}
