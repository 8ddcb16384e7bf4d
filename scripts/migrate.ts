// npm run db:migration -- <name> | npm run db:migrate | npm run db:status
// (DATABASE_URL = postgresql://... | unset: the embedded PGlite in DATA_DIR). Prisma Migrate's
// native engine cannot be downloaded here, so this drives Prisma's WASM schema engine instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseUrl, openDatabase } from "../api/src/db/db.ts";
import {
  MIGRATIONS_DIR,
  MigrationError,
  SCHEMA_PATH,
  applyMigrations,
  filters,
  migrationsList,
  pgliteMigrationFactory,
  withEngine,
} from "../api/src/db/migrations.ts";

async function create(name: string) {
  // Replay the history into a throw-away in-memory PGlite (the shadow database), diff it against schema.prisma.
  const files = [{ path: SCHEMA_PATH, content: readFileSync(SCHEMA_PATH, "utf8") }];
  const shadow = new PGlite();
  const diff = await withEngine(pgliteMigrationFactory(shadow), async (e) => {
    const list = migrationsList();
    if (list.migrationDirectories.length) await e.applyMigrations({ migrationsList: list, filters });
    return e.diff({
      from: { tag: "schemaDatasource", files, configDir: dirname(SCHEMA_PATH) },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: true,
      filters,
    });
  });
  await shadow.close();
  if (diff.exitCode !== 2) return console.log("No schema changes.");
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = join(MIGRATIONS_DIR, `${stamp}_${name.replace(/\W+/g, "_")}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "migration.sql"), diff.stdout);
  const lock = join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!existsSync(lock)) writeFileSync(lock, 'provider = "postgresql"\n');
  console.log(`Created ${dir}\n${diff.stdout}`);
}

async function main() {
  const [cmd, name = "migration"] = process.argv.slice(2);
  if (cmd === "create") return create(name);
  if (cmd !== "deploy" && cmd !== "status") {
    console.error("usage: migrate.ts create <name> | deploy | status");
    process.exitCode = 2;
    return;
  }
  const db = openDatabase(databaseUrl(loadConfig()));
  try {
    if (cmd === "deploy") {
      const applied = await applyMigrations(db.migrationFactory());
      console.log(`Applied: ${applied.join(", ") || "nothing pending"}`);
    } else {
      const out = await withEngine(db.migrationFactory(), (e) =>
        e.diagnoseMigrationHistory({ migrationsList: migrationsList(), optInToShadowDatabase: false, filters }),
      );
      console.log(JSON.stringify(out, null, 2));
      if (out.history || out.failedMigrationNames.length) process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main()
  .catch((e) => {
    console.error(e instanceof ConfigError || e instanceof MigrationError ? e.message : e);
    process.exitCode = 1;
  })
  .finally(() => process.exit()); // the WASM engine leaves a ~10 s timer running
