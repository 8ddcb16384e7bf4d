// A private PostgreSQL server for `npm run cluster:test`, from Debian's binaries
// (/usr/lib/postgresql/<version>/bin): initdb into a temporary folder, started with pg_ctl on a
// loopback port of the script's own, so the test can stop and restart it under load without
// touching the shared server other work on this machine uses. PostgreSQL refuses to run as root:
// as root (CI) the folder belongs to the `postgres` user and every command runs through
// `runuser -u postgres --`. `stop()` removes the server and its folder; it also runs when the
// script exits early.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT_DIR = "/usr/lib/postgresql";

/** The newest installed version's bin folder, or undefined. */
function findBin(): string | undefined {
  if (!existsSync(ROOT_DIR)) return undefined;
  const versions = readdirSync(ROOT_DIR)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(ROOT_DIR, v, "bin", "pg_ctl")) && existsSync(join(ROOT_DIR, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(ROOT_DIR, versions[0], "bin");
}

/** Checks that PostgreSQL's server binaries are there; prints how to install them otherwise. */
export function requirePostgresBinaries(): string {
  const bin = findBin();
  if (!bin) {
    console.error(
      "PostgreSQL's server binaries are not installed (looked for /usr/lib/postgresql/<version>/bin/initdb and pg_ctl). " +
        "On Debian/Ubuntu: sudo apt-get install postgresql (the script starts its own server in a temporary folder; the system service may stay disabled).",
    );
    process.exit(2);
  }
  return bin;
}

export type PrivatePostgres = {
  port: number;
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  /** `pg_ctl restart -m <mode>`: stops the server (fast: cutting the sessions cleanly; immediate: a crash) and starts it again. */
  restart(mode: "fast" | "immediate"): Promise<void>;
  /** `pg_ctl stop -m <mode>`: the server is down until `start()`. */
  down(mode: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder (idempotent). */
  stop(): Promise<void>;
  log(): string;
};

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = requirePostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "zeglog-pg-"));
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  if (asRoot) {
    const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
    const [uid, gid] = [id("-u"), id("-g")];
    if (uid.status !== 0 || gid.status !== 0) throw new Error("running as root, but there is no `postgres` user to run PostgreSQL as");
    chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), args];

  /** Runs a tool without blocking the event loop (the writers and probes go on meanwhile). */
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [cmd, argv] = command(tool, args);
      const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (out += d.toString()));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(" ")} failed (${code}):\n${out.slice(-2000)}`))));
    });
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "120", ...args]);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    const [cmd, argv] = command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    if (existsSync(join(data, "postmaster.pid"))) spawnSync(cmd, argv, { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stopSync);

  try {
    await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-instructions"]);
    // In postgresql.conf rather than on pg_ctl's command line, so every restart keeps them.
    const settings = [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, "max_connections = 100"];
    appendFileSync(join(data, "postgresql.conf"), `\n# zeglog cluster:test\n${settings.join("\n")}\n`);
    await pgCtl("start");
  } catch (e) {
    stopSync();
    throw e;
  }
  return {
    port,
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: (mode) => pgCtl("-m", mode, "restart"),
    down: (mode) => pgCtl("-m", mode, "stop"),
    start: () => pgCtl("start"),
    async stop() {
      if (stopped) return;
      await pgCtl("-m", "fast", "stop").catch(() => {});
      stopSync();
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
}
