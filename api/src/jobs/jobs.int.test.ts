// The scheduled jobs, driven by the injected clock on a real database: expiry, the 7- and 1-day
// reminders (each once), stale orders, purging tokens, and one run per slot across processes.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { must } from "../../../validation/must.ts";
import { openDatabase } from "../db/db.ts";
import { createLogger } from "../logger.ts";
import { createTestApp, registerCaptain, usingPostgres, type TestApp } from "../test/harness.ts";
import { order } from "../modules/subscriptions/test/orders.ts";
import { JOBS, findJob, runJob, slotOf } from "./index.ts";
import type { JobDeps } from "./job.ts";

let t: TestApp;
let deps: JobDeps;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, clock: t.clock, logger: createLogger("silent"), mailer: t.mailer, publicUrl: "https://zeglog.test" };
});
afterAll(() => t.close());

let runs = 0;
/** Runs a job now, as `npm run jobs -- <name>` does (each call its own slot). */
const run = async (name: string) => {
  const r = await runJob(findJob(name)!, deps, new Date(t.clock.now().getTime() + runs++), "manual");
  expect(r.ran).toBe(true);
  return r.result ?? {};
};

/** A new captain the office has granted `days` of Premium. */
const grantedCaptain = async (days: number) => {
  const captain = await registerCaptain(t);
  await t.app.services.subscriptions.grant({ email: captain.email, days, reason: "test" });
  return captain;
};

describe("expire-subscriptions", () => {
  it("marks ended active subscriptions expired, and only those", async () => {
    const a = await grantedCaptain(1);
    const b = await grantedCaptain(3);
    expect((await run("expire-subscriptions")).expired).toBe(0);
    t.clock.advance(2 * DAY);
    await run("expire-subscriptions");
    expect((await t.db.subscription.findFirstOrThrow({ where: { userId: a.id } })).status).toBe("expired");
    expect((await t.db.subscription.findFirstOrThrow({ where: { userId: b.id } })).status).toBe("active");
    expect((await run("expire-subscriptions")).expired).toBe(0);
  });
});

describe("subscription-reminders", () => {
  it("e-mails 7 days and 1 day before Premium ends, each once, and not when a later subscription follows", async () => {
    const captain = await grantedCaptain(10);
    const covered = await grantedCaptain(10);
    const coveredFirst = await t.db.subscription.findFirstOrThrow({ where: { userId: covered.id } });
    // covered: a paid year follows the grant (a different provider, so a second subscription).
    await t.db.subscription.create({
      data: {
        userId: covered.id,
        status: "active",
        provider: "payu",
        startsAt: coveredFirst.endsAt,
        endsAt: new Date(coveredFirst.endsAt.getTime() + 365 * DAY),
        createdAt: t.clock.now(),
      },
    });
    const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

    await run("subscription-reminders");
    expect(mailsTo(captain.email)).toHaveLength(0);
    t.clock.advance(3 * DAY + 3600_000); // 6 days 23 h left
    await run("subscription-reminders");
    await run("subscription-reminders");
    expect(mailsTo(captain.email)).toHaveLength(1);
    expect(mailsTo(captain.email)[0]?.subject).toMatch(/^Żeglog — Twoje Premium kończy się \d+ \S+ 2026$/);
    expect(mailsTo(captain.email)[0]?.text).toContain("https://zeglog.test/captain-profile?tab=premium");
    expect(mailsTo(captain.email)[0]?.text).toContain("pozostało dni: 7");
    t.clock.advance(6 * DAY + 3 * 3600_000); // 20 h left
    await run("subscription-reminders");
    await run("subscription-reminders");
    expect(mailsTo(captain.email)).toHaveLength(2);
    expect(mailsTo(captain.email)[1]?.text).toContain("pozostało dni: 1");
    expect(mailsTo(covered.email)).toHaveLength(0);
  });
});

describe("cancel-stale-orders", () => {
  it("cancels orders pending for more than 24 h, keeps newer and paid ones", async () => {
    const captain = await registerCaptain(t);
    const old = await order(t, captain.token);
    t.clock.advance(20 * 3600_000);
    const fresh = await order(t, captain.token);
    t.clock.advance(5 * 3600_000);
    expect((await run("cancel-stale-orders")).cancelled).toBe(1);
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: old.body.subscription_id } })).toMatchObject({ status: "cancelled" });
    expect(await t.db.payment.findFirstOrThrow({ where: { subscriptionId: old.body.subscription_id } })).toMatchObject({
      status: "cancelled",
      providerStatus: "EXPIRED",
    });
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: fresh.body.subscription_id } })).toMatchObject({ status: "pending" });
    expect((await run("cancel-stale-orders")).cancelled).toBe(0);
  });
});

describe("purge-expired-tokens", () => {
  it("deletes expired sessions and password-reset links, keeps live ones", async () => {
    const old = await registerCaptain(t);
    await t.rest("POST", "/api/auth/forgot-password", { body: { email: old.email } });
    t.clock.advance(2 * DAY); // the session (1 day) and the link (60 min) have expired
    const live = await registerCaptain(t);
    const result = await run("purge-expired-tokens");
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.passwordResets).toBeGreaterThanOrEqual(1);
    expect(await t.db.session.count({ where: { userId: old.id } })).toBe(0);
    expect(await t.db.passwordReset.count({ where: { userId: old.id } })).toBe(0);
    expect((await t.rest("GET", "/api/auth/user", { token: live.token })).status).toBe(200);
  });
});

describe("purge-webhook-deliveries", () => {
  it("deletes delivered and failed deliveries past the retention, keeps newer ones and every pending one", async () => {
    const captain = await registerCaptain(t);
    const endpoint = await t.db.webhookEndpoint.create({
      data: { userId: captain.id, url: "https://hooks.zeglog.test/in", events: ["trip.created"], secretEnc: "unused" },
    });
    const now = t.clock.now().getTime();
    const delivery = (status: "pending" | "delivered" | "failed", ageDays: number) =>
      t.db.webhookDelivery.create({
        data: {
          endpointId: endpoint.id,
          eventId: randomUUID(),
          event: "trip.created",
          payload: {},
          status,
          nextAttemptAt: new Date(now + 365 * DAY),
          createdAt: new Date(now - ageDays * DAY),
        },
        select: { id: true },
      }); // not due for a year: no worker sends the pending one during the test
    const oldDelivered = await delivery("delivered", 31);
    const oldFailed = await delivery("failed", 45);
    const oldPending = await delivery("pending", 90);
    const recent = await delivery("delivered", 29);
    expect(await run("purge-webhook-deliveries")).toEqual({ deleted: 2 });
    const left = (await t.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, select: { id: true } })).map((d) => d.id).sort();
    expect(left).toEqual([oldPending.id, recent.id].sort());
    expect(left).not.toContain(oldDelivered.id);
    expect(left).not.toContain(oldFailed.id);

    // WEBHOOK_DELIVERY_RETENTION_DAYS shortens it
    const shorter = await runJob(must(findJob("purge-webhook-deliveries")), { ...deps, webhookDeliveryRetentionDays: 7 }, new Date(now + runs++), "manual");
    expect(shorter.result).toEqual({ deleted: 1 });
    expect(await t.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });
});

describe("one run per slot", () => {
  it("a slot claimed once is skipped by every other run, and the run is recorded with its counts", async () => {
    const job = findJob("expire-subscriptions")!;
    const slot = slotOf(new Date("2026-07-01T12:00:42Z"));
    expect(slot.toISOString()).toBe("2026-07-01T12:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 5 }, () => runJob(job, deps, slot, "schedule")));
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    const record = await t.db.jobRun.findUniqueOrThrow({ where: { job_slot: { job: job.name, slot } } });
    expect(record.trigger).toBe("schedule");
    expect(record.finishedAt).toBeInstanceOf(Date);
    expect(Object.keys(record.result ?? {})).toEqual(["expired"]);
    expect(typeof (record.result as Record<string, unknown>).expired).toBe("number");
  });

  it("works across processes: on PostgreSQL two database clients race for a slot and it runs once", async () => {
    // A second client on the same database, as a second app process would have. PGlite allows one
    // process per database, so there the same client races itself (the guard is the same row).
    let other: { prisma: typeof t.db; close: () => Promise<void> } = { prisma: t.db, close: async () => {} };
    if (usingPostgres()) {
      const name = (await t.db.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`)[0]?.db;
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      other = openDatabase(url.toString());
    }
    try {
      const job = findJob("purge-expired-tokens")!;
      const slot = slotOf(new Date("2026-07-02T03:30:00Z"));
      const otherDeps = { ...deps, db: other.prisma };
      const results = await Promise.all([
        runJob(job, deps, slot, "schedule"),
        runJob(job, otherDeps, slot, "schedule"),
        runJob(job, otherDeps, slot, "schedule"),
      ]);
      expect(results.filter((r) => r.ran)).toHaveLength(1);
      expect(await t.db.jobRun.count({ where: { job: job.name, slot } })).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("has one file per job, each with a valid schedule", async () => {
    const cron = await import("node-cron");
    expect(JOBS.map((j) => j.name)).toEqual([
      "expire-subscriptions",
      "subscription-reminders",
      "cancel-stale-orders",
      "purge-expired-tokens",
      "purge-webhook-deliveries",
    ]);
    for (const j of JOBS) expect(cron.validate(j.schedule), j.name).toBe(true);
  });
});
