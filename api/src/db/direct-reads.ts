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

type Run = (sql: Prisma.Sql) => Promise<unknown[]>;

const drivers = new WeakMap<object, Run>();

/** PostgreSQL's type ids of the columns parsed differently from the drivers' defaults. */
const TYPE = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184, numeric: 1700 } as const;

const PARSERS: Record<number, (text: string) => unknown> = {
  [TYPE.int8]: (text) => BigInt(text),
  [TYPE.date]: (text) => new Date(`${text}T00:00:00.000Z`),
  [TYPE.timestamp]: (text) => new Date(`${text.replace(" ", "T")}Z`),
  [TYPE.timestamptz]: (text) => new Date(text),
  [TYPE.numeric]: (text) => new Prisma.Decimal(text),
};

/** A parameter as `$queryRaw` sends it: a Date as its UTC instant, the rest as they are. */
const param = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function pgRun(pool: pg.Pool, names: StatementNames): Run {
  // pg's own parsers for the other types (json parsed, int4 and booleans as numbers and booleans).
  const types = {
    getTypeParser: (oid: number): ((text: string) => unknown) => PARSERS[oid] ?? (pg.types.getTypeParser(oid, "text") as (text: string) => unknown),
  };
  return async (sql) => (await pool.query({ name: names(sql.text), text: sql.text, values: sql.values.map(param), types } as pg.QueryConfig)).rows as unknown[];
}

function pgliteRun(pglite: PGlite): Run {
  return async (sql) => (await pglite.query(sql.text, sql.values.map(param), { parsers: PARSERS })).rows;
}

/** Lets `readRows` on this client go straight to its driver (the pool or the PGlite it was opened on). */
export function attachDriver(prisma: PrismaClient, driver: { pool: pg.Pool; names: StatementNames } | { pglite: PGlite }): PrismaClient {
  drivers.set(prisma, "pool" in driver ? pgRun(driver.pool, driver.names) : pgliteRun(driver.pglite));
  return prisma;
}

/** The rows of a read, through the client's driver when one is attached, else through `$queryRaw`. */
export function readRows<T>(db: PrismaClient, sql: Prisma.Sql): Promise<T[]> {
  const run = drivers.get(db);
  return (run ? run(sql) : db.$queryRaw<T[]>(sql)) as Promise<T[]>;
}
