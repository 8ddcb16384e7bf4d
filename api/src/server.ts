// Listens. Order: configuration → database → pending migrations → staff account → HTTP.
import { createServer } from "node:http";
import { join } from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseUrl, openDatabase } from "./db/db.ts";
import { MigrationError, applyMigrations } from "./db/migrations.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { systemClock } from "./clock.ts";
import { createApp } from "./app.ts";
import { configureRenderer, stopRenderWorker } from "./modules/documents/renderer.ts";
import { startJobs } from "./jobs/index.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.logLevel);
  const db = openDatabase(databaseUrl(config));
  logger.info({ database: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, "opening database");

  let migrated = false;
  try {
    const applied = await applyMigrations(db.migrationFactory());
    migrated = true;
    logger.info({ applied }, applied.length ? "migrations applied" : "database schema up to date");
  } catch (e) {
    console.error(e instanceof MigrationError ? e.message : e);
    await db.close().catch(() => {});
    process.exit(1);
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), logger });
  configureRenderer({ size: config.pdf.workers, maxQueue: config.pdf.queue, timeoutMs: config.pdf.timeoutMs, logger });
  const app = createApp({
    db: db.prisma,
    clock: systemClock,
    logger,
    mailer,
    publicUrl: config.publicUrl,
    uploadsDir: join(config.dataDir, "uploads"),
    isReady: async () => migrated,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    graphiql: config.graphiql,
    company: config.company,
    payments: { payu: config.payu, stripe: config.stripe },
  });
  const payment = config.payu ? "PayU" : "the test payment page (no PayU configured; refused in production)";
  logger.info({ payu: Boolean(config.payu), stripe: Boolean(config.stripe) }, `payments: ${payment}${config.stripe ? " and Stripe" : ""}`);
  const stopJobs = config.jobs
    ? startJobs({ db: db.prisma, clock: systemClock, logger, mailer, publicUrl: config.publicUrl })
    : async () => {};
  if (!config.jobs) logger.info("scheduled jobs are off (JOBS=off)");
  if (config.staff) {
    const result = await app.services.auth.ensureStaff(config.staff);
    logger.info({ email: config.staff.email, result }, "office staff account");
  }

  const server = createServer(app);
  server.listen(config.port, () => {
    logger.info({ port: config.port, url: config.publicUrl }, `Żeglog is running at ${config.publicUrl}`);
  });
  server.on("error", async (e) => {
    console.error(`Cannot listen on port ${config.port}: ${e.message}`);
    await db.close().catch(() => {});
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    await stopJobs().catch(() => {});
    server.close();
    server.closeAllConnections();
    await stopRenderWorker().catch(() => {});
    await app.services.auth.settled().catch(() => {});
    await db.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();
