// npm run jobs -- <name>   runs one scheduled job now (the same code and run record as the schedule);
// npm run jobs -- list     lists the jobs and their schedules.
// Uses DATABASE_URL, or the embedded PGlite in DATA_DIR: stop the server first (only one process may
// open an embedded database). E-mails go out as configured (SMTP_URL, or DATA_DIR/outbox).
import { join } from "node:path";
import { systemClock } from "../api/src/clock.ts";
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseUrl, openDatabase } from "../api/src/db/db.ts";
import { applyMigrations } from "../api/src/db/migrations.ts";
import { JOBS, findJob, runJob } from "../api/src/jobs/index.ts";
import { createLogger } from "../api/src/logger.ts";
import { createMailer } from "../api/src/mail/mailer.ts";

async function main() {
  const name = process.argv[2];
  if (!name || name === "list") {
    for (const j of JOBS) console.log(`${j.name.padEnd(24)} ${j.schedule.padEnd(14)} ${j.description}`);
    if (!name) process.exitCode = 1;
    return;
  }
  const job = findJob(name);
  if (!job) {
    console.error(`Unknown job "${name}". Jobs: ${JOBS.map((j) => j.name).join(", ")}`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
  const db = openDatabase(databaseUrl(config), {
    onConnectionError: (err) => logger.warn({ err }, "PostgreSQL connection error; the pool replaces the connection"),
  });
  try {
    await applyMigrations(db.migrationFactory());
    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), logger });
    const now = systemClock.now();
    const r = await runJob(
      job,
      { db: db.prisma, clock: systemClock, logger, mailer, publicUrl: config.publicUrl, webhookDeliveryRetentionDays: config.webhooks.retentionDays },
      now,
      "manual",
    );
    console.log(`${job.name}: ${r.ran ? JSON.stringify(r.result) : "skipped (this slot was already run)"}`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Job failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
