// The hot reads sent straight to the driver (direct-reads.ts) come back exactly as Prisma's `$queryRaw`
// returns them, on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL): every
// type the drivers parse differently, nulls, and a Date parameter compared with a timestamp column.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { readCountedRows, readRows, sqlTransaction } from "./direct-reads.ts";
import { isUniqueViolation } from "../validate.ts";
import { isDatabaseUnavailable } from "../errors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The driver transactions' tests write here.
  await t.db.$executeRaw`CREATE TABLE "TxTest" ("key" text PRIMARY KEY)`;
});
afterAll(() => t.close());

const at = new Date("2026-03-01T23:30:00.123Z");
const EVERY_TYPE = Prisma.sql`
  SELECT 7::int AS "int4", 9007199254740993::int8 AS "int8", 12.3456::numeric(13,4) AS "numeric", true AS "bool",
    'ż'::text AS "text", '6f1c2a8e-3b1d-4c5e-9f00-1a2b3c4d5e6f'::uuid AS "uuid",
    '2026-02-28'::date AS "date", '2026-03-01 23:30:00.123'::timestamp(3) AS "timestamp",
    '2026-03-01 23:30:00.123+02'::timestamptz AS "timestamptz", '{"a":[1,"b"]}'::json AS "json", '{"c":null}'::jsonb AS "jsonb",
    NULL::timestamp(3) AS "noTime", NULL::date AS "noDate", NULL::text AS "noText",
    '2026-03-01 23:30:00.123'::timestamp(3) = ${at} AS "sameInstant", 'ok'::text AS "param"`;

it("reads every parsed type as $queryRaw does, through the driver", async () => {
  const direct = await readRows<Record<string, unknown>>(t.db, EVERY_TYPE);
  expect(direct).toEqual(await t.db.$queryRaw(EVERY_TYPE));
  const row = direct[0]!;
  expect(row.timestamp).toEqual(at);
  expect(row.date).toEqual(new Date("2026-02-28T00:00:00.000Z"));
  expect(row.int8).toBe(9007199254740993n);
  expect(row.numeric).toEqual(new Prisma.Decimal("12.3456"));
  expect(row.sameInstant).toBe(true);
});

it("reads through $queryRaw on a client without a driver (a transaction's)", async () => {
  const rows = await t.db.$transaction((tx) => readRows<{ one: number }>(tx as typeof t.db, Prisma.sql`SELECT 1::int AS "one"`));
  expect(rows).toEqual([{ one: 1 }]);
});

const COUNTED = Prisma.sql`
  SELECT n::int AS "n", ('2026-03-0' || n)::date AS "day", 'ż' || n AS "name", count(*) OVER ()::int AS "total"
  FROM generate_series(1, 3) n ORDER BY n`;

it("reads counted rows without their count column, through the driver and without one", async () => {
  const expected = [1, 2, 3].map((n) => ({ n, day: new Date(`2026-03-0${n}T00:00:00.000Z`), name: `ż${n}` }));
  const direct = await readCountedRows<Record<string, unknown>>(t.db, COUNTED);
  expect(direct).toStrictEqual({ rows: expected, count: 3 });
  expect(direct.rows.map((row) => Object.keys(row))).toEqual([0, 1, 2].map(() => ["n", "day", "name"]));
  const inTransaction = await t.db.$transaction((tx) => readCountedRows<Record<string, unknown>>(tx as typeof t.db, COUNTED));
  expect(inTransaction).toStrictEqual(direct);
});

it("reads no counted rows as a count of 0", async () => {
  const none = Prisma.sql`SELECT 1::int AS "one", count(*) OVER ()::int AS "total" FROM generate_series(1, 0) n`;
  expect(await readCountedRows(t.db, none)).toStrictEqual({ rows: [], count: 0 });
  expect(await t.db.$transaction((tx) => readCountedRows(tx as typeof t.db, none))).toStrictEqual({ rows: [], count: 0 });
});

// A write transaction straight on the driver (sqlTransaction): committed when its function resolves,
// rolled back when it throws, its rows typed as in Prisma's interactive transaction, and a unique
// violation told by PostgreSQL's code.
const NOTE = (text: string) => Prisma.sql`INSERT INTO "TxTest" ("key") VALUES (${text})`;
const LIMITS = { maxWait: 30_000, timeout: 30_000 };

it("commits a driver transaction's statements, and rolls all of them back when it throws", async () => {
  const key = (n: number) => `tx-test-${n}-${Math.random().toString(36).slice(2)}`;
  const [a, b, c] = [key(1), key(2), key(3)];
  const written = await sqlTransaction(
    t.db,
    async (tx) => {
      const rows = await tx.$executeRaw(NOTE(a));
      await tx.$executeRaw(NOTE(b));
      return rows;
    },
    LIMITS,
  );
  expect(written).toBe(1);
  const failure = new Error("the guard refused");
  await expect(
    sqlTransaction(
      t.db,
      async (tx) => {
        await tx.$executeRaw(NOTE(c));
        throw failure;
      },
      LIMITS,
    ),
  ).rejects.toBe(failure);
  const keys = await t.db.$queryRaw<{ key: string }[]>`SELECT "key" FROM "TxTest" WHERE "key" IN (${a}, ${b}, ${c}) ORDER BY "key"`;
  expect(keys.map((k) => k.key)).toEqual([a, b]);
  // A unique violation: the statement's error carries 23505, and nothing of that transaction stays.
  const d = key(4);
  const duplicate = await sqlTransaction(
    t.db,
    async (tx) => {
      await tx.$executeRaw(NOTE(d));
      await tx.$executeRaw(NOTE(a));
    },
    LIMITS,
  ).catch((e: unknown) => e);
  expect(isUniqueViolation(duplicate)).toBe(true);
  expect(await t.db.$queryRaw`SELECT "key" FROM "TxTest" WHERE "key" = ${d}`).toEqual([]);
});

it("reads a driver transaction's rows as Prisma's interactive transaction does", async () => {
  const direct = await sqlTransaction(t.db, (tx) => tx.$queryRaw<Record<string, unknown>[]>(EVERY_TYPE), LIMITS);
  expect(direct).toEqual(await t.db.$transaction((tx) => tx.$queryRaw(EVERY_TYPE)));
  expect(direct[0]!.int8).toBe(9007199254740993n);
});

it("sends nothing past a driver transaction's timeout and commits nothing: a write to retry (503)", async () => {
  const key = `tx-late-${Math.random().toString(36).slice(2)}`;
  // The clock passes the timeout between the statements.
  const late = await sqlTransaction(
    t.db,
    async (tx) => {
      await tx.$executeRaw(NOTE(key));
      const until = Date.now() + 20;
      while (Date.now() <= until) await new Promise((resolve) => setImmediate(resolve));
      await tx.$executeRaw(NOTE(`${key}-2`));
    },
    { maxWait: 30_000, timeout: 10 },
  ).catch((e: unknown) => e);
  expect(late).toBeInstanceOf(Error);
  expect(isDatabaseUnavailable(late)).toBe(true);
  expect(await t.db.$queryRaw`SELECT "key" FROM "TxTest" WHERE "key" LIKE ${`${key}%`}`).toEqual([]);
});
