// Captain and staff accounts: registration, sign-in, sessions, password reset.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { Logger } from "../../logger.ts";
import { parseInput } from "../../validate.ts";
import type { Lang } from "../../../../validation/messages.ts";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../../../validation/auth.ts";
import { Prisma, type User } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import type { LimitRules, RateLimiter } from "../limits/rate-limiter.ts";
import { BackgroundWork, registerAccount, requestPasswordReset, resetPasswordWith, verifiedAccount } from "./account-flows.ts";
import { hashPassword } from "./passwords.ts";
import type { LoginThrottle } from "./throttle.ts";
import { hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";
import { PREMIUM_UNTIL, USER_COLUMNS, holdsUntil, premiumAt } from "./user-lookup.ts";

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
  private background: BackgroundWork;

  constructor(private deps: AuthDeps) {
    this.background = new BackgroundWork(deps.logger, "password reset e-mail failed");
  }

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  settled(): Promise<void> {
    return this.background.settled();
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
    const { db } = this.deps;
    return registerAccount(
      this.deps,
      ip,
      {
        exists: async () => !!(await db.user.findUnique({ where: { email: data.email }, select: { id: true } })),
        create: async (tx, passwordHash) => {
          const user = await tx.user.create({
            data: { name: data.name, email: data.email, phone: data.phone, passwordHash, role: "captain", language: lang ?? "pl" },
          });
          return { user, token: await this.openSession(tx, user.id, false) };
        },
      },
      data.password,
    );
  }

  /** `lang` (the request's) becomes the language of the account's e-mails. */
  async login(input: unknown, ip: string, lang?: Lang): Promise<SignedIn> {
    const data = parseInput(loginSchema, input);
    const { db, throttle } = this.deps;
    const user = await verifiedAccount(throttle, "user", { ...data, ip }, () => db.user.findUnique({ where: { email: data.email } }));
    if (lang && user.language !== lang) await db.user.update({ where: { id: user.id }, data: { language: lang } });
    return { user, token: await this.openSession(db, user.id, data.remember) };
  }

  /**
   * Resolves a zc_ token to its user, when the session is neither revoked nor expired: one query
   * joining the session to its user (Prisma's `include` takes two round trips, issue 18);
   * auth.int.test.ts checks that the row equals Prisma's `session.findUnique(include user)`. It also
   * answers whether the user has Premium now, so a trip or yacht write does not ask again, and until
   * when this answer holds if nothing changes (`until`, ms: the session's or the Premium's end), so
   * that the process may keep it (viewer-cache.ts, which forgets it when the database says it changed).
   */
  async authenticate(token: string) {
    const now = this.deps.clock.now();
    const rows = await readRows<User & { sessionId: string; revokedAt: Date | null; expiresAt: Date; premiumUntil: Date | null }>(
      this.deps.db,
      Prisma.sql`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", ${USER_COLUMNS}, ${PREMIUM_UNTIL}
      FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    const { sessionId, revokedAt: _r, expiresAt, premiumUntil, ...user } = row;
    const premium = premiumAt(premiumUntil, now);
    return { user, sessionId, premium, until: holdsUntil(expiresAt, premium, premiumUntil) };
  }

  async logout(sessionId: string) {
    await this.deps.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: this.deps.clock.now() } });
  }

  /** The same answer and timing whether or not the e-mail has an account (account-flows.ts). */
  async forgotPassword(input: unknown, lang: Lang, ip: string) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db } = this.deps;
    await requestPasswordReset(
      this.deps,
      this.background,
      { email, lang, ip },
      {
        prefix: "",
        path: "/reset-password",
        findId: async () => (await db.user.findUnique({ where: { email }, select: { id: true } }))?.id,
        store: async (tx, userId, link, now) => {
          await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
          await tx.passwordReset.create({ data: { ...link, userId } });
        },
      },
    );
  }

  /** Sets a new password from a single-use link; every session and every other link of the account ends. */
  async resetPassword(input: unknown) {
    await resetPasswordWith(this.deps, parseInput(resetPasswordSchema, input), {
      find: async (tx, tokenHash) => {
        const r = await tx.passwordReset.findUnique({ where: { tokenHash }, include: { user: { select: { email: true } } } });
        return r && { id: r.id, accountId: r.userId, email: r.user.email, usedAt: r.usedAt, expiresAt: r.expiresAt };
      },
      claim: async (tx, id, now) => (await tx.passwordReset.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } })).count,
      apply: async (tx, userId, passwordHash, now) => {
        await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
        await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
      },
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
