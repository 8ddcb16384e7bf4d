// A copy of the repository's migrations up to (not including) one of them, for tests that upgrade a
// database holding data from an older release.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../db/migrations.ts";

/** The migration folder whose name ends with `_<suffix>`; throws when there is none. */
export function migrationNamed(suffix: string): string {
  const name = readdirSync(MIGRATIONS_DIR).find((d) => d.endsWith(`_${suffix}`));
  if (!name) throw new Error(`no migration named *_${suffix}`);
  return name;
}

/** A temp folder with the migrations before `migration` (and the lock file); `remove()` deletes it. */
export function migrationsBefore(migration: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "zeglog-migrations-"));
  cpSync(join(MIGRATIONS_DIR, "migration_lock.toml"), join(dir, "migration_lock.toml"));
  for (const d of readdirSync(MIGRATIONS_DIR).filter((d) => d < migration && !d.endsWith(".toml"))) {
    cpSync(join(MIGRATIONS_DIR, d), join(dir, d), { recursive: true });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
