// Captain and staff accounts: registration, sign-in, sessions, password reset.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { Logger } from "../../logger.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../../../validation/auth.ts";
import type { User } from "../../generated/prisma/client.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { LoginThrottle } from "./throttle.ts";
import { RESET_LINK_LIFETIME_MS, hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type AuthDeps = { db: Db; clock: Clock; mailer: Mailer; logger: Logger; publicUrl: string; throttle: LoginThrottle };
export type SignedIn = { user: User; token: string };

export class AuthService {
  constructor(private deps: AuthDeps) {}

  private async openSession(db: Pick<Db, "session">, userId: string, remember: boolean): Promise<string> {
    const token = newToken("zc");
    const expiresAt = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs(remember));
    await db.session.create({ data: { tokenHash: hashToken(token), userId, remember, expiresAt } });
    return token;
  }

  async register(input: unknown): Promise<SignedIn> {
    const data = parseInput(registerSchema, input);
    const { db } = this.deps;
    if (await db.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
      throw ValidationError.field("email", "auth.emailTaken");
    }
    const passwordHash = await hashPassword(data.password);
    try {
      // The account and its first session are created together or not at all.
      return await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { name: data.name, email: data.email, phone: data.phone, passwordHash, role: "captain" },
        });
        return { user, token: await this.openSession(tx, user.id, false) };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
      throw e;
    }
  }

  async login(input: unknown, ip: string): Promise<SignedIn> {
    const data = parseInput(loginSchema, input);
    const { db, throttle } = this.deps;
    throttle.assertAllowed("user", data.email, ip);
    const user = await db.user.findUnique({ where: { email: data.email } });
    if (!(await verifyPassword(user?.passwordHash, data.password)) || !user) {
      throttle.recordFailure("user", data.email, ip);
      throw new UnauthenticatedError("auth.invalidCredentials");
    }
    throttle.recordSuccess("user", data.email);
    return { user, token: await this.openSession(db, user.id, data.remember) };
  }

  /** Resolves a zc_ token to its user, when the session is neither revoked nor expired. */
  async authenticate(token: string) {
    const session = await this.deps.db.session.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
    if (!session || session.revokedAt || session.expiresAt <= this.deps.clock.now()) return null;
    return { user: session.user, sessionId: session.id };
  }

  async logout(sessionId: string) {
    await this.deps.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: this.deps.clock.now() } });
  }

  /** Always answers the same way, whether or not the e-mail has an account. */
  async forgotPassword(input: unknown, lang: Lang) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db, clock, mailer, publicUrl, logger } = this.deps;
    const user = await db.user.findUnique({ where: { email } });
    if (!user) {
      logger.info({ event: "password_reset_unknown_email" }, "password reset asked for an unknown e-mail");
      return;
    }
    const token = newToken("zr");
    await db.passwordReset.create({
      data: { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(clock.now().getTime() + RESET_LINK_LIFETIME_MS) },
    });
    const link = `${publicUrl}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
    await mailer.send({
      to: email,
      subject: translate(lang, "auth.resetMail.subject"),
      text: translate(lang, "auth.resetMail.body", { link }),
    });
  }

  /** Sets a new password from a single-use link and signs every session of the account out. */
  async resetPassword(input: unknown) {
    const data = parseInput(resetPasswordSchema, input);
    const { db, clock } = this.deps;
    const passwordHash = await hashPassword(data.password);
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const reset = await tx.passwordReset.findUnique({ where: { tokenHash: hashToken(data.token) }, include: { user: true } });
      if (!reset || reset.usedAt || reset.expiresAt <= now || reset.user.email !== data.email) {
        throw ValidationError.field("token", "auth.resetLinkInvalid");
      }
      // Claim the link atomically: of two concurrent uses only one updates a row.
      const claimed = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count !== 1) throw ValidationError.field("token", "auth.resetLinkInvalid");
      await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
      await tx.session.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: now } });
    });
  }

  /** Creates the office staff account from STAFF_EMAIL/STAFF_PASSWORD when it does not exist yet. */
  async ensureStaff(staff: { email: string; password: string }): Promise<"created" | "exists"> {
    const { db } = this.deps;
    const existing = await db.user.findUnique({ where: { email: staff.email } });
    if (existing) {
      if (existing.role !== "staff") this.deps.logger.warn({ email: staff.email }, "STAFF_EMAIL belongs to a captain account; not promoted");
      return "exists";
    }
    await db.user.create({
      data: { name: "Biuro Żeglog", email: staff.email, phone: "-", passwordHash: await hashPassword(staff.password), role: "staff" },
    });
    return "created";
  }
}
