// The one PrismaClient: PostgreSQL when DATABASE_URL is a postgresql:// URL, otherwise embedded
// PGlite in DATA_DIR/pglite ("pglite:memory" gives a throw-away in-memory database for tests).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client.ts";
import { isPostgresUrl } from "./backup.ts";
import { pgliteMigrationFactory } from "./migrations.ts";

export type Db = PrismaClient;

export type Database = {
  prisma: PrismaClient;
  kind: "postgresql" | "pglite";
  /** An adapter factory for the migration engine, on the same database. */
  migrationFactory: () => SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
};

export function databaseUrl(config: { databaseUrl?: string; dataDir: string }): string {
  return config.databaseUrl ?? `pglite:${resolve(config.dataDir, "pglite")}`;
}

/**
 * `template` (in-memory PGlite only): a data folder dumped by PGlite's `dumpDataDir`, loaded instead
 * of running initdb (the test harness starts every test database from one migrated dump).
 */
export function openDatabase(url: string, template?: Blob): Database {
  if (isPostgresUrl(url)) {
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    return {
      prisma,
      kind: "postgresql",
      migrationFactory: () => new PrismaPg({ connectionString: url }),
      close: () => prisma.$disconnect(),
    };
  }
  const location = url.replace(/^pglite:/, "");
  let pglite: PGlite;
  if (location === "memory") pglite = new PGlite(template ? { loadDataDir: template } : {});
  else {
    const dir = resolve(location);
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: "pglite",
    migrationFactory: () => pgliteMigrationFactory(pglite),
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
