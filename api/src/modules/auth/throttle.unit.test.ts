// The login throttle's rules over the store contract (in memory here; the database store is
// tested on PGlite and PostgreSQL in limits/rate-limit.int.test.ts and through the app).
import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../errors.ts";
import { MemoryRateLimitStore } from "../limits/rate-limit.store.ts";
import { LoginThrottle, backoffMs } from "./throttle.ts";

const clockAt = (ms: number) => {
  const c = { t: ms, now: () => new Date(c.t) };
  return c;
};

const rules = {
  accountClient: { free: 3, baseMs: 60_000, maxMs: 600_000, windowMs: 3_600_000 },
  client: { free: 6, baseMs: 60_000, maxMs: 600_000, windowMs: 3_600_000 },
};

const blockedFor = async (th: LoginThrottle, email: string, ip: string): Promise<number> => {
  try {
    await th.assertAllowed("user", email, ip);
    return 0;
  } catch (e) {
    expect(e).toBeInstanceOf(TooManyRequestsError);
    return (e as TooManyRequestsError).retryAfterSeconds;
  }
};

describe("backoffMs", () => {
  it("is free for the first failures, then doubles up to the maximum", () => {
    const r = rules.accountClient;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffMs(r, n) / 1000)).toEqual([0, 0, 0, 60, 120, 240, 480, 600, 600]);
  });
});

describe("LoginThrottle", () => {
  it("backs one client off one account progressively, and lets it in again when the block is over", async () => {
    const clock = clockAt(0);
    const th = new LoginThrottle(new MemoryRateLimitStore(), clock, rules);
    for (let i = 0; i < 3; i++) await th.recordFailure("user", "a@b.pl", "1.1.1.1");
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(0);
    await th.recordFailure("user", "a@b.pl", "1.1.1.1");
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(60);
    clock.t += 60_000;
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(0);
    await th.recordFailure("user", "a@b.pl", "1.1.1.1");
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(120);
  });

  it("never locks the owner out: failures from other clients do not block a client that has not failed", async () => {
    const th = new LoginThrottle(new MemoryRateLimitStore(), clockAt(0), rules);
    for (let i = 0; i < 50; i++) await th.recordFailure("user", "victim@b.pl", `6.6.${i % 5}.1`);
    expect(await blockedFor(th, "victim@b.pl", "6.6.0.1")).toBeGreaterThan(0);
    expect(await blockedFor(th, "victim@b.pl", "9.9.9.9")).toBe(0);
  });

  it("backs off a client that fails for many accounts", async () => {
    const th = new LoginThrottle(new MemoryRateLimitStore(), clockAt(0), rules);
    for (let i = 0; i < 7; i++) await th.recordFailure("user", `u${i}@b.pl`, "1.2.3.4");
    expect(await blockedFor(th, "fresh@b.pl", "1.2.3.4")).toBe(60);
    expect(await blockedFor(th, "fresh@b.pl", "5.6.7.8")).toBe(0);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const th = new LoginThrottle(new MemoryRateLimitStore(), clockAt(0), rules);
    for (let i = 0; i < 4; i++) await th.recordFailure("user", "a@b.pl", `2001:db8:1:2::${i + 1}`);
    expect(await blockedFor(th, "a@b.pl", "2001:db8:1:2:ffff::9")).toBe(60);
    expect(await blockedFor(th, "a@b.pl", "2001:db8:1:3::1")).toBe(0);
  });

  it("forgets a client's failures on an account after its success, and keeps captains and students apart", async () => {
    const th = new LoginThrottle(new MemoryRateLimitStore(), clockAt(0), rules);
    for (let i = 0; i < 4; i++) await th.recordFailure("user", "a@b.pl", "1.1.1.1");
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(60);
    await expect(th.assertAllowed("student", "a@b.pl", "1.1.1.1")).resolves.toBeUndefined();
    await th.recordSuccess("user", "a@b.pl", "1.1.1.1");
    await th.recordFailure("user", "a@b.pl", "1.1.1.1");
    expect(await blockedFor(th, "a@b.pl", "1.1.1.1")).toBe(0);
  });
});
