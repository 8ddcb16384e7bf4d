// Vitest global set-up of the integration project: on PGlite, one database is created and migrated
// once per run and dumped to a file; every test database then starts from that dump, which skips
// PGlite's initdb (about 4 s of each new in-memory database on this machine) and the migrations.
// The dump is made by the same migration code the app runs, so the test databases equal freshly
// migrated ones (db/pglite-template.int.test.ts compares them). On PostgreSQL (DATABASE_URL set)
// nothing is done: a new PostgreSQL database is cheap.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { isPostgresUrl } from "../db/backup.ts";
import { applyMigrations, pgliteMigrationFactory } from "../db/migrations.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data folder (PGlite's `dumpDataDir`), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (isPostgresUrl(process.env.DATABASE_URL ?? "")) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const pglite = new PGlite();
  await applyMigrations(pgliteMigrationFactory(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), "zeglog-pglite-template-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
