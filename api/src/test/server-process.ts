// The real server as a child process, for tests of start-up and shutdown: a temp DATA_DIR, a free
// port, and a fresh PostgreSQL database when DATABASE_URL is set.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../db/migrations.ts";
import { freshPostgres, usingPostgres } from "./harness.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export function serverProcesses() {
  const children: ChildProcess[] = [];
  const tmp: string[] = [];
  const drops: (() => Promise<void>)[] = [];

  async function env(extra: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), "zeglog-server-"));
    tmp.push(dataDir);
    const e: Record<string, string> & { DATA_DIR: string } = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, LOG_LEVEL: "info", ...extra };
    delete e.DATABASE_URL;
    if (usingPostgres()) {
      const fresh = await freshPostgres(process.env.DATABASE_URL!);
      drops.push(fresh.drop);
      e.DATABASE_URL = fresh.url;
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
    for (const drop of drops) await drop();
  }
  return { env, start, cleanup };
}

/** Retries `check` until it passes or `timeoutMs` is over. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 30_000): Promise<T> {
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

/** Starting the real server compiles the whole app (tsx): on a busy 2-core machine that alone can take minutes. */
export async function waitHealthy(port: number, timeoutMs = 240_000) {
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
