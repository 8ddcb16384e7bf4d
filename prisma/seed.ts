// npm run db:seed — the demo account for trying the product and for the benchmarks: a captain
// (e-mail and password in the README) with Premium, a profile and logo, a yacht and a year of
// trips. Applies the migrations first; idempotent (run it again: nothing new is created).
// Uses DATABASE_URL, or the embedded PGlite in DATA_DIR: stop the server first (only one process
// may open an embedded database). The logo is stored in the database, like the server's uploads.
import { systemClock } from "../api/src/clock.ts";
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseUrl, openDatabase } from "../api/src/db/db.ts";
import { applyMigrations } from "../api/src/db/migrations.ts";
import { createLogger } from "../api/src/logger.ts";
import { DEMO_CAPTAIN, seedDemo } from "../api/src/seed/demo.ts";
import { createServices } from "../api/src/services.ts";

async function main() {
  const config = loadConfig();
  const db = openDatabase(databaseUrl(config));
  try {
    await applyMigrations(db.migrationFactory());
    const deps = { db: db.prisma, clock: systemClock, logger: createLogger("warn"), mailer: { send: async () => {} }, publicUrl: config.publicUrl };
    const services = createServices(deps);
    const r = await seedDemo({ db: db.prisma, clock: systemClock, services });
    console.log(
      `Demo captain ${DEMO_CAPTAIN.email} on ${db.kind}: ${r.created.length ? `created ${r.created.join(", ")}` : "already complete, nothing changed"}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Seed failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
});
