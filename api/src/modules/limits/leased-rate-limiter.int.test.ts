// The leased API limiter on the real RateLimit table (PGlite, or PostgreSQL with DATABASE_URL):
// two limiters standing for two app processes share one counter; together they never admit more
// than the limit in a window, refuse at most (lease − 1) per process early, write once per lease
// instead of once per request, and start again when the window ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { LeasedRateLimiter, leaseSize } from "./leased-rate-limiter.ts";
import { DbRateLimitStore, type RateLimitStore } from "./rate-limit.store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** A store that counts its writes (each `hit` is one upsert). */
function countingStore(inner: RateLimitStore) {
  const counted = { writes: 0 };
  const store: RateLimitStore = {
    hit: (key, windowMs, nowMs, by) => {
      counted.writes += 1;
      return inner.hit(key, windowMs, nowMs, by);
    },
    get: (keys, nowMs) => inner.get(keys, nowMs),
    block: (key, untilMs) => inner.block(key, untilMs),
    reset: (key) => inner.reset(key),
  };
  return { store, counted };
}

function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

describe("leaseSize", () => {
  it("is limit / 20 up to 50, 1 for small limits, and shrinks to 1 near the limit", () => {
    expect(leaseSize(600, 0)).toBe(30);
    expect(leaseSize(10_000, 0)).toBe(50);
    expect(leaseSize(5, 0)).toBe(1);
    expect(leaseSize(39, 0)).toBe(1);
    expect(leaseSize(600, 560)).toBe(10);
    expect(leaseSize(600, 597)).toBe(1);
    expect(leaseSize(600, 700)).toBe(1);
  });
});

describe("LeasedRateLimiter", () => {
  it("two processes on one counter: never more than the limit, at most (lease − 1) each refused early, one write per lease", async () => {
    const db = new DbRateLimitStore(t.db);
    const clock = clockAt(10_000_000);
    const a = countingStore(db);
    const b = countingStore(db);
    const processA = new LeasedRateLimiter(a.store, clock);
    const processB = new LeasedRateLimiter(b.store, clock);
    const rule = { limit: 600, windowMs: MINUTE };
    const key = "lease:two-processes";
    let admitted = 0;
    let refusedFirstAt: number | null = null;
    // 700 requests, alternating in bursts of 7 between the processes, 10 at a time concurrently.
    for (let i = 0; i < 700; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) => (Math.floor((i + j) / 7) % 2 === 0 ? processA : processB).allow(rule, key));
      const results = await Promise.all(batch);
      results.forEach((r, j) => {
        if (r.allowed) admitted += 1;
        else refusedFirstAt ??= i + j;
        expect(r.remaining).toBeGreaterThanOrEqual(0);
        expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      });
    }
    expect(admitted).toBeLessThanOrEqual(rule.limit);
    expect(admitted).toBeGreaterThanOrEqual(rule.limit - 2 * (leaseSize(rule.limit, 0) - 1));
    expect(refusedFirstAt).not.toBeNull();
    const [stored] = await t.db.rateLimit.findMany({ where: { key } });
    expect(stored?.count).toBeGreaterThanOrEqual(admitted);
    // Far fewer writes than requests (one per lease; none once the window is known to be full).
    expect(a.counted.writes + b.counted.writes).toBeLessThan(120);
  });

  it("refuses locally until the window ends, then starts a new window", async () => {
    const { store, counted } = countingStore(new DbRateLimitStore(t.db));
    const clock = clockAt(20_000_000);
    const limiter = new LeasedRateLimiter(store, clock);
    const rule = { limit: 40, windowMs: MINUTE };
    const key = "lease:window";
    const first = await Promise.all(Array.from({ length: 40 }, () => limiter.allow(rule, key)));
    expect(first.every((r) => r.allowed)).toBe(true);
    const over = await limiter.allow(rule, key);
    expect(over).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    const writes = counted.writes;
    clock.ms += 30_000;
    expect(await limiter.allow(rule, key)).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect(counted.writes).toBe(writes); // a full window is refused without asking the database
    clock.ms += 30_000; // the window is over
    const fresh = await limiter.allow(rule, key);
    expect(fresh).toMatchObject({ allowed: true, remaining: 39, retryAfterSeconds: 60 });
    expect(counted.writes).toBe(writes + 1);
  });

  it("counts exactly for small limits (a lease of 1): the headers count down one by one", async () => {
    const limiter = new LeasedRateLimiter(new DbRateLimitStore(t.db), clockAt(30_000_000));
    const rule = { limit: 5, windowMs: MINUTE };
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await limiter.allow(rule, "lease:small"));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
  });

  it("a failing store is an error for that request, and the next request tries again", async () => {
    const db = new DbRateLimitStore(t.db);
    let fail = true;
    const store: RateLimitStore = {
      hit: (key, windowMs, nowMs, by) => (fail ? Promise.reject(new Error("database down")) : db.hit(key, windowMs, nowMs, by)),
      get: (keys, nowMs) => db.get(keys, nowMs),
      block: (key, untilMs) => db.block(key, untilMs),
      reset: (key) => db.reset(key),
    };
    const limiter = new LeasedRateLimiter(store, clockAt(40_000_000));
    const rule = { limit: 600, windowMs: MINUTE };
    await expect(limiter.allow(rule, "lease:failing")).rejects.toThrow("database down");
    fail = false;
    expect(await limiter.allow(rule, "lease:failing")).toMatchObject({ allowed: true, remaining: 599 });
  });
});
