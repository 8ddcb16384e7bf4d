// The databases `npm run bench` measures: a fresh PostgreSQL database at 127.0.0.1:5432 (dropped
// afterwards) and an on-disk PGlite in a temporary folder — each with a Prisma client for the app
// and a raw driver handle for the SQL baselines.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../api/src/generated/prisma/client.ts";
import { applyMigrations, pgliteMigrationFactory } from "../api/src/db/migrations.ts";
import { oneRow } from "../api/src/db/one-row.ts";
import { attachDriver } from "../api/src/db/direct-reads.ts";
import { openDatabase } from "../api/src/db/db.ts";
import { attachChangeFeed, pgliteChangeFeed } from "../api/src/db/change-feed.ts";

export type Raw = {
  query(sql: string, params?: unknown[]): Promise<unknown[]>;
  /** Runs the statements in one transaction. */
  transaction(statements: { sql: string; params: unknown[] }[]): Promise<void>;
};

export type Target = { name: string; kind: "postgresql" | "pglite"; prisma: PrismaClient; raw: Raw; version: string; close(): Promise<void> };

export const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function postgresTarget(): Promise<Target> {
  const name = `zeglog_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await applyMigrations(new PrismaPg({ connectionString: url.toString() }));
  // The app's own client (Prisma on a pg pool, the hot reads straight to that pool); connection errors
  // from DROP DATABASE … WITH (FORCE) at close() are expected, as for the raw pool below.
  const database = openDatabase(url.toString(), { onConnectionError: () => {} });
  const { prisma } = database;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on("error", () => {}); // idle connections ended by DROP DATABASE … WITH (FORCE) at close()
  const version = ((await pool.query("SHOW server_version")).rows[0] as { server_version: string }).server_version;
  return {
    name: "PostgreSQL",
    kind: "postgresql",
    prisma,
    version: `PostgreSQL ${version}`,
    raw: {
      query: async (sql, params = []) => (await pool.query(sql, params)).rows as unknown[],
      async transaction(statements) {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          for (const s of statements) await client.query(s.sql, s.params);
          await client.query("COMMIT");
        } catch (e) {
          await client.query("ROLLBACK");
          throw e;
        } finally {
          client.release();
        }
      },
    },
    async close() {
      await database.close();
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "zeglog-bench-"));
  const db = new PGlite(join(dir, "pglite"));
  await applyMigrations(pgliteMigrationFactory(db));
  const prisma = attachDriver(new PrismaClient({ adapter: new PrismaPGlite(db) }), { pglite: db });
  // The change feed the app's token cache follows, as openDatabase gives it (db/change-feed.ts).
  const feed = pgliteChangeFeed(db);
  attachChangeFeed(prisma, feed);
  const version = oneRow((await db.query<{ server_version: string }>("SHOW server_version")).rows).server_version;
  return {
    name: "PGlite",
    kind: "pglite",
    prisma,
    version: `PGlite 0.5.14 (PostgreSQL ${version}, on disk)`,
    raw: {
      query: async (sql, params = []) => (await db.query(sql, params)).rows,
      async transaction(statements) {
        await db.transaction(async (tx) => {
          for (const s of statements) await tx.query(s.sql, s.params);
        });
      },
    },
    async close() {
      await feed.close();
      await prisma.$disconnect();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A column value as a driver parameter: Prisma's Decimal (trip.numeric.ts) as its text, other objects as JSON. */
export function sqlValue(v: unknown): unknown {
  if (v === null || typeof v !== "object" || v instanceof Date) return v;
  return typeof (v as { toFixed?: unknown }).toFixed === "function" ? (v as { toString(): string }).toString() : JSON.stringify(v);
}

/** INSERT of one row given as a column → value record (JSON values and decimals as text, cast by the column). */
export function insertSql(table: string, row: Record<string, unknown>) {
  const cols = Object.keys(row);
  const params = cols.map((c) => sqlValue(row[c]));
  return { sql: `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(", ")})`, params };
}
