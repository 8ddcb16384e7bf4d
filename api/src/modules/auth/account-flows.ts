// The steps captains' (auth.service.ts) and students' (student-auth.service.ts) accounts share:
// registration, sign-in against the login throttle, sign-out, the password-reset request and the
// reset itself, each over its own kind's tables (account-kinds.ts). The rules, limits and timing
// live here once.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from "../../../../validation/auth.ts";
import { clientKey, limitKey, type LimitRules, type RateLimiter } from "../limits/rate-limiter.ts";
import { NAMES, REGISTRATION, TABLES, type AccountOf, type Client, type Kind, type OwnerColumn } from "./account-kinds.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LoginThrottle } from "./throttle.ts";
import { RESET_LINK_LIFETIME_MS, hashToken, newToken, sessionLifetimeMs } from "./tokens.ts";

export type AccountDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  throttle: LoginThrottle;
  limiter: RateLimiter;
  limits: LimitRules;
};

/** A signed-in account: `{ user, token }` or `{ student, token }`. */
export type SignedInAs<R extends Kind> = Record<R, AccountOf[R]> & { token: string };

/** `{ [key]: value }`, typed by the key's own name. */
const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;
const EMAIL_ONLY = { select: { email: true } } as const;

/** Work done after answering (password reset e-mails), so that the answer's timing tells nothing. */
class BackgroundWork {
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

/** The account service of one kind of account (captains and staff, or students). */
export abstract class AccountFlows<R extends Kind> {
  private background: BackgroundWork;
  private owner: OwnerColumn<R>;

  constructor(
    protected deps: AccountDeps,
    private kind: R,
  ) {
    this.background = new BackgroundWork(deps.logger, NAMES[kind].resetFailure);
    this.owner = `${kind}Id`;
  }

  /** Resolves when the work started after earlier answers is done (tests, shutdown). */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private tables(db: Client) {
    return TABLES[this.kind](db);
  }

  private async openSession(db: Client, accountId: string, remember: boolean): Promise<string> {
    const token = newToken(NAMES[this.kind].token);
    const expiresAt = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs(remember));
    await this.tables(db).sessions.create({ data: { ...keyed(this.owner, accountId), tokenHash: hashToken(token), remember, expiresAt } });
    return token;
  }

  private signedIn(account: AccountOf[R], token: string): SignedInAs<R> {
    return { ...keyed(this.kind, account), token };
  }

  /**
   * Registration, rate limited per client (it must not become an account-existence oracle): the
   * account and its first session are created together or not at all; a taken e-mail is a field
   * error. `lang` (the request's) becomes the language of the account's e-mails.
   */
  async register(input: unknown, ip: string, lang?: Lang): Promise<SignedInAs<R>> {
    const registration = REGISTRATION[this.kind];
    const form = parseInput(registration.form, input);
    const { db, limiter, limits } = this.deps;
    await limiter.consume(limits.registration, limitKey("register-client", clientKey(ip)));
    if (await this.tables(db).accounts.findUnique({ where: { email: form.email } })) throw ValidationError.field("email", "auth.emailTaken");
    const passwordHash = await hashPassword(form.password);
    try {
      return await db.$transaction(async (tx) => {
        const account = await registration.create(tx, form, passwordHash, lang ?? "pl");
        return this.signedIn(account, await this.openSession(tx, account.id, false));
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("email", "auth.emailTaken");
      throw e;
    }
  }

  /**
   * Sign-in: the account whose password this is, counted by the login throttle (failures and the
   * success), with a new session. `lang` (the request's) becomes the language of the account's e-mails.
   */
  async login(input: unknown, ip: string, lang?: Lang): Promise<SignedInAs<R>> {
    const data = parseInput(loginSchema, input);
    const { db, throttle } = this.deps;
    const { accounts } = this.tables(db);
    await throttle.assertAllowed(this.kind, data.email, ip);
    const account = await accounts.findUnique({ where: { email: data.email } });
    if (!(await verifyPassword(account?.passwordHash, data.password)) || !account) {
      await throttle.recordFailure(this.kind, data.email, ip);
      throw new UnauthenticatedError("auth.invalidCredentials");
    }
    await throttle.recordSuccess(this.kind, data.email, ip);
    if (lang && account.language !== lang) await accounts.update({ where: { id: account.id }, data: { language: lang } });
    return this.signedIn(account, await this.openSession(db, account.id, data.remember));
  }

  async logout(sessionId: string) {
    await this.tables(this.deps.db).sessions.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: this.deps.clock.now() } });
  }

  /**
   * Always answers the same way and in the same time, whether or not the e-mail has an account: the
   * request does the same work either way (rate limits, one lookup, a new token and its hash) and the
   * link is stored and e-mailed after the answer. A new link invalidates the older ones.
   * Over the per-client limit the answer is 429; over the per-address limit it is the usual answer,
   * without another e-mail (no mail bombing, and no hint either).
   */
  async forgotPassword(input: unknown, lang: Lang, ip: string) {
    const { email } = parseInput(forgotPasswordSchema, input);
    const { db, clock, mailer, publicUrl, logger, limiter, limits } = this.deps;
    const { reset, resetPage } = NAMES[this.kind];
    await limiter.consume(limits.passwordResetClient, limitKey("reset-client", clientKey(ip)));
    const perEmail = await limiter.allow(limits.passwordResetEmail, limitKey(`${reset}reset-email`, email));
    const id = (await this.tables(db).accounts.findUnique({ where: { email } }))?.id;
    const token = newToken("zr");
    const tokenHash = hashToken(token);
    if (!id || !perEmail.allowed) {
      const event = `${reset.replace("-", "_")}password_reset_${id ? "limited" : "unknown_email"}`;
      logger.info({ event }, "password reset e-mail not sent");
      return;
    }
    this.background.later(async () => {
      const now = clock.now();
      await db.$transaction(async (tx) => {
        const { resets } = this.tables(tx);
        await resets.updateMany({ where: { ...keyed(this.owner, id), usedAt: null }, data: { usedAt: now } });
        await resets.create({ data: { ...keyed(this.owner, id), tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) } });
      });
      const link = `${publicUrl}${resetPage}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
      await mailer.send({ to: email, subject: translate(lang, "auth.resetMail.subject"), text: translate(lang, "auth.resetMail.body", { link }) });
    });
  }

  /**
   * Sets a new password from a single-use link: the link is claimed atomically (of two concurrent
   * uses only one updates a row), then the password is set and every session and every other link
   * of the account end.
   */
  async resetPassword(input: unknown) {
    const data = parseInput(resetPasswordSchema, input);
    const passwordHash = await hashPassword(data.password);
    const now = this.deps.clock.now();
    await this.deps.db.$transaction(async (tx) => {
      const { accounts, sessions, resets } = this.tables(tx);
      const link = await resets.findUnique({ where: { tokenHash: hashToken(data.token) }, include: keyed(this.kind, EMAIL_ONLY) });
      if (!link || link.usedAt || link.expiresAt <= now || link[this.kind].email !== data.email) {
        throw ValidationError.field("token", "auth.resetLinkInvalid");
      }
      const claimed = await resets.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count !== 1) throw ValidationError.field("token", "auth.resetLinkInvalid");
      const accountId = link[this.owner];
      await accounts.update({ where: { id: accountId }, data: { passwordHash } });
      await sessions.updateMany({ where: { ...keyed(this.owner, accountId), revokedAt: null }, data: { revokedAt: now } });
      await resets.updateMany({ where: { ...keyed(this.owner, accountId), usedAt: null }, data: { usedAt: now } });
    });
  }
}
