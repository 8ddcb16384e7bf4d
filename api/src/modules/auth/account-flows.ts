// The steps captains' (auth.service.ts) and students' (student-auth.service.ts) accounts share:
// registration, sign-in against the login throttle, the password-reset request and the reset
// itself. Each service passes its own tables (users and sessions, or students and theirs) as small
// functions; the rules, limits and timing live here once.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { isUniqueViolation } from "../../validate.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { clientKey, limitKey, type LimitRules, type RateLimiter } from "../limits/rate-limiter.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LoginThrottle, Scope } from "./throttle.ts";
import { RESET_LINK_LIFETIME_MS, hashToken, newToken } from "./tokens.ts";

type Tx = Prisma.TransactionClient;

/** Work done after answering (password reset e-mails), so that the answer's timing tells nothing. */
export class BackgroundWork {
  private running = new Set<Promise<void>>();

  constructor(
    private logger: Logger,
    private failure: string,
  ) {}

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  later(work: () => Promise<void>) {
    const p: Promise<void> = work()
      .catch((e: unknown) => this.logger.error({ err: e }, this.failure))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }
}

/**
 * Registration, rate limited per client (it must not become an account-existence oracle): the
 * account and its first session are created together or not at all; a taken e-mail is a field error.
 */
export async function registerAccount<T>(
  deps: { db: Db; limiter: RateLimiter; limits: LimitRules },
  ip: string,
  account: { exists: () => Promise<boolean>; create: (tx: Tx, passwordHash: string) => Promise<T> },
  password: string,
): Promise<T> {
  const { db, limiter, limits } = deps;
  await limiter.consume(limits.registration, limitKey("register-client", clientKey(ip)));
  if (await account.exists()) throw ValidationError.field("email", "auth.emailTaken");
  const passwordHash = await hashPassword(password);
  try {
    return await db.$transaction((tx) => account.create(tx, passwordHash));
  } catch (e) {
    if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
    throw e;
  }
}

/** The account whose password this is, counted by the login throttle (failures and the success). */
export async function verifiedAccount<T extends { passwordHash: string }>(
  throttle: LoginThrottle,
  scope: Scope,
  login: { email: string; password: string; ip: string },
  find: () => Promise<T | null>,
): Promise<T> {
  await throttle.assertAllowed(scope, login.email, login.ip);
  const account = await find();
  if (!(await verifyPassword(account?.passwordHash, login.password)) || !account) {
    await throttle.recordFailure(scope, login.email, login.ip);
    throw new UnauthenticatedError("auth.invalidCredentials");
  }
  await throttle.recordSuccess(scope, login.email, login.ip);
  return account;
}

type ResetDeps = { db: Db; clock: Clock; mailer: Mailer; logger: Logger; publicUrl: string; limiter: RateLimiter; limits: LimitRules };

/**
 * Always answers the same way and in the same time, whether or not the e-mail has an account: the
 * request does the same work either way (rate limits, one lookup, a new token and its hash) and the
 * link is stored and e-mailed after the answer. A new link invalidates the older ones (`store`).
 * Over the per-client limit the answer is 429; over the per-address limit it is the usual answer,
 * without another e-mail (no mail bombing, and no hint either).
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  background: BackgroundWork,
  request: { email: string; lang: Lang; ip: string },
  account: {
    /** "" for captains, "student-" for students: the keys of the limit and the log events. */
    prefix: string;
    /** The link's page, e.g. /reset-password. */
    path: string;
    findId: () => Promise<string | undefined>;
    store: (tx: Tx, id: string, link: { tokenHash: string; expiresAt: Date }, now: Date) => Promise<void>;
  },
) {
  const { db, clock, mailer, publicUrl, logger, limiter, limits } = deps;
  const { email, lang, ip } = request;
  await limiter.consume(limits.passwordResetClient, limitKey("reset-client", clientKey(ip)));
  const perEmail = await limiter.allow(limits.passwordResetEmail, limitKey(`${account.prefix}reset-email`, email));
  const id = await account.findId();
  const token = newToken("zr");
  const tokenHash = hashToken(token);
  if (!id || !perEmail.allowed) {
    const event = `${account.prefix.replace("-", "_")}password_reset_${id ? "limited" : "unknown_email"}`;
    logger.info({ event }, "password reset e-mail not sent");
    return;
  }
  background.later(async () => {
    const now = clock.now();
    await db.$transaction((tx) => account.store(tx, id, { tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) }, now));
    const link = `${publicUrl}${account.path}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
    await mailer.send({ to: email, subject: translate(lang, "auth.resetMail.subject"), text: translate(lang, "auth.resetMail.body", { link }) });
  });
}

/** A password-reset link as stored, with the e-mail of its account. */
type StoredReset = { id: string; accountId: string; email: string; usedAt: Date | null; expiresAt: Date };

/**
 * Sets a new password from a single-use link: the link is claimed atomically (of two concurrent
 * uses only one updates a row), then `apply` sets the password and ends every session and every
 * other link of the account.
 */
export async function resetPasswordWith(
  deps: { db: Db; clock: Clock },
  data: { token: string; email: string; password: string },
  link: {
    find: (tx: Tx, tokenHash: string) => Promise<StoredReset | null>;
    claim: (tx: Tx, id: string, now: Date) => Promise<number>;
    apply: (tx: Tx, accountId: string, passwordHash: string, now: Date) => Promise<void>;
  },
) {
  const passwordHash = await hashPassword(data.password);
  const now = deps.clock.now();
  await deps.db.$transaction(async (tx) => {
    const reset = await link.find(tx, hashToken(data.token));
    if (!reset || reset.usedAt || reset.expiresAt <= now || reset.email !== data.email) {
      throw ValidationError.field("token", "auth.resetLinkInvalid");
    }
    if ((await link.claim(tx, reset.id, now)) !== 1) throw ValidationError.field("token", "auth.resetLinkInvalid");
    await link.apply(tx, reset.accountId, passwordHash, now);
  });
}
