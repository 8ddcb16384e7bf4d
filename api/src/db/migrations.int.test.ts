import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { MIGRATIONS_DIR, MigrationError, applyMigrations } from "./migrations.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function migrationsWith(extra: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "zeglog-migrations-"));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("migrations", () => {
  it("applies pending migrations once and records them in _prisma_migrations", async () => {
    const { database, dispose } = await openTestDatabase(); // already migrated by the harness
    try {
      expect(await applyMigrations(database.migrationFactory())).toEqual([]);
      const dir = migrationsWith({ "29990101000000_add_note": 'CREATE TABLE "Note" (id serial PRIMARY KEY);' });
      expect(await applyMigrations(database.migrationFactory(), dir)).toEqual(["29990101000000_add_note"]);
      const rows = await database.prisma.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name`;
      expect(rows.map((r) => r.migration_name).at(-1)).toBe("29990101000000_add_note");
      expect(await applyMigrations(database.migrationFactory(), dir)).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it("refuses a failing migration with a clear message, and keeps refusing until it is resolved", async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const dir = migrationsWith({ "29990101000000_broken": 'ALTER TABLE "NoSuchTable" ADD COLUMN x int;' });
      const first = await applyMigrations(database.migrationFactory(), dir).catch((e: unknown) => e);
      expect(first).toBeInstanceOf(MigrationError);
      expect((first as Error).message).toMatch(/^Database migration failed — the server will not start until it is fixed\./);
      expect((first as Error).message).toContain("29990101000000_broken");
      const second = await applyMigrations(database.migrationFactory(), dir).catch((e: unknown) => e);
      expect(second).toBeInstanceOf(MigrationError);
      expect((second as Error).message).toMatch(/29990101000000_broken/);
    } finally {
      await dispose();
    }
  });
});
