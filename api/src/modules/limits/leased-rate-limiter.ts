// The API request limit (per token, per client address) without a database write per request.
// Each process leases a block of request numbers from the shared RateLimit counter (one atomic
// upsert adds the block's size) and hands them out locally until the block is used or the window
// ends. Every number is taken from the shared counter exactly once, so across all processes no
// window ever admits more than the limit (no overshoot, as with one upsert per request); the cost
// is the other way: numbers a process leased but did not use are lost for that window, so a client
// may be refused up to (lease − 1) × processes requests early. The lease is limit / 20 (at most 50)
// and shrinks to 1 as the window's count approaches the limit, so near the limit the count is exact;
// limits under 40 lease 1 (every request is one upsert, as before). Once a window is known to be
// over the limit, the process refuses locally until that window ends (the count cannot go down).
import type { Clock } from "../../clock.ts";
import type { RateLimitStore } from "./rate-limit.store.ts";
import type { LimitRule } from "./rate-limiter.ts";

type Allowance = { allowed: boolean; retryAfterSeconds: number; remaining: number };

/** What a limiter of one request needs to offer (RateLimiter counts each request in the store). */
export interface RequestLimiter {
  allow(rule: LimitRule, key: string): Promise<Allowance>;
}

type Lease = {
  windowEnds: number;
  /** The next number to hand out and the last one leased. */
  next: number;
  last: number;
  /** The shared count seen at the last lease (sizes the next one). */
  seen: number;
  /** A lease being fetched: concurrent requests wait for it instead of leasing their own. */
  pending: Promise<void> | null;
};

const MAX_LEASE = 50;
/** Keys kept in memory at most; expired ones go first, then the oldest. */
const MAX_KEYS = 10_000;

/** The block size for a rule, given the window's count seen so far. */
export function leaseSize(limit: number, seen: number, maxLease = MAX_LEASE): number {
  const base = Math.min(maxLease, Math.floor(limit / 20));
  const headroom = Math.floor((limit - seen) / 4);
  return Math.max(1, Math.min(base, headroom));
}

export class LeasedRateLimiter implements RequestLimiter {
  private leases = new Map<string, Lease>();

  constructor(
    private store: RateLimitStore,
    private clock: Clock,
    private maxLease = MAX_LEASE,
  ) {}

  async allow(rule: LimitRule, key: string): Promise<Allowance> {
    for (;;) {
      const now = this.clock.now().getTime();
      let lease = this.leases.get(key);
      if (lease && !lease.pending && lease.windowEnds <= now) {
        this.leases.delete(key);
        lease = undefined;
      }
      if (lease?.pending) {
        await lease.pending;
        continue;
      }
      if (lease && (lease.next <= lease.last || lease.next > rule.limit)) {
        const n = lease.next;
        if (n <= lease.last) lease.next += 1;
        return {
          allowed: n <= rule.limit,
          retryAfterSeconds: Math.max(1, Math.ceil((lease.windowEnds - now) / 1000)),
          remaining: Math.max(0, rule.limit - n),
        };
      }
      await this.renew(rule, key, lease, now);
    }
  }

  private async renew(rule: LimitRule, key: string, old: Lease | undefined, now: number): Promise<void> {
    const size = leaseSize(rule.limit, old?.seen ?? 0, this.maxLease);
    const lease: Lease = old ?? { windowEnds: 0, next: 1, last: 0, seen: 0, pending: null };
    if (!old) this.remember(key, lease, now);
    let done: () => void = () => {};
    lease.pending = new Promise<void>((resolve) => (done = resolve));
    try {
      const c = await this.store.hit(key, rule.windowMs, now, size);
      lease.windowEnds = c.windowEnds;
      lease.next = c.count - size + 1;
      lease.last = c.count;
      lease.seen = c.count;
    } catch (err) {
      this.leases.delete(key);
      throw err;
    } finally {
      lease.pending = null;
      done();
    }
  }

  private remember(key: string, lease: Lease, now: number): void {
    if (this.leases.size >= MAX_KEYS) {
      for (const [k, l] of this.leases) if (l.windowEnds <= now && !l.pending) this.leases.delete(k);
      for (const k of this.leases.keys()) {
        if (this.leases.size < MAX_KEYS) break;
        this.leases.delete(k);
      }
    }
    this.leases.set(key, lease);
  }
}
