// In-process test harness: a fresh database per call (in-memory PGlite, or a new PostgreSQL
// database when DATABASE_URL is set), migrated with the real migration code, and the real app
// driven through app.fetch — no port, no mocks.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../app.ts";
import { isPostgresUrl } from "../db/backup.ts";
import { openDatabase, type Database } from "../db/db.ts";
import { applyMigrations } from "../db/migrations.ts";
import { createLogger } from "../logger.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import type {} from "./pglite-template.global.ts"; // its ProvidedContext types inject("pgliteTemplate") wherever this file is compiled

export class TestClock {
  constructor(public current = new Date("2026-06-01T10:00:00Z")) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class MemoryMailer implements Mailer {
  sent: Mail[] = [];
  send(mail: Mail) {
    this.sent.push(mail);
    return Promise.resolve();
  }
}

/** Creates (and `drop` drops) a uniquely named database on the PostgreSQL server of `baseUrl`. */
export async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `zeglog_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new URL(baseUrl);
  admin.pathname = "/postgres";
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export const usingPostgres = () => isPostgresUrl(process.env.DATABASE_URL ?? "");

let template: Blob | undefined;
/** The migrated PGlite dump made by pglite-template.global.ts, read once per test process. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/** A fresh database migrated with `migrationsDir` (default: every migration of the repository). */
export async function openTestDatabase(opts: { migrationsDir?: string } = {}): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (usingPostgres()) {
    const fresh = await freshPostgres(process.env.DATABASE_URL!);
    const database = openDatabase(fresh.url);
    await applyMigrations(database.migrationFactory(), opts.migrationsDir);
    return {
      database,
      dispose: async () => {
        await database.close();
        await fresh.drop();
      },
    };
  }
  // The template was migrated in this run by the same code from the same folder: nothing is left to apply.
  const template = opts.migrationsDir === undefined ? pgliteTemplate() : undefined;
  const database = openDatabase("pglite:memory", { template });
  if (!template) await applyMigrations(database.migrationFactory(), opts.migrationsDir);
  return { database, dispose: () => database.close() };
}

type GqlResult<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The app on a fresh database; `options` override the app's options (rate limits, CORS, GraphiQL…). */
export async function createTestApp(options: Partial<AppOptions> = {}) {
  const { database, dispose } = await openTestDatabase();
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const logger = createLogger("silent");
  const app = createApp({
    db: database.prisma,
    clock,
    logger,
    mailer,
    publicUrl: "https://zeglog.test",
    webDistDir: "/nonexistent-web-dist",
    ...options,
    // The test clock stands still, so one minute's window would hold a whole test file's requests:
    // the request rate limits are tested with their own numbers in api-rate-limit.int.test.ts.
    rateLimits: { apiPerMinute: 1_000_000, apiPerIpPerMinute: 1_000_000, ...options.rateLimits },
  });

  const headers = (token?: string, lang?: string): Record<string, string> => ({
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(lang ? { "accept-language": lang } : {}),
  });

  async function rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; lang?: string; raw?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const res = await app.fetch(
      new Request(`http://test${path}`, {
        method,
        headers: { ...headers(opts.token, opts.lang), ...opts.headers },
        body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      }),
      { ip: opts.ip ?? "10.0.0.1" },
    );
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    opts: { token?: string; lang?: string; ip?: string } = {},
  ): Promise<GqlResult<T>> {
    const res = await app.fetch(
      new Request("http://test/graphql", {
        method: "POST",
        headers: headers(opts.token, opts.lang),
        body: JSON.stringify({ query, variables }),
      }),
      { ip: opts.ip ?? "10.0.0.1" },
    );
    return (await res.json()) as GqlResult<T>;
  }

  const close = async () => {
    await dispose();
  };
  return { app, db: database.prisma, clock, mailer, rest, gql, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const captainInput = (over: Record<string, unknown> = {}) => ({
  name: "Jan Kowalski",
  email: `jan.${randomBytes(3).toString("hex")}@example.com`,
  phone_register: "+48 600 100 200",
  password: "password123",
  password_confirmation: "password123",
  ...over,
});

/** A client address of its own (registration is rate limited per client). */
export const someClient = () => {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${1 + (c % 254)}`;
};

/** Registers a captain through the REST shim (from a client of its own) and returns its token and e-mail. */
export async function registerCaptain(t: TestApp, over: Record<string, unknown> = {}) {
  const input = captainInput(over);
  const res = await t.rest<{ token: string; user: { id: string } }>("POST", "/api/auth/register", { body: input, ip: someClient() });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, email: input.email, password: input.password, id: res.body.user.id };
}
