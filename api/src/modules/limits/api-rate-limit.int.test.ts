// The request rate limit of /graphql and the REST shim through the real app, on the shared
// RateLimit table: per bearer token and per client address, at, below and above the bound, with
// the RateLimit headers on every answer and 429 + Retry-After above it; a new window lets requests
// through again; one token's excess does not touch another token or the web client's session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";

const PER_TOKEN = 5;
const PER_IP = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { apiPerMinute: PER_TOKEN, apiPerIpPerMinute: PER_IP, registrationPerHour: 100 } });
});
afterAll(() => t.close());

async function gqlRaw(opts: { token?: string; ip: string; lang?: string }) {
  const res = await t.app.fetch(
    new Request("http://test/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.lang ? { "accept-language": opts.lang } : {}),
      },
      body: JSON.stringify({ query: "{ __typename }" }),
    }),
    { ip: opts.ip },
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] } };
}

const limitHeaders = (h: Headers) => ({
  limit: h.get("ratelimit-limit"),
  remaining: h.get("ratelimit-remaining"),
  reset: h.get("ratelimit-reset"),
});

describe("API request rate limit", () => {
  it("per token: below and at the bound pass with headers counting down, above it is a 429 with Retry-After", async () => {
    const captain = await registerCaptain(t);
    const ip = "10.20.0.1";
    for (let i = 1; i <= PER_TOKEN; i++) {
      const res = await gqlRaw({ token: captain.token, ip: `${ip.slice(0, -1)}${i}` });
      expect(res.status, `request ${i}`).toBe(200);
      expect(limitHeaders(res.headers)).toEqual({ limit: String(PER_TOKEN), remaining: String(PER_TOKEN - i), reset: "60" });
      expect(res.headers.get("retry-after")).toBeNull();
    }
    const over = await gqlRaw({ token: captain.token, ip: "10.20.0.99", lang: "en" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("60");
    expect(limitHeaders(over.headers)).toEqual({ limit: "5", remaining: "0", reset: "60" });
    expect(over.body.errors?.[0]).toEqual({
      message: "Too many requests (5 per minute). Try again in 60 s",
      extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 60 },
    });
    // the REST shim counts on the same token
    const rest = await t.rest<{ success: boolean; message: string }>("GET", "/api/sailing-trips", { token: captain.token, ip: "10.20.0.98" });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ success: false, message: "Za dużo zapytań (5 na minutę). Spróbuj ponownie za 60 s" });
    expect(rest.headers.get("retry-after")).toBe("60");

    // another token of the same captain (another session) is not touched
    const other = await t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email: captain.email, password: captain.password }, ip: "10.20.1.1" });
    expect((await gqlRaw({ token: other.body.token, ip: "10.20.1.2" })).status).toBe(200);

    // the window passes: requests go through again
    t.clock.advance(30_000);
    const later = await gqlRaw({ token: captain.token, ip: "10.20.2.1" });
    expect(later.status).toBe(429);
    expect(later.headers.get("retry-after")).toBe("30");
    t.clock.advance(30_000);
    const next = await gqlRaw({ token: captain.token, ip: "10.20.2.2" });
    expect(next.status).toBe(200);
    expect(limitHeaders(next.headers)).toEqual({ limit: "5", remaining: "4", reset: "60" });
  });

  it("per client address, with or without a token; an IPv6 client counts by its /64", async () => {
    const ip = "10.30.0.1";
    for (let i = 1; i <= PER_IP; i++) {
      const res = await gqlRaw({ ip });
      expect(res.status, `request ${i}`).toBe(200);
      expect(limitHeaders(res.headers).remaining).toBe(String(PER_IP - i));
    }
    expect((await gqlRaw({ ip })).status).toBe(429);
    expect((await t.rest("GET", "/api/subscriptions/plans", { ip })).status).toBe(429);
    expect((await gqlRaw({ ip, token: "zk_some-token" })).status).toBe(429);
    expect((await gqlRaw({ ip: "10.30.0.2" })).status).toBe(200);

    for (let i = 1; i <= PER_IP; i++) expect((await gqlRaw({ ip: `2001:db8:1:2::${i.toString(16)}` })).status).toBe(200);
    expect((await gqlRaw({ ip: "2001:db8:1:2:ffff::1" })).status).toBe(429);
    expect((await gqlRaw({ ip: "2001:db8:1:3::1" })).status).toBe(200);
  });

  it("the counts live in the shared RateLimit table, so a second app on the same database counts on", async () => {
    const { createApp } = await import("../../app.ts");
    const second = createApp({
      db: t.db,
      clock: t.clock,
      logger: (await import("../../logger.ts")).createLogger("silent"),
      mailer: t.mailer,
      publicUrl: "https://zeglog.test",
      webDistDir: "/nonexistent",
      rateLimits: { apiPerMinute: PER_TOKEN, apiPerIpPerMinute: PER_IP },
    });
    const ip = "10.40.0.1";
    for (let i = 0; i < PER_IP; i++) expect((await gqlRaw({ ip })).status).toBe(200);
    const res = await second.fetch(
      new Request("http://test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
      { ip },
    );
    expect(res.status).toBe(429);
    expect(await t.db.rateLimit.count({ where: { key: { startsWith: "api-ip:" } } })).toBeGreaterThan(0);
  });

  it("leaves other paths alone: /healthz and the web client's files carry no RateLimit headers", async () => {
    const health = await t.rest("GET", "/healthz", { ip: "10.30.0.1" });
    expect(health.status).toBe(200);
    expect(health.headers.get("ratelimit-limit")).toBeNull();
  });
});
