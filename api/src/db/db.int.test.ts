// A PostgreSQL connection the server closes while the app holds it must not end the process (a
// restart of the server sends 57P01 to every backend; CI's cluster test once lost an app process so).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { usingPostgres } from "../test/harness.ts";
import { openDatabase, postgresPool } from "./db.ts";
import { attachDriver, readRows } from "./direct-reads.ts";
import { statementNames } from "./statement-names.ts";

describe("openDatabase", () => {
  it("opens the database the URL names (PostgreSQL or embedded PGlite), answers, and closes", async () => {
    const url = process.env.DATABASE_URL ?? "pglite:memory";
    const db = openDatabase(url);
    try {
      expect(db.kind).toBe(usingPostgres() ? "postgresql" : "pglite");
      expect(await db.prisma.$queryRaw<{ one: number }[]>`select 1::int as one`).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

if (usingPostgres())
  describe("the PostgreSQL pool", () => {
    it("hands the error of a checked-out connection the server terminated to its listener, and goes on", async () => {
      const errors: Error[] = [];
      const pool = postgresPool(process.env.DATABASE_URL!, (e) => errors.push(e));
      try {
        const held = await pool.connect();
        const { rows } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");
        const pid = rows[0]!.pid;
        // Terminated from another connection while `held` is checked out and idle: no query of its own
        // listens, the pool's idle listener is off. Without the pool's own listener this throws.
        await pool.query("select pg_terminate_backend($1)", [pid]);
        await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });
        expect((errors[0] as Error & { code?: string }).code).toBe("57P01");
        held.release(errors[0]);
        const again = await pool.query<{ one: number }>("select 1 as one");
        expect(again.rows[0]!.one).toBe(1);
      } finally {
        await pool.end();
      }
    });
  });

if (usingPostgres())
  describe("prepared statements on PostgreSQL", () => {
    const prepared = "SELECT name, statement FROM pg_prepared_statements";

    it("Prisma's repeated statements are prepared once per connection under their name, and keep answering", async () => {
      const db = openDatabase(process.env.DATABASE_URL!);
      try {
        // One transaction: one connection, whose prepared statements the view shows.
        const seen = await db.prisma.$transaction(async (tx) => {
          const answers = [];
          for (const n of [1, 2, 3]) answers.push(await tx.$queryRaw<{ n: number }[]>`SELECT ${n}::int AS "n"`);
          expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
          return tx.$queryRaw<{ name: string; statement: string }[]>(Prisma.raw(prepared));
        });
        expect(seen.find((s) => s.statement === 'SELECT $1::int AS "n"')?.name).toMatch(/^zeglog_\d+$/);
      } finally {
        await db.close();
      }
    });

    it("the direct reads are prepared too, and a failed statement does not spoil the connection's names", async () => {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 1 });
      const prisma = attachDriver(new PrismaClient({ adapter: new PrismaPg(pool) }), {
        pool,
        names: statementNames(),
      });
      try {
        const read = (n: number) => readRows<{ n: number }>(prisma, Prisma.sql`SELECT ${n}::int + 1 AS "n"`);
        expect([await read(1), await read(2)]).toEqual([[{ n: 2 }], [{ n: 3 }]]);
        const bad = Prisma.sql`SELECT 1 / ${0}::int AS "n"`;
        await expect(readRows(prisma, bad)).rejects.toThrow(/division by zero/);
        await expect(readRows(prisma, bad)).rejects.toThrow(/division by zero/);
        expect(await read(3)).toEqual([{ n: 4 }]);
        const statements = await readRows<{ name: string; statement: string }>(prisma, Prisma.raw(prepared));
        expect(statements.find((s) => s.statement === 'SELECT $1::int + 1 AS "n"')?.name).toMatch(/^zeglog_\d+$/);
      } finally {
        await prisma.$disconnect();
      }
    });
  });
