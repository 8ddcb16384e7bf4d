// The hot hand-written reads (the token lookup of every request, the trip list's first page and the
// trip page) sent straight to the driver instead of through Prisma's `$queryRaw`, which costs each
// query about as much again as the driver itself (its request and result mapping, issue 18). The rows
// come back typed as `$queryRaw` types them, so callers and tests cannot tell the two apart:
// timestamps as Dates read as UTC, `date` as a Date at UTC midnight, numeric as Prisma's Decimal,
// int8 as bigint; text, uuid, booleans, int4 and json as the drivers give them. A client without a
// driver attached (a transaction's, a test's own) reads through `$queryRaw` as before.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import type { StatementNames } from "./statement-names.ts";
import { parseDateColumn, parseTimestampColumn } from "../dates.ts";

/** A read's rows as arrays of values, and its column names. */
type Table = { names: string[]; rows: unknown[][] };

/**
 * The statements of a write transaction: SQL in, rows (typed as `$queryRaw` types them) or the
 * number of rows written out. A Prisma transaction client has both.
 */
export type SqlTx = {
  $queryRaw<T = unknown>(sql: Prisma.Sql): Promise<T>;
  $executeRaw(sql: Prisma.Sql): Promise<number>;
};
/** Prisma's interactive-transaction limits: `maxWait` to get a connection and begin, `timeout` to finish. */
export type TxLimits = { maxWait: number; timeout: number };

type Run = {
  objects(sql: Prisma.Sql): Promise<unknown[]>;
  arrays(sql: Prisma.Sql): Promise<Table>;
  transaction<T>(fn: (tx: SqlTx) => Promise<T>, limits: TxLimits): Promise<T>;
};

const drivers = new WeakMap<object, Run>();

/** PostgreSQL's type ids of the columns parsed differently from the drivers' defaults. */
const TYPE = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184, numeric: 1700 } as const;

const PARSERS: Record<number, (text: string) => unknown> = {
  [TYPE.int8]: (text) => BigInt(text),
  [TYPE.date]: parseDateColumn,
  [TYPE.timestamp]: parseTimestampColumn,
  [TYPE.timestamptz]: (text) => new Date(text),
  [TYPE.numeric]: (text) => new Prisma.Decimal(text),
};

/** A parameter as `$queryRaw` sends it: a Date as its UTC instant, the rest as they are. */
const param = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

// Prisma's words for its transaction limits, which errors.ts answers with a 503 (the write was not made).
const NOT_STARTED = "Transaction API error: Unable to start a transaction in the given time.";
const EXPIRED = "Transaction API error: A query cannot be executed on an expired transaction.";

/** Throws once `timeout` ms have passed since the call that made it: no statement or commit after that. */
function deadline(timeout: number) {
  const ends = Date.now() + timeout;
  return () => {
    if (Date.now() > ends) throw new Error(EXPIRED);
  };
}

/** A transaction's statements over a driver's `send`: none once `inTime` says the timeout has passed. */
function sqlTxOver<R extends { rows: unknown[] }>(inTime: () => void, send: (sql: Prisma.Sql) => Promise<R>, written: (result: R) => number): SqlTx {
  const sent = (sql: Prisma.Sql) => {
    inTime();
    return send(sql);
  };
  return {
    $queryRaw: async <T>(sql: Prisma.Sql) => (await sent(sql)).rows as T,
    $executeRaw: async (sql) => written(await sent(sql)),
  };
}

/** A pool's connection within `maxWait`; one that comes later is given back. */
async function connectWithin(pool: pg.Pool, maxWait: number): Promise<pg.PoolClient> {
  const connecting = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(NOT_STARTED)), maxWait);
  });
  try {
    return await Promise.race([connecting, late]);
  } catch (e) {
    connecting.then(
      (client) => client.release(),
      () => {},
    );
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

function pgRun(pool: pg.Pool, names: StatementNames): Run {
  // pg's own parsers for the other types (json parsed, int4 and booleans as numbers and booleans).
  const types = {
    getTypeParser: (oid: number): ((text: string) => unknown) => PARSERS[oid] ?? (pg.types.getTypeParser(oid, "text") as (text: string) => unknown),
  };
  const config = (sql: Prisma.Sql) => ({ name: names(sql.text), text: sql.text, values: sql.values.map(param), types });
  return {
    objects: async (sql) => (await pool.query(config(sql) as pg.QueryConfig)).rows as unknown[],
    arrays: async (sql) => {
      const result = await pool.query<unknown[]>({ ...config(sql), rowMode: "array" } as pg.QueryArrayConfig);
      return { names: result.fields.map((f) => f.name), rows: result.rows };
    },
    transaction: async (fn, { maxWait, timeout }) => {
      const client = await connectWithin(pool, maxWait);
      // Past `timeout` no statement is sent and nothing is committed: the transaction rolls back.
      const inTime = deadline(timeout);
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await fn(
          sqlTxOver(
            inTime,
            (sql) => client.query(config(sql) as pg.QueryConfig),
            (r) => r.rowCount ?? 0,
          ),
        );
        inTime();
        await client.query("COMMIT");
        return result;
      } catch (e) {
        // A connection that cannot even roll back is dropped from the pool, not handed out again.
        await client.query("ROLLBACK").catch((err: Error) => (broken = err));
        throw e;
      } finally {
        client.release(broken);
      }
    },
  };
}

function pgliteRun(pglite: PGlite): Run {
  return {
    objects: async (sql) => (await pglite.query(sql.text, sql.values.map(param), { parsers: PARSERS })).rows,
    arrays: async (sql) => {
      const result = await pglite.query<unknown[]>(sql.text, sql.values.map(param), { parsers: PARSERS, rowMode: "array" });
      return { names: result.fields.map((f) => f.name), rows: result.rows };
    },
    // PGlite runs one transaction at a time (its other callers wait), rolled back when `fn` throws;
    // past `timeout` no statement is sent and nothing is committed, as on PostgreSQL.
    transaction: (fn, { timeout }) =>
      pglite.transaction(async (tx) => {
        const inTime = deadline(timeout);
        const result = await fn(
          sqlTxOver(
            inTime,
            (sql) => tx.query(sql.text, sql.values.map(param), { parsers: PARSERS }),
            (r) => r.affectedRows ?? 0,
          ),
        );
        inTime();
        return result;
      }),
  };
}

/** Lets `readRows` on this client go straight to its driver (the pool or the PGlite it was opened on). */
export function attachDriver(prisma: PrismaClient, driver: { pool: pg.Pool; names: StatementNames } | { pglite: PGlite }): PrismaClient {
  drivers.set(prisma, "pool" in driver ? pgRun(driver.pool, driver.names) : pgliteRun(driver.pglite));
  return prisma;
}

/** The rows of a read, through the client's driver when one is attached, else through `$queryRaw`. */
export function readRows<T>(db: PrismaClient, sql: Prisma.Sql): Promise<T[]> {
  const run = drivers.get(db);
  return (run ? run.objects(sql) : db.$queryRaw<T[]>(sql)) as Promise<T[]>;
}

/**
 * A read whose last column is a count repeated on every row (a window count): the rows without it,
 * as `readRows` returns them, and the count (0 without rows). The rows are built without the count
 * instead of having it deleted: a `delete` on each of 350 rows cost the trip list ≈ 6 % of its time.
 */
export async function readCountedRows<T>(db: PrismaClient, sql: Prisma.Sql): Promise<{ rows: T[]; count: number }> {
  const run = drivers.get(db);
  const table = run ? await run.arrays(sql) : tableOf(await db.$queryRaw<Record<string, unknown>[]>(sql));
  const last = table.names.length - 1;
  const count = Number(table.rows[0]?.[last] ?? 0);
  // Every row a copy of one template (the columns in order): rows of one shape, as the drivers make them.
  const template: Record<string, unknown> = Object.fromEntries(table.names.slice(0, last).map((name) => [name, null]));
  const rows = table.rows.map((values) => {
    const row = { ...template };
    for (let i = 0; i < last; i++) row[table.names[i] as string] = values[i];
    return row as T;
  });
  return { rows, count };
}

/**
 * A transaction of SQL statements (`fn` sends them through its `tx`), straight on the client's driver
 * when one is attached, else through Prisma's interactive `$transaction` with the same limits.
 * Committed when `fn` resolves, rolled back when it throws (its error is thrown again). A statement
 * that fails as unique answers PostgreSQL's code, 23505, on the driver (isUniqueViolation reads both).
 */
export function sqlTransaction<T>(db: PrismaClient, fn: (tx: SqlTx) => Promise<T>, limits: TxLimits): Promise<T> {
  const run = drivers.get(db);
  return run ? run.transaction(fn, limits) : db.$transaction((tx) => fn(tx), limits);
}

/** `$queryRaw`'s rows as a table (a client without a driver). */
function tableOf(rows: Record<string, unknown>[]): Table {
  const names = Object.keys(rows[0] ?? {});
  return { names, rows: rows.map((row) => names.map((name) => row[name])) };
}
