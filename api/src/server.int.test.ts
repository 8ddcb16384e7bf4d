// Start-up as a user runs it: the real server process, its own data folder, a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { ROOT } from "./db/migrations.ts";
import { usingPostgres } from "./test/harness.ts";
import { must } from "../../validation/must.ts";

const children: ChildProcess[] = [];
const tmp: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  children.forEach((c) => c.kill("SIGKILL"));
  tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
  for (const name of databases) {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  }
});

const adminUrl = () => {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = "/postgres";
  return u.toString();
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Environment for one server: a temp DATA_DIR, and a fresh PostgreSQL database when DATABASE_URL is set. */
async function serverEnv(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "zeglog-server-"));
  tmp.push(dataDir);
  const env: Record<string, string> & { DATA_DIR: string } = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, LOG_LEVEL: "info", ...extra };
  delete env.DATABASE_URL;
  if (usingPostgres()) {
    const name = `zeglog_srv_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    databases.push(name);
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
  }
  return env;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function eventually(check: () => void, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function waitHealthy(port: number, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

// Each test starts the real server (tsx compiles the whole app) once or twice: on a busy 2-core
// machine that alone can take a minute, so the tests wait for health, not for a fixed time.
describe("server start-up", { timeout: 600_000 }, () => {
  it("migrates, creates the staff account, serves the API and keeps data across a restart", async () => {
    const port = await freePort();
    const env = await serverEnv({ PORT: String(port), STAFF_EMAIL: "biuro@zeglog.test", STAFF_PASSWORD: "biuro12345" });
    const first = start(env);
    await waitHealthy(port);
    expect(first.output()).toMatch(/"msg":"migrations applied"/);
    expect(first.output()).toMatch(/"result":"created","msg":"office staff account"/);

    const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Trwały Kapitan", email: "trwaly@example.com", phone_register: "600100200", password: "password123", password_confirmation: "password123" }),
    });
    expect(register.status).toBe(201);
    // structured JSON logs carry the request id
    await eventually(() => expect(first.output()).toMatch(/"requestId":"[\w-]+".*"path":"\/api\/auth\/register","status":201/));

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = start(env);
    await waitHealthy(port);
    expect(second.output()).toMatch(/"msg":"database schema up to date"/);
    expect(second.output()).toMatch(/"result":"exists"/);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "trwaly@example.com", password: "password123" }),
    });
    expect(login.status).toBe(200);
    const staff = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation { login(input: {email: "biuro@zeglog.test", password: "biuro12345"}) { user { role } } }` }),
    });
    expect(await staff.json()).toEqual({ data: { login: { user: { role: "staff" } } } });
    if (!usingPostgres()) expect(readdirSync(env.DATA_DIR)).toContain("pglite");
    second.child.kill("SIGTERM");
    await second.exited;
  });

  it("writes e-mails to DATA_DIR/outbox as .eml files when SMTP_URL is unset", async () => {
    const port = await freePort();
    const env = await serverEnv({ PORT: String(port), PUBLIC_URL: "https://zeglog.example" });
    const s = start(env);
    await waitHealthy(port);
    await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ala", email: "ala@example.com", phone_register: "600100200", password: "password123", password_confirmation: "password123" }),
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ala@example.com" }),
    });
    expect(res.status).toBe(200);
    // the link is stored and mailed after the answer (its timing must not tell whether the account exists)
    await eventually(() => expect(readdirSync(join(env.DATA_DIR, "outbox"))).toHaveLength(1), 30_000);
    const files = readdirSync(join(env.DATA_DIR, "outbox"));
    const eml = readFileSync(join(env.DATA_DIR, "outbox", must(files[0], "a mail file")), "utf8");
    expect(eml).toMatch(/^To: ala@example\.com$/m);
    expect(eml).toContain("https://zeglog.example/reset-password/zr_");
    await eventually(() => expect(s.output()).toMatch(/"msg":"mail written to outbox"/));
    s.child.kill("SIGTERM");
    await s.exited;
  });

  it("refuses to start on invalid configuration with one clear line", async () => {
    const env = await serverEnv({ PORT: "not-a-port" });
    const s = start(env);
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe('Invalid configuration: PORT must be a port number from 1 to 65535 (got "not-a-port")');
  });
});
