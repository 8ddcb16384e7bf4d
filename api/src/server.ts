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
import { importUploadedLogos } from "./modules/profile/logo-import.ts";
import { WebhookWorker } from "./modules/webhooks/webhook-worker.ts";
import { DEV_WEBHOOK_KEY, keyFrom } from "./modules/webhooks/webhook-crypto.ts";

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
  const db = openDatabase(databaseUrl(config), {
    onConnectionError: (err) => logger.warn({ err }, "PostgreSQL connection error; the pool replaces the connection"),
  });
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
  // Logos from before they lived in the database (DATA_DIR/uploads) are copied in once.
  await importUploadedLogos(db.prisma, join(config.dataDir, "uploads"), logger).catch((e) =>
    logger.error({ err: e }, "importing logos from the uploads folder failed; will retry at the next start"),
  );

  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), logger });
  configureRenderer({ size: config.pdf.workers, maxQueue: config.pdf.queue, timeoutMs: config.pdf.timeoutMs, logger });
  // Requests in flight, for the graceful shutdown; during the drain every answer closes its connection.
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const webhooks = {
    policy: { production: config.production, allowedHosts: config.webhooks.allowedHosts },
    key: keyFrom(config.webhooks.secretKey ?? DEV_WEBHOOK_KEY),
  };
  const app = createApp({
    webhooks,
    db: db.prisma,
    clock: systemClock,
    logger,
    mailer,
    publicUrl: config.publicUrl,
    isReady: () => Promise.resolve(migrated),
    isDraining: () => draining,
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
    ? startJobs(
        { db: db.prisma, clock: systemClock, logger, mailer, publicUrl: config.publicUrl, webhookDeliveryRetentionDays: config.webhooks.retentionDays },
        config.jobSchedules,
      )
    : async () => {};
  if (!config.jobs) logger.info("scheduled jobs are off (JOBS=off)");
  // The webhook outbox's sender: every process runs one (rows are claimed with SKIP LOCKED).
  const webhookWorker = new WebhookWorker({ db: db.prisma, clock: systemClock, logger, ...webhooks });
  app.services.webhooks.onQueued = () => webhookWorker.kick();
  webhookWorker.start();
  if (config.staff) {
    const result = await app.services.auth.ensureStaff(config.staff);
    logger.info({ email: config.staff.email, result }, "office staff account");
  }

  const server = createServer((req, res) => {
    inFlight++;
    if (draining) res.setHeader("connection", "close");
    res.on("close", () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
    void app(req, res);
  });
  server.listen(config.port, () => {
    logger.info({ port: config.port, url: config.publicUrl }, `Żeglog is running at ${config.publicUrl}`);
  });
  server.on("error", (e) => {
    console.error(`Cannot listen on port ${config.port}: ${e.message}`);
    void db
      .close()
      .catch(() => {})
      .finally(() => process.exit(1));
  });

  /**
   * SIGTERM/SIGINT: /healthz and /readyz answer 503 at once (a load balancer stops sending work);
   * after SHUTDOWN_DELAY_SECONDS the listener closes (no new connections) and idle keep-alive
   * connections are closed; requests in flight — PDF renders included — finish, for at most
   * SHUTDOWN_TIMEOUT_SECONDS, after which the remaining connections are cut. Then the render
   * workers stop and the database is closed.
   */
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining = true;
    const started = Date.now();
    logger.info({ signal, inFlight, delayMs: config.shutdown.delayMs, timeoutMs: config.shutdown.timeoutMs }, "shutting down: draining");
    await stopJobs().catch(() => {});
    await webhookWorker.stop().catch(() => {});
    if (config.shutdown.delayMs > 0) await new Promise((r) => setTimeout(r, config.shutdown.delayMs));
    server.close();
    server.closeIdleConnections();
    if (inFlight > 0) {
      const finished = await Promise.race([
        new Promise<boolean>((resolve) => (drained = () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), config.shutdown.timeoutMs).unref()),
      ]);
      if (!finished) logger.warn({ inFlight }, "shutdown timeout: closing the connections of unfinished requests");
    }
    server.closeAllConnections();
    await stopRenderWorker().catch(() => {});
    await app.services.auth.settled().catch(() => {});
    await db.close().catch(() => {});
    logger.info({ ms: Date.now() - started }, "shutdown complete");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();
