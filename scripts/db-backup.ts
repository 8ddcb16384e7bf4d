// npm run db:backup [-- <file>]            a backup of the configured database (logos included)
// npm run db:restore -- <file>             restores one (.pgdump into DATABASE_URL, .tar.gz into DATA_DIR/pglite)
// npm run db:copy-to -- postgresql://…     copies the embedded database into an empty PostgreSQL database
// DATABASE_URL set: PostgreSQL (pg_dump/pg_restore, while the app runs). Unset: the embedded PGlite in
// DATA_DIR/pglite — stop the app first (only one process may open an embedded database).
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { applyMigrations, pgliteMigrationFactory } from "../api/src/db/migrations.ts";
import { backupPglite, backupPostgres, copyTo, isPostgresUrl, pgSql, pgliteSql, restorePglite, restorePostgres, type Sql } from "../api/src/db/backup.ts";

const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);

async function main() {
  const [cmd, arg] = process.argv.slice(2);
  const config = loadConfig();
  const pgliteDir = resolve(config.dataDir, "pglite");
  if (cmd === "backup") {
    if (config.databaseUrl) {
      const file = arg ?? join(config.dataDir, "backups", `zeglog-${stamp()}.pgdump`);
      await backupPostgres(config.databaseUrl, file);
      console.log(`Backup written: ${file} (PostgreSQL, pg_dump custom format; restore with npm run db:restore -- ${file})`);
    } else {
      const file = arg ?? join(config.dataDir, "backups", `zeglog-${stamp()}.pglite.tar.gz`);
      await backupPglite(pgliteDir, file);
      console.log(`Backup written: ${file} (embedded database; restore with npm run db:restore -- ${file})`);
    }
    return;
  }
  if (cmd === "restore") {
    if (!arg) throw new Error("Usage: npm run db:restore -- <backup file>");
    if (arg.endsWith(".tar.gz") || arg.endsWith(".tgz")) {
      if (config.databaseUrl)
        throw new Error("This is a backup of the embedded database. Unset DATABASE_URL to restore it, then move it with npm run db:copy-to -- postgresql://…");
      const moved = await restorePglite(arg, pgliteDir);
      console.log(`Restored ${arg} into ${pgliteDir}${moved ? ` (the previous database was moved to ${moved})` : ""}`);
    } else {
      if (!config.databaseUrl) throw new Error("A pg_dump backup is restored into PostgreSQL: set DATABASE_URL to the (new, empty) database.");
      await restorePostgres(arg, config.databaseUrl);
      console.log(`Restored ${arg} into ${new URL(config.databaseUrl).pathname.slice(1)}`);
    }
    return;
  }
  if (cmd === "copy-to") {
    if (!arg || !isPostgresUrl(arg)) throw new Error("Usage: npm run db:copy-to -- postgresql://user@host:5432/database (a new, empty database)");
    // Both sides at the newest schema first, so their tables match column for column.
    let source: Sql;
    let closeSource: () => Promise<void>;
    if (config.databaseUrl) {
      await applyMigrations(new PrismaPg({ connectionString: config.databaseUrl }));
      const c = new pg.Client({ connectionString: config.databaseUrl });
      await c.connect();
      source = pgSql(c);
      closeSource = () => c.end();
    } else {
      const db = new PGlite(pgliteDir);
      await applyMigrations(pgliteMigrationFactory(db));
      source = pgliteSql(db);
      closeSource = () => db.close();
    }
    try {
      await applyMigrations(new PrismaPg({ connectionString: arg }));
      const target = new pg.Client({ connectionString: arg });
      await target.connect();
      try {
        const r = await copyTo(source, target, (t, n) => console.log(`  ${t}: ${n}`));
        console.log(`Copied ${r.rows} rows of ${r.tables} tables. Start the app with DATABASE_URL=${arg.replace(/:[^:@/]*@/, ":…@")}`);
      } finally {
        await target.end();
      }
    } finally {
      await closeSource();
    }
    return;
  }
  throw new Error("Usage: db-backup.ts backup [file] | restore <file> | copy-to <postgresql://…>");
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
