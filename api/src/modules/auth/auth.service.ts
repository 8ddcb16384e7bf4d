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
import { clientKey, limitKey, type LimitRules, type RateLimiter } from "../limits/rate-limiter.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LoginThrottle } from "./throttle.ts";
import { RESET_LINK_LIFETIME_MS, hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type AuthDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  throttle: LoginThrottle;
  limiter: RateLimiter;
  limits: LimitRules;
};
export type SignedIn = { user: User; token: string };

export class AuthService {
  /** Work done after answering (password reset e-mails), so that the answer's timing tells nothing. */
  private background = new Set<Promise<void>>();

  constructor(private deps: AuthDeps) {}

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.background.size) await Promise.all([...this.background]);
  }

  private later(work: () => Promise<void>) {
    const p: Promise<void> = work()
      .catch((e: unknown) => this.deps.logger.error({ err: e }, "password reset e-mail failed"))
      .finally(() => this.background.delete(p));
    this.background.add(p);
  }

  private async openSession(db: Pick<Db, "session">, userId: string, remember: boolean): Promise<string> {
    const token = newToken("zc");
    const expiresAt = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs(remember));
    await db.session.create({ data: { tokenHash: hashToken(token), userId, remember, expiresAt } });
    return token;
  }

  /** Registration from one client is rate limited: it must not become an account-existence oracle. */
  async register(input: unknown, ip: string, lang?: Lang): Promise<SignedIn> {
    const data = parseInput(registerSchema, input);
    const { db, limiter, limits } = this.deps;
    await limiter.consume(limits.registration, limitKey("register-client", clientKey(ip)));
    if (await db.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
      throw ValidationError.field("email", "auth.emailTaken");
    }
    const passwordHash = await hashPassword(data.password);
    try {
      // The account and its first session are created together or not at all.
      return await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { name: data.name, email: data.email, phone: data.phone, passwordHash, role: "captain", language: lang ?? "pl" },
        });
        return { user, token: await this.openSession(tx, user.id, false) };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
      throw e;
    }
  }

  /** `lang` (the request's) becomes the language of the account's e-mails. */
  async login(input: unknown, ip: string, lang?: Lang): Promise<SignedIn> {
    const data = parseInput(loginSchema, input);
    const { db, throttle } = this.deps;
    await throttle.assertAllowed("user", data.email, ip);
    const user = await db.user.findUnique({ where: { email: data.email } });
    if (!(await verifyPassword(user?.passwordHash, data.password)) || !user) {
      await throttle.recordFailure("user", data.email, ip);
      throw new UnauthenticatedError("auth.invalidCredentials");
    }
    await throttle.recordSuccess("user", data.email, ip);
    if (lang && user.language !== lang) await db.user.update({ where: { id: user.id }, data: { language: lang } });
    return { user, token: await this.openSession(db, user.id, data.remember) };
  }

  /**
   * Resolves a zc_ token to its user, when the session is neither revoked nor expired. Runs on every
   * signed-in request (once per request, never cached across requests: a logout is seen at once), so
   * it is one query joining the session to its user; Prisma's `include` takes two round trips
   * (issue 18). auth.int.test.ts checks that the row equals Prisma's `session.findUnique(include user)`.
   */
  async authenticate(token: string) {
    const rows = await this.deps.db.$queryRaw<(User & { sessionId: string; revokedAt: Date | null; expiresAt: Date })[]>`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", u."id", u."name", u."email", u."phone", u."passwordHash",
             u."role"::text AS "role", u."createdAt", u."updatedAt", u."language"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ${hashToken(token)}`;
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= this.deps.clock.now()) return null;
    const { sessionId, revokedAt: _r, expiresAt: _e, ...user } = row;
    return { user, sessionId };
  }

  async logout(sessionId: string) {
    await this.deps.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: this.deps.clock.now() } });
  }

  /**
   * Always answers the same way and in the same time, whether or not the e-mail has an account:
   * the request does the same work either way (rate limits, one lookup, a new token and its hash)
   * and the link is stored and e-mailed after the answer. A new link invalidates the older ones.
   * Over the per-client limit the answer is 429; over the per-address limit it is the usual
   * answer, without another e-mail (no mail bombing, and no hint either).
   */
  async forgotPassword(input: unknown, lang: Lang, ip: string) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db, clock, mailer, publicUrl, logger, limiter, limits } = this.deps;
    await limiter.consume(limits.passwordResetClient, limitKey("reset-client", clientKey(ip)));
    const perEmail = await limiter.allow(limits.passwordResetEmail, limitKey("reset-email", email));
    const user = await db.user.findUnique({ where: { email }, select: { id: true } });
    const token = newToken("zr");
    const tokenHash = hashToken(token);
    if (!user || !perEmail.allowed) {
      logger.info({ event: user ? "password_reset_limited" : "password_reset_unknown_email" }, "password reset e-mail not sent");
      return;
    }
    this.later(async () => {
      const now = clock.now();
      await db.$transaction(async (tx) => {
        await tx.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
        await tx.passwordReset.create({ data: { tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) } });
      });
      const link = `${publicUrl}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
      await mailer.send({ to: email, subject: translate(lang, "auth.resetMail.subject"), text: translate(lang, "auth.resetMail.body", { link }) });
    });
  }

  /** Sets a new password from a single-use link; every session and every other link of the account ends. */
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
      await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
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
