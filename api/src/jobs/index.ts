// Scheduled jobs (node-cron): one file per job, registered at start-up unless JOBS=off. Every run
// first claims its slot with a JobRun row ((job, slot) is the primary key), so with several app
// processes on one PostgreSQL a slot runs once; the jobs are idempotent anyway.
import cron, { type ScheduledTask } from "node-cron";
import { isUniqueViolation } from "../validate.ts";
import { cancelStaleOrders } from "./cancel-stale-orders.ts";
import { expireSubscriptions } from "./expire-subscriptions.ts";
import type { Job, JobDeps } from "./job.ts";
import { purgeExpiredTokens } from "./purge-expired-tokens.ts";
import { purgeWebhookDeliveries } from "./purge-webhook-deliveries.ts";
import { subscriptionReminders } from "./subscription-reminders.ts";

export const JOBS: readonly Job[] = [expireSubscriptions, subscriptionReminders, cancelStaleOrders, purgeExpiredTokens, purgeWebhookDeliveries];

export const findJob = (name: string) => JOBS.find((j) => j.name === name);

type RunResult = { job: string; slot: Date; ran: boolean; result?: Record<string, number> };

/** The slot a scheduled tick belongs to: its minute. */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * Runs `job` for `slot` unless some process already claimed that slot. The run record keeps the
 * counts (or the error) for the office and the logs.
 */
export async function runJob(job: Job, deps: JobDeps, slot: Date, trigger: "schedule" | "manual"): Promise<RunResult> {
  const { db, clock, logger } = deps;
  try {
    await db.jobRun.create({ data: { job: job.name, slot, trigger, startedAt: clock.now() } });
  } catch (e) {
    if (isUniqueViolation(e)) {
      logger.debug({ job: job.name, slot }, "job slot already taken by another process");
      return { job: job.name, slot, ran: false };
    }
    throw e;
  }
  try {
    const result = await job.run(deps);
    await db.jobRun.update({ where: { job_slot: { job: job.name, slot } }, data: { finishedAt: clock.now(), result } });
    logger.info({ job: job.name, slot, result }, "job finished");
    return { job: job.name, slot, ran: true, result };
  } catch (e) {
    logger.error({ err: e, job: job.name, slot }, "job failed");
    await db.jobRun
      .update({
        where: { job_slot: { job: job.name, slot } },
        data: { finishedAt: clock.now(), error: String(e instanceof Error ? e.message : e).slice(0, 500) },
      })
      .catch(() => {});
    throw e;
  }
}

/**
 * Schedules every job (`schedules` overrides some jobs' patterns: JOBS_SCHEDULE); returns a stop
 * function. Throws on an unknown job name or an invalid pattern.
 */
export function startJobs(deps: JobDeps, schedules: Record<string, string> = {}): () => Promise<void> {
  for (const [name, pattern] of Object.entries(schedules)) {
    if (!findJob(name)) throw new Error(`JOBS_SCHEDULE: unknown job "${name}" (jobs: ${JOBS.map((j) => j.name).join(", ")})`);
    if (!cron.validate(pattern)) throw new Error(`JOBS_SCHEDULE: invalid cron pattern "${pattern}" for ${name}`);
  }
  const tasks: ScheduledTask[] = JOBS.map((job) =>
    cron.schedule(
      schedules[job.name] ?? job.schedule,
      async (context) => {
        await runJob(job, deps, slotOf(context.date ?? deps.clock.now()), "schedule").catch(() => {});
      },
      { name: job.name, timezone: "Europe/Warsaw", noOverlap: true },
    ),
  );
  deps.logger.info({ jobs: JOBS.map((j) => `${j.name} (${schedules[j.name] ?? j.schedule})`) }, "scheduled jobs registered");
  return async () => {
    for (const task of tasks) await task.destroy();
  };
}
