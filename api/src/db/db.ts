// The one PrismaClient: PostgreSQL when DATABASE_URL is a postgresql:// URL, otherwise embedded
// PGlite in DATA_DIR/pglite ("pglite:memory" gives a throw-away in-memory database for tests).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client.ts";
import { isPostgresUrl } from "./backup.ts";
import { pgliteMigrationFactory } from "./migrations.ts";
import { attachDriver } from "./direct-reads.ts";
import { statementNames } from "./statement-names.ts";
import { attachChangeFeed, listenOnPoolConnections, pgliteChangeFeed, postgresChangeFeed, type PostgresChangeFeed } from "./change-feed.ts";

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

type OpenOptions = {
  /**
   * In-memory PGlite only: a data folder dumped by PGlite's `dumpDataDir`, loaded instead of running
   * initdb (the test harness starts every test database from one migrated dump).
   */
  template?: Blob;
  /** Told of a PostgreSQL connection's error (the server restarted, the network broke); the app logs it. */
  onConnectionError?: (error: Error) => void;
};

/**
 * PostgreSQL's pool, with a listener on every connection for its whole life. pg emits `error` on a
 * connection the server closes (a restart sends 57P01 to every backend); the pool listens only while
 * a connection is idle and the adapter only during a transaction, so an error on a connection
 * checked out between those (a query about to start) had no listener and ended the process.
 * The query in flight still fails with the error; the pool replaces the broken connection.
 */
export function postgresPool(url: string, onConnectionError: (error: Error) => void, feed?: PostgresChangeFeed): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...(feed ? listenOnPoolConnections(feed) : {}) });
  pool.on("connect", (client) => client.on("error", onConnectionError));
  pool.on("error", onConnectionError);
  return pool;
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  const { template, onConnectionError = (e: Error) => console.error("PostgreSQL connection error:", e.message) } = options;
  if (isPostgresUrl(url)) {
    const feed = postgresChangeFeed(url, onConnectionError);
    const pool = postgresPool(url, onConnectionError, feed);
    // Prisma's statements and the direct reads share the pool's connections, so they share the names.
    const names = statementNames();
    const adapter = new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: (query) => names(query.sql) });
    const prisma = attachDriver(new PrismaClient({ adapter }), { pool, names });
    attachChangeFeed(prisma, feed);
    return {
      prisma,
      kind: "postgresql",
      migrationFactory: () => new PrismaPg({ connectionString: url }),
      close: async () => {
        await feed.close();
        await prisma.$disconnect();
      },
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
  const prisma = attachDriver(new PrismaClient({ adapter: new PrismaPGlite(pglite) }), { pglite });
  const feed = pgliteChangeFeed(pglite);
  attachChangeFeed(prisma, feed);
  return {
    prisma,
    kind: "pglite",
    migrationFactory: () => pgliteMigrationFactory(pglite),
    close: async () => {
      await feed.close();
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
