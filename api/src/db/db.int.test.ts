// A PostgreSQL connection the server closes while the app holds it must not end the process (a
// restart of the server sends 57P01 to every backend; CI's cluster test once lost an app process so).
import { describe, expect, it, vi } from "vitest";
import { usingPostgres } from "../test/harness.ts";
import { openDatabase, postgresPool } from "./db.ts";

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
