// The real server as a child process, for tests of start-up and shutdown: a temp DATA_DIR, a free
// port, and a fresh PostgreSQL database when DATABASE_URL is set.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ROOT } from "../db/migrations.ts";
import { usingPostgres } from "./harness.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const adminUrl = () => {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = "/postgres";
  return u.toString();
};

export function serverProcesses() {
  const children: ChildProcess[] = [];
  const tmp: string[] = [];
  const databases: string[] = [];

  async function env(extra: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), "zeglog-server-"));
    tmp.push(dataDir);
    const e: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, LOG_LEVEL: "info", ...extra };
    delete e.DATABASE_URL;
    if (usingPostgres()) {
      const name = `zeglog_srv_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`CREATE DATABASE "${name}"`);
      await c.end();
      databases.push(name);
      const u = new URL(process.env.DATABASE_URL!);
      u.pathname = `/${name}`;
      e.DATABASE_URL = u.toString();
    }
    return e;
  }

  function start(e: Record<string, string>) {
    const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], { cwd: ROOT, env: e, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  async function cleanup() {
    children.forEach((c) => c.exitCode === null && c.kill("SIGKILL"));
    tmp.forEach((d) => rmSync(d, { recursive: true, force: true }));
    for (const name of databases) {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    }
  }
  return { env, start, cleanup };
}

/** Retries `check` until it passes or `timeoutMs` is over. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function waitHealthy(port: number, timeoutMs = 60_000) {
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
