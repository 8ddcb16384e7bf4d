// The login throttle of captains, staff and students. Failures are counted per (account, client)
// and per client — never per account alone, so an attacker failing elsewhere cannot lock the owner
// out: the right password from a client that has not failed always gets in. After a rule's free
// failures each further failure blocks that key for twice as long as the last one (1 min, 2, 4 …
// up to 1 h). The counters live in a RateLimitStore (the database by default), so they are shared
// by every app process and survive a restart.
import type { Clock } from "../../clock.ts";
import { TooManyRequestsError } from "../../errors.ts";
import { clientKey, limitKey } from "../limits/rate-limiter.ts";
import type { RateLimitStore } from "../limits/rate-limit.store.ts";

type BackoffRule = {
  /** Failures allowed before the back-off starts. */
  free: number;
  /** The first block; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
  /** How long failures are remembered (from the first one). */
  windowMs: number;
};

const MINUTE = 60_000;

const DEFAULT_RULES = {
  accountClient: { free: 5, baseMs: MINUTE, maxMs: 60 * MINUTE, windowMs: 24 * 60 * MINUTE },
  client: { free: 20, baseMs: MINUTE, maxMs: 60 * MINUTE, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, BackoffRule>;

export type Scope = "user" | "student";

/** How long a key with `failures` failures is blocked after the last of them (0: not blocked). */
export function backoffMs(rule: BackoffRule, failures: number): number {
  const over = failures - rule.free;
  if (over <= 0) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
}

export class LoginThrottle {
  constructor(
    private store: RateLimitStore,
    private clock: Clock,
    private rules: { accountClient: BackoffRule; client: BackoffRule } = DEFAULT_RULES,
  ) {}

  private keys(scope: Scope, email: string, ip: string) {
    const client = clientKey(ip);
    return [
      { key: limitKey(`login-${scope}-account-client`, email, client), rule: this.rules.accountClient },
      { key: limitKey(`login-${scope}-client`, client), rule: this.rules.client },
    ];
  }

  /** Throws 429 (with the seconds left) while this client is backing off, for this account or overall. */
  async assertAllowed(scope: Scope, email: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const keys = this.keys(scope, email, ip);
    const counters = await this.store.get(
      keys.map((k) => k.key),
      now,
    );
    const until = Math.max(0, ...keys.map((k) => counters.get(k.key)?.blockedUntil ?? 0));
    if (until > now) throw new TooManyRequestsError("auth.throttled", Math.ceil((until - now) / 1000));
  }

  async recordFailure(scope: Scope, email: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    for (const { key, rule } of this.keys(scope, email, ip)) {
      const c = await this.store.hit(key, rule.windowMs, now);
      const wait = backoffMs(rule, c.count);
      if (wait > 0) await this.store.block(key, now + wait);
    }
  }

  /** The right password forgives this client's failures on this account (not its failures overall). */
  async recordSuccess(scope: Scope, email: string, ip: string): Promise<void> {
    const [accountKey] = this.keys(scope, email, ip);
    if (accountKey) await this.store.reset(accountKey.key);
  }
}
