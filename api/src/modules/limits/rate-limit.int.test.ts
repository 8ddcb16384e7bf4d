// The database rate limit store (PGlite, or PostgreSQL with DATABASE_URL): exact counts under
// concurrency (single-statement upserts), windows, blocks, clean-up; and the public generator's
// per-client limit through the app.
import { describe, expect, it } from "vitest";
import { createTestApp, someClient, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { DbRateLimitStore } from "./rate-limit.store.ts";
import { clientKey, limitKey } from "./rate-limiter.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

describe("DbRateLimitStore", () => {
  it("counts concurrent hits exactly: 40 at once give 1 … 40", async () => {
    const store = new DbRateLimitStore(t.db);
    const now = 1_000_000;
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit("concurrent", 60_000, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(counts.map((c) => c.windowEnds))).toEqual(new Set([now + 60_000]));
  });

  it("starts a new window when the last one is over, keeps a block, and never shortens it", async () => {
    const store = new DbRateLimitStore(t.db);
    await store.hit("win", 1000, 0);
    expect((await store.hit("win", 1000, 500)).count).toBe(2);
    await store.block("win", 10_000);
    await store.block("win", 5000);
    const next = await store.hit("win", 1000, 1000);
    expect(next).toEqual({ count: 1, windowEnds: 2000, blockedUntil: 10_000 });
    expect((await store.get(["win", "absent"], 5000)).get("win")).toEqual(next);
    expect((await store.get(["win"], 10_000)).size).toBe(0);
    await store.reset("win");
    expect(await t.db.rateLimit.count({ where: { key: "win" } })).toBe(0);
  });

  it("sweeps counters whose window and block are over", async () => {
    const store = new DbRateLimitStore(t.db);
    await store.hit("old", 1000, 0);
    await store.hit("fresh", 1000, 50_000);
    await store.block("blocked", 90_000);
    await store.sweep(50_500);
    const keys = (await t.db.rateLimit.findMany({ where: { key: { in: ["old", "fresh", "blocked"] } } })).map((r) => r.key).sort();
    expect(keys).toEqual(["blocked", "fresh"]);
  });

  it("keeps no e-mail or address in clear, and counts an IPv6 client by its /64", () => {
    expect(limitKey("reset-email", "jan@example.com")).toMatch(/^reset-email:[0-9a-f]{40}$/);
    expect(clientKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
  });
});

describe("POST /api/public/trip-card-pdf per client", () => {
  it("allows 10 a minute, then answers 429 with Retry-After; other clients are not affected", async () => {
    const ip = someClient();
    const post = (from: string) => t.rest<{ message: string }>("POST", "/api/public/trip-card-pdf", { body: {}, ip: from, lang: "en" });
    for (let i = 0; i < 10; i++) expect((await post(ip)).status).toBe(422);
    const over = await post(ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many requests. Try again in 1 min.");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await post(someClient())).status).toBe(422);
    t.clock.advance(61_000);
    expect((await post(ip)).status).toBe(422);
  });

  it("follows PUBLIC_PDF_RATE_LIMIT_PER_MINUTE", async () => {
    const strict = await createTestApp({ rateLimits: { publicPdfPerMinute: 2 } });
    try {
      const ip = someClient();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await strict.rest("POST", "/api/public/trip-card-pdf", { body: {}, ip })).status);
      expect(codes).toEqual([422, 422, 429]);
    } finally {
      await strict.close();
    }
  });
});
