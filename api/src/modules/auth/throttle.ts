// Throttles repeated failed logins per e-mail and per client address (in this process's memory:
// the product runs as one Node process). A key is blocked once it has `limit` failures within the
// window, until the oldest of them leaves the window.
import type { Clock } from "../../clock.ts";
import { TooManyRequestsError } from "../../errors.ts";

export type ThrottleRule = { limit: number; windowMs: number };

export const DEFAULT_RULES = {
  email: { limit: 5, windowMs: 15 * 60 * 1000 },
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, ThrottleRule>;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private clock: Clock,
    private rules: { email: ThrottleRule; ip: ThrottleRule } = DEFAULT_RULES,
  ) {}

  private recent(key: string, rule: ThrottleRule): number[] {
    const since = this.clock.now().getTime() - rule.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private keys(scope: string, email: string, ip: string) {
    return [
      { key: `${scope}:email:${email}`, rule: this.rules.email },
      { key: `${scope}:ip:${ip}`, rule: this.rules.ip },
    ];
  }

  /** Throws 429 when this e-mail or address has failed too often recently. */
  assertAllowed(scope: string, email: string, ip: string) {
    for (const { key, rule } of this.keys(scope, email, ip)) {
      const list = this.recent(key, rule);
      if (list.length >= rule.limit) {
        const retryMs = list[0] + rule.windowMs - this.clock.now().getTime();
        throw new TooManyRequestsError("auth.throttled", Math.ceil(retryMs / 1000));
      }
    }
  }

  recordFailure(scope: string, email: string, ip: string) {
    const now = this.clock.now().getTime();
    for (const { key, rule } of this.keys(scope, email, ip)) this.failures.set(key, [...this.recent(key, rule), now]);
  }

  /** A successful login forgives that e-mail's failures (not the address's). */
  recordSuccess(scope: string, email: string) {
    this.failures.delete(`${scope}:email:${email}`);
  }
}
