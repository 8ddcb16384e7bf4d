// Fixed-window rate limits over a RateLimitStore: the public PDF generator per client, registration
// per client, password reset e-mails per address and per client. A refused request is a 429 with
// Retry-After (TooManyRequestsError). Keys never hold an e-mail or address in clear: the counted
// value is hashed.
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Clock } from "../../clock.ts";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "../../config.ts";
import { TooManyRequestsError } from "../../errors.ts";
import type { MessageKey } from "../../../../validation/messages.ts";
import type { RequestLimiter } from "./leased-rate-limiter.ts";
import type { RateLimitStore } from "./rate-limit.store.ts";

export type LimitRule = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rules of the app, from the configured numbers. */
export function limitRules(settings: Partial<RateLimitSettings> = {}) {
  const s = { ...DEFAULT_RATE_LIMITS, ...settings };
  return {
    publicPdf: { limit: s.publicPdfPerMinute, windowMs: MINUTE },
    registration: { limit: s.registrationPerHour, windowMs: HOUR },
    passwordResetEmail: { limit: s.passwordResetPerHour, windowMs: HOUR },
    passwordResetClient: { limit: s.passwordResetPerHour * 10, windowMs: HOUR },
    apiToken: { limit: s.apiPerMinute, windowMs: MINUTE },
    apiClient: { limit: s.apiPerIpPerMinute, windowMs: MINUTE },
  } satisfies Record<string, LimitRule>;
}
export type LimitRules = ReturnType<typeof limitRules>;

/**
 * What identifies a client for counting: its address; an IPv6 address by its /64 network, since
 * one subscriber usually holds a whole /64 and could otherwise count as billions of clients.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isIPv6(address)) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** `name:<sha256 of the parts>`: fixed length, and no personal data in the table. */
export const limitKey = (name: string, ...parts: string[]) => `${name}:${createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 40)}`;

export class RateLimiter implements RequestLimiter {
  constructor(
    private store: RateLimitStore,
    private clock: Clock,
  ) {}

  /**
   * Counts one request; false when it is over the rule's limit (it is counted anyway). `remaining`
   * is what is left in the window after this request (never below 0).
   */
  async allow(rule: LimitRule, key: string): Promise<{ allowed: boolean; retryAfterSeconds: number; remaining: number }> {
    const now = this.clock.now().getTime();
    const c = await this.store.hit(key, rule.windowMs, now);
    return {
      allowed: c.count <= rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((c.windowEnds - now) / 1000)),
      remaining: Math.max(0, rule.limit - c.count),
    };
  }

  /** Counts one request; over the limit throws a 429 with the time left in the window. */
  async consume(rule: LimitRule, key: string, message: MessageKey = "errors.rateLimited"): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.allow(rule, key);
    if (!allowed) throw new TooManyRequestsError(message, retryAfterSeconds);
  }
}
