import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../errors.ts";
import { LoginThrottle } from "./throttle.ts";

const clockAt = (ms: number) => {
  const c = { t: ms, now: () => new Date(c.t) };
  return c;
};

describe("LoginThrottle", () => {
  const rules = { email: { limit: 3, windowMs: 60_000 }, ip: { limit: 5, windowMs: 60_000 } };

  it("blocks an e-mail after `limit` failures within the window and frees it when they age out", () => {
    const clock = clockAt(0);
    const th = new LoginThrottle(clock, rules);
    for (let i = 0; i < 3; i++) {
      th.assertAllowed("user", "a@b.pl", `ip${i}`);
      th.recordFailure("user", "a@b.pl", `ip${i}`);
      clock.t += 1000;
    }
    expect(() => th.assertAllowed("user", "a@b.pl", "ip9")).toThrow(TooManyRequestsError);
    try {
      th.assertAllowed("user", "a@b.pl", "ip9");
    } catch (e) {
      expect((e as TooManyRequestsError).retryAfterSeconds).toBe(57);
      expect((e as TooManyRequestsError).values).toEqual({ minutes: 1 });
    }
    clock.t = 60_001;
    expect(() => th.assertAllowed("user", "a@b.pl", "ip9")).not.toThrow();
  });

  it("blocks an address that fails for many e-mails", () => {
    const th = new LoginThrottle(clockAt(0), rules);
    for (let i = 0; i < 5; i++) th.recordFailure("user", `u${i}@b.pl`, "1.2.3.4");
    expect(() => th.assertAllowed("user", "fresh@b.pl", "1.2.3.4")).toThrow(TooManyRequestsError);
    expect(() => th.assertAllowed("user", "fresh@b.pl", "5.6.7.8")).not.toThrow();
  });

  it("forgets an e-mail's failures after a success, and keeps captains and students apart", () => {
    const th = new LoginThrottle(clockAt(0), rules);
    for (let i = 0; i < 3; i++) th.recordFailure("user", "a@b.pl", `ip${i}`);
    expect(() => th.assertAllowed("student", "a@b.pl", "ipX")).not.toThrow();
    th.recordSuccess("user", "a@b.pl");
    expect(() => th.assertAllowed("user", "a@b.pl", "ipX")).not.toThrow();
  });
});
