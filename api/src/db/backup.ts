// Backups of both databases, their restore, and the move from the embedded database to PostgreSQL.
// Everything the app keeps is in the database (logos included: StoredFile), so a backup is the
// database alone.
//   PostgreSQL: pg_dump's custom format (pg_restore reads it); taken while the app runs.
//   PGlite: PGlite's own data-folder dump (a .tar.gz of the folder); the app must be stopped first,
//   since only one process can open an embedded database.
// copyTo: every row of every table of one database into an empty PostgreSQL database migrated to
// the same schema, in foreign-key order, then the sequences are moved past the copied ids.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { oneRow } from "./one-row.ts";

/** Runs a PostgreSQL client tool; rejects with its stderr on failure. */
function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.on("error", (e) => fail(new Error(`${cmd} could not be started (${e.message}); install postgresql-client (sudo apt-get install postgresql-client)`)));
    child.on("exit", (code) => (code === 0 ? ok() : fail(new Error(`${cmd} failed (${code}): ${err.trim()}`))));
  });
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export async function backupPostgres(url: string, file: string) {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, "--dbname", url]);
}

/** Restores a pg_dump file into `url` (its objects are replaced: --clean), in one transaction. */
export async function restorePostgres(file: string, url: string) {
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname", url, file]);
}

/** Dumps the embedded database's data folder (which nothing else may have open). */
export async function backupPglite(dataDir: string, file: string) {
  if (!existsSync(dataDir)) throw new Error(`no embedded database at ${dataDir}`);
  const db = new PGlite(dataDir);
  try {
    // dumpDataDir before the database is open never resolves.
    await db.waitReady;
    await db.query("CHECKPOINT");
    const blob = await db.dumpDataDir("gzip");
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Restores a PGlite dump into `dataDir`. An existing, non-empty folder is moved aside (to
 * `<dataDir>.before-restore-<time>`), never deleted.
 */
export async function restorePglite(file: string, dataDir: string): Promise<string | null> {
  let movedTo: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    movedTo = `${dataDir}.before-restore-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
    renameSync(dataDir, movedTo);
  }
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.waitReady;
  await db.query("SELECT 1");
  await db.close();
  return movedTo;
}

/** A way to run SQL on either database. */
export type Sql = { query<T>(sql: string, params?: unknown[]): Promise<T[]> };
export const pgliteSql = (db: PGlite): Sql => ({ query: async (sql, params) => (await db.query(sql, params)).rows as never });
export const pgSql = (c: pg.ClientBase): Sql => ({
  async query<T>(sql: string, params?: unknown[]) {
    return (await c.query(sql, params)).rows as T[];
  },
});

/** The app's tables (public schema, without Prisma's migration record), parents before children. */
export async function tablesInOrder(sql: Sql): Promise<string[]> {
  const tables = (
    await sql.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`)
  ).map((r) => r.t);
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t) visit(e.parent, path);
    done.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Every row of a table as JSON text, in a stable order (for copying and comparing). */
export async function tableRows(sql: Sql, table: string): Promise<string[]> {
  return (await sql.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM "${table}" t ORDER BY 1`)).map((x) => x.r);
}

type CopyResult = { tables: number; rows: number; perTable: Record<string, number> };

/**
 * Copies every row of `source` into `target` (PostgreSQL, migrated to the same schema, without
 * accounts or trips yet), in one transaction; refuses a target that already holds data.
 */
export async function copyTo(source: Sql, target: pg.ClientBase, onTable?: (table: string, rows: number) => void): Promise<CopyResult> {
  const dst = pgSql(target);
  const tables = await tablesInOrder(dst);
  // A freshly migrated database holds only the rows the migrations seed (e.g. the Premium plans);
  // accounts or trip events mean it is in use.
  for (const t of ["User", "Student", "TripEvent"].filter((t) => tables.includes(t))) {
    const { n } = oneRow(await dst.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`));
    if (n > 0) throw new Error(`the target database is not empty ("${t}" has ${n} rows); copy into a new, empty database`);
  }
  const result: CopyResult = { tables: 0, rows: 0, perTable: {} };
  await target.query("BEGIN");
  try {
    // The seeded rows give way to the source's own (which has the same seeds, perhaps edited).
    for (const t of [...tables].reverse()) await target.query(`DELETE FROM "${t}"`);
    for (const t of tables) {
      const rows = await tableRows(source, t);
      for (let i = 0; i < rows.length; i += 500) {
        const batch = `[${rows.slice(i, i + 500).join(",")}]`;
        await target.query(`INSERT INTO "${t}" SELECT * FROM json_populate_recordset(NULL::"${t}", $1::json)`, [batch]);
      }
      result.tables++;
      result.rows += rows.length;
      result.perTable[t] = rows.length;
      onTable?.(t, rows.length);
    }
    // Serial columns (the event log's position) continue after the copied values.
    const serials = await dst.query<{ t: string; c: string; s: string }>(
      `SELECT c.table_name AS t, c.column_name AS c, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) AS s
         FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
    );
    for (const { t, c, s } of serials) {
      if (s) await target.query(`SELECT setval($1, GREATEST((SELECT max("${c}") FROM "${t}"), 1), (SELECT count(*) > 0 FROM "${t}"))`, [s]);
    }
    await target.query("COMMIT");
  } catch (e) {
    await target.query("ROLLBACK").catch(() => {});
    throw e;
  }
  return result;
}
