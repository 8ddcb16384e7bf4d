// The integration suite starts its PGlite databases from one migrated dump (pglite-template.global.ts).
// Such a database must equal one migrated from nothing: same tables, columns, indexes, constraints
// and recorded migrations, and it must be writable and independent of every other copy.
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { openTestDatabase, usingPostgres } from "../test/harness.ts";
import { MIGRATIONS_DIR } from "./migrations.ts";
import type { Database } from "./db.ts";

async function shape(database: Database) {
  const q = <T>(sql: string) => database.prisma.$queryRawUnsafe<T[]>(sql);
  return {
    columns: await q(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
    ),
    indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`),
    constraints: await q(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    migrations: await q(`SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NULL AS kept FROM _prisma_migrations ORDER BY 1`),
  };
}

describe("test databases on PGlite", () => {
  it("start from the migrated dump when PGlite is used, and equal a database migrated from nothing", async () => {
    expect(inject("pgliteTemplate") !== "").toBe(!usingPostgres());
    const fromTemplate = await openTestDatabase();
    const fromNothing = await openTestDatabase({ migrationsDir: MIGRATIONS_DIR });
    try {
      const [a, b] = [await shape(fromTemplate.database), await shape(fromNothing.database)];
      expect(a.migrations.length).toBeGreaterThan(10);
      expect(a.columns.length).toBeGreaterThan(50);
      expect(a).toEqual(b);
    } finally {
      await fromTemplate.dispose();
      await fromNothing.dispose();
    }
  });

  it("are independent copies: a row written in one is not in the next", async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await first.database.prisma.$executeRawUnsafe(`CREATE TABLE "Scratch" (id int PRIMARY KEY)`);
      await first.database.prisma.$executeRawUnsafe(`INSERT INTO "Scratch" VALUES (1)`);
      const tables = await second.database.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'Scratch'`,
      );
      expect(tables[0]?.n).toBe(0);
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});
