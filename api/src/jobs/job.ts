// A scheduled job: a name, a cron pattern (node-cron, Europe/Warsaw) and an idempotent run.
import type { Clock } from "../clock.ts";
import type { Db } from "../db/db.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";

export type JobDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  /** Days a delivered or failed webhook delivery stays in the log (WEBHOOK_DELIVERY_RETENTION_DAYS; default 30). */
  webhookDeliveryRetentionDays?: number;
};

export type Job = {
  name: string;
  /** node-cron pattern (seconds optional), evaluated in Europe/Warsaw. */
  schedule: string;
  description: string;
  /** Does the work as of deps.clock.now(); safe to run twice. Returns counts for the run record. */
  run(deps: JobDeps): Promise<Record<string, number>>;
};
