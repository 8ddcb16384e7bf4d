// Pieces shared by `npm run cluster:test` and `npm run bench:cluster`: a fresh PostgreSQL database,
// app processes (the real server, `node api/src/server.ts`), nginx from Debian started with its
// own configuration (scripts/cluster/nginx.conf.template) on loopback ports, and small HTTP helpers.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ROOT } from "../../api/src/db/migrations.ts";

const ADMIN_URL = process.env.CLUSTER_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
/** nginx on BASE, the app processes on BASE+1, BASE+2, … (3300–3349 by default). */
export const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3300);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${message}`);
}

export async function admin<T>(fn: (c: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh, empty database on the server of `adminUrl`; returns its URL and a drop function. */
export async function freshDatabase(prefix: string, adminUrl = ADMIN_URL) {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`), adminUrl);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), adminUrl),
  };
}

export type AppProcess = {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Lines of the JSON log with this msg. */
  logLines: (msg: string) => Record<string, unknown>[];
};

export function startApp(port: number, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), LOG_LEVEL: "info", PORT: String(port), TRUST_PROXY: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const logLines = (msg: string) =>
    output
      .split("\n")
      .filter((l) => l.includes(`"msg":"${msg}"`))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { port, child, exited, output: () => output, logLines };
}

export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 120_000,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await Promise.resolve()
      .then(check)
      .catch((e) => {
        if (e instanceof Error && e.message.includes("exited")) throw e;
        return undefined;
      });
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export async function healthStatus(port: number, path = "/healthz"): Promise<number | "refused"> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return "refused";
  }
}

export const waitHealthy = (app: AppProcess, timeoutMs = 180_000) =>
  waitFor(
    `the app on port ${app.port} to be healthy`,
    async () => {
      if (app.child.exitCode !== null) throw new Error(`the app on port ${app.port} exited (${app.child.exitCode}):\n${app.output().slice(-2000)}`);
      return (await healthStatus(app.port)) === 200;
    },
    timeoutMs,
    250,
  );

export async function stopApp(app: AppProcess) {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const code = await Promise.race([app.exited, sleep(60_000).then(() => "timeout" as const)]);
  if (code === "timeout") app.child.kill("SIGKILL");
}

/** Checks that nginx is there; prints how to install it otherwise. */
export function requireNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" });
  const path = found.stdout.trim().split("\n")[0];
  if (found.status !== 0 || !path) {
    console.error(
      "nginx is not installed. On Debian/Ubuntu: sudo apt-get install nginx (the script starts its own instance; the system service may stay disabled).",
    );
    process.exit(2);
  }
  return path;
}

export type Nginx = { port: number; prefix: string; stop(): Promise<void>; errorLog(): string };

/** Starts nginx in the foreground with a private prefix, config, pid and logs, as the current user. */
export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const bin = requireNginx();
  const prefix = mkdtempSync(join(tmpdir(), "zeglog-nginx-"));
  for (const d of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) mkdirSync(join(prefix, d), { recursive: true });
  const template = readFileSync(join(ROOT, "scripts/cluster/nginx.conf.template"), "utf8");
  // As root, nginx would hand its workers to `nobody`; keep them as the user who runs the script.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : "";
  const conf = template
    .replaceAll("{{user}}", user)
    .replaceAll("{{prefix}}", prefix)
    .replaceAll("{{port}}", String(port))
    .replaceAll("{{servers}}", upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n"));
  const confPath = join(prefix, "nginx.conf");
  writeFileSync(confPath, conf);
  const test = spawnSync(bin, ["-t", "-p", prefix, "-c", confPath], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(bin, ["-p", prefix, "-c", confPath, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitFor("nginx to listen", async () => (await healthStatus(port)) !== "refused" || undefined, 30_000);
  return {
    port,
    prefix,
    errorLog: () => readFileSync(join(prefix, "error.log"), "utf8"),
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

type Res<T = Record<string, unknown>> = { status: number; body: T };

/** One JSON request; network errors become status 0. */
export async function call<T = Record<string, unknown>>(
  port: number,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { text };
    }
    return { status: res.status, body: body as T };
  } catch {
    return { status: 0, body: null as T };
  }
}

export const captain = (tag: string) => ({
  name: `Kapitan ${tag}`,
  email: `${tag.toLowerCase()}.${Math.floor(Math.random() * 1e9)}@cluster.test`,
  phone_register: "+48 600 100 200",
  password: "password123",
  password_confirmation: "password123",
});

/** Registers a captain through `port` and gives them Premium (a staff grant written to the database). */
export async function premiumCaptain(port: number, dbUrl: string, tag: string) {
  const input = captain(tag);
  const reg = await call<{ token: string; user: { id: string } }>(port, "POST", "/api/auth/register", { body: input });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const id = reg.body.user.id;
  await admin(
    (c) =>
      c.query(
        `INSERT INTO "Subscription" ("id", "userId", "status", "provider", "startsAt", "endsAt", "createdAt")
         VALUES (gen_random_uuid(), $1, 'active', 'staff', now(), now() + interval '365 days', now())`,
        [id],
      ),
    dbUrl,
  );
  return { id, token: reg.body.token, email: input.email, password: input.password };
}

/**
 * Creates trips through `port` with `concurrency` workers until `stop()` resolves; every trip whose
 * creation was acknowledged (201) is recorded with its id.
 */
export function tripWriter(port: number, tokens: string[], body: (i: number) => unknown, concurrency = 6) {
  const acked: string[] = [];
  const statuses = new Map<number, number>();
  const ackTimes: number[] = [];
  let running = true;
  let n = 0;
  const worker = async (_: unknown, w: number) => {
    const token = tokens[w % tokens.length];
    while (running) {
      const res = await call<{ data?: { id: string } }>(port, "POST", "/api/sailing-trips", { token, body: body(n++) });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201 && res.body?.data?.id) {
        acked.push(res.body.data.id);
        ackTimes.push(Date.now());
      } else if (res.status !== 201) await sleep(20);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    acked,
    statuses,
    ackTimes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}
