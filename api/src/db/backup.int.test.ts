// Backups: a database with captains, trips (their event log), a logo and rate-limit counters is
// backed up and restored into a fresh database, and every table — the event log included — is
// compared row for row. Embedded (PGlite's data-folder dump) always; PostgreSQL (pg_dump /
// pg_restore) and the move from the embedded database to PostgreSQL (copyTo) when the suite runs
// on PostgreSQL (DATABASE_URL).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { MemoryMailer, TestClock, freshPostgres, usingPostgres } from "../test/harness.ts";
import { jsonRequest } from "../test/json-request.ts";
import { createLogger } from "../logger.ts";
import { tripForm } from "../modules/documents/test/sample-trip.ts";
import { openDatabase, type Database } from "./db.ts";
import { applyMigrations } from "./migrations.ts";
import { backupPglite, backupPostgres, copyTo, pgSql, pgliteSql, restorePglite, restorePostgres, tableRows, tablesInOrder, type Sql } from "./backup.ts";

const tmp: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "zeglog-backup-"));
  tmp.push(d);
  return d;
};
const dropLater: (() => Promise<void>)[] = [];
async function freshPg(): Promise<string> {
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  dropLater.push(fresh.drop);
  return fresh.url;
}
afterAll(async () => {
  tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
  for (const drop of dropLater) await drop();
});

/** Fills a database through the app: captains, Premium, trips with updates, a logo, throttle counters. */
async function fill(database: Database) {
  const app = createApp({
    db: database.prisma,
    clock: new TestClock(),
    logger: createLogger("silent"),
    mailer: new MemoryMailer(),
    publicUrl: "https://zeglog.test",
  });
  const rest = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await app.fetch(jsonRequest(`http://test${path}`, method, body, token), { ip: "10.0.0.9" });
    return { status: res.status, body: (await res.json()) as { user: { id: string }; token: string; data: { id: string } } };
  };
  for (let c = 0; c < 2; c++) {
    const reg = await rest("POST", "/api/auth/register", {
      name: `Kapitan ${c}`,
      email: `k${c}@backup.test`,
      phone_register: "600100200",
      password: "password123",
      password_confirmation: "password123",
    });
    expect(reg.status).toBe(201);
    const now = new Date();
    await database.prisma.subscription.create({
      data: { userId: reg.body.user.id, status: "active", provider: "staff", startsAt: now, endsAt: new Date(now.getTime() + 86_400_000 * 30), createdAt: now },
    });
    for (let i = 0; i < 3; i++) {
      const t = await rest("POST", "/api/sailing-trips", tripForm({ yachtName: `Jacht ${c}-${i}` }), reg.body.token);
      expect(t.status).toBe(201);
      expect(
        (await rest("PUT", `/api/sailing-trips/${t.body.data.id}`, tripForm({ yachtName: `Jacht ${c}-${i}`, distance: "321" }), reg.body.token)).status,
      ).toBe(200);
    }
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const up = await app.fetch(
      new Request("http://test/api/captain-profile/logo", { method: "POST", headers: { authorization: `Bearer ${reg.body.token}` }, body: form }),
      { ip: "10.0.0.9" },
    );
    expect(up.status).toBe(200);
  }
  expect((await rest("POST", "/api/auth/login", { email: "k0@backup.test", password: "wrong-password" })).status).toBe(401);
}

/** Every table's rows (the event log included), by table name. */
async function snapshot(sql: Sql) {
  const out: Record<string, string[]> = {};
  for (const t of await tablesInOrder(sql)) out[t] = await tableRows(sql, t);
  return out;
}

function expectFilled(s: Record<string, string[]>) {
  expect(s.TripEvent).toHaveLength(12);
  expect(s.Trip).toHaveLength(6);
  expect(s.StoredFile).toHaveLength(2);
  expect(s.RateLimit?.length).toBeGreaterThan(0);
  expect(Object.keys(s).length).toBeGreaterThan(15);
}

/** Migrates the database at `url` (embedded or PostgreSQL), fills it through the app and closes it. */
async function createFilled(url: string) {
  const source = openDatabase(url);
  await applyMigrations(source.migrationFactory());
  await fill(source);
  await source.close();
}

describe("backups of the embedded database", () => {
  it("dumps the data folder and restores it into a fresh folder: every table and the event log equal", async () => {
    const dir = join(tempDir(), "pglite");
    await createFilled(`pglite:${dir}`);

    const file = join(tempDir(), "zeglog.pglite.tar.gz");
    await backupPglite(dir, file);
    expect(statSync(file).size).toBeGreaterThan(1000);

    const restoredDir = join(tempDir(), "pglite");
    expect(await restorePglite(file, restoredDir)).toBeNull();
    const [a, b] = [new PGlite(dir), new PGlite(restoredDir)];
    try {
      const before = await snapshot(pgliteSql(a));
      expectFilled(before);
      expect(await snapshot(pgliteSql(b))).toEqual(before);
    } finally {
      await a.close();
      await b.close();
    }
    // Restoring over an existing database moves that one aside instead of deleting it.
    const moved = await restorePglite(file, restoredDir);
    expect(moved).toMatch(/\.before-restore-\d{14}$/);
    expect(statSync(moved!).isDirectory()).toBe(true);
  }, 300_000);
});

// Defined only on PostgreSQL runs (CI runs the integration suite on both databases).
if (usingPostgres())
  describe("backups of PostgreSQL and the move to PostgreSQL", () => {
    it("pg_dump → pg_restore into a fresh database: every table and the event log equal", async () => {
      const url = await freshPg();
      await createFilled(url);
      const file = join(tempDir(), "zeglog.pgdump");
      await backupPostgres(url, file);
      const target = await freshPg();
      await restorePostgres(file, target);
      const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: target })];
      await a.connect();
      await b.connect();
      try {
        const before = await snapshot(pgSql(a));
        expectFilled(before);
        expect(await snapshot(pgSql(b))).toEqual(before);
        // The restored database takes new events after the copied ones.
        const max = (await b.query<{ max: number }>(`SELECT max("position")::int AS max FROM "TripEvent"`)).rows[0]?.max ?? NaN;
        const next = (await b.query<{ next: number }>(`SELECT nextval(pg_get_serial_sequence('"TripEvent"', 'position'))::int AS next`)).rows[0]?.next;
        expect(next).toBe(max + 1);
      } finally {
        await a.end();
        await b.end();
      }
    }, 300_000);

    it("copyTo moves the embedded database into an empty PostgreSQL database; refuses a non-empty one", async () => {
      const dir = join(tempDir(), "pglite");
      await createFilled(`pglite:${dir}`);

      const url = await freshPg();
      await applyMigrations(new PrismaPg({ connectionString: url }));
      const embedded = new PGlite(dir);
      const target = new pg.Client({ connectionString: url });
      await target.connect();
      try {
        const result = await copyTo(pgliteSql(embedded), target);
        expect(result.perTable.TripEvent).toBe(12);
        const before = await snapshot(pgliteSql(embedded));
        expectFilled(before);
        expect(await snapshot(pgSql(target))).toEqual(before);
        await expect(copyTo(pgliteSql(embedded), target)).rejects.toThrow(/not empty/);
      } finally {
        await embedded.close();
        await target.end();
      }
      // The app runs on the copy: the captain signs in, sees the trips and the logo; new events follow.
      const moved = openDatabase(url);
      try {
        const app = createApp({
          db: moved.prisma,
          clock: new TestClock(),
          logger: createLogger("silent"),
          mailer: new MemoryMailer(),
          publicUrl: "https://zeglog.test",
        });
        const call = (method: string, path: string, token?: string, body?: unknown) =>
          app.fetch(
            new Request(`http://test${path}`, {
              method,
              headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: body === undefined ? undefined : JSON.stringify(body),
            }),
            { ip: "10.0.0.8" },
          );
        const login = (await (await call("POST", "/api/auth/login", undefined, { email: "k1@backup.test", password: "password123" })).json()) as {
          token: string;
        };
        const list = (await (await call("GET", "/api/sailing-trips", login.token)).json()) as { total: number };
        expect(list.total).toBe(3);
        expect((await call("GET", "/api/captain-profile/logo", login.token)).status).toBe(200);
        expect((await call("POST", "/api/sailing-trips", login.token, tripForm())).status).toBe(201);
      } finally {
        await moved.close();
      }
    }, 300_000);
  });
