// Start-up as a user runs it: the real server process, its own data folder, a free port.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { usingPostgres } from "./test/harness.ts";
import { eventually, freePort, serverProcesses, waitHealthy } from "./test/server-process.ts";
import { must } from "../../validation/must.ts";

const servers = serverProcesses();
afterAll(() => servers.cleanup());
const serverEnv = servers.env;
const start = servers.start;

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
      body: JSON.stringify({
        name: "Trwały Kapitan",
        email: "trwaly@example.com",
        phone_register: "600100200",
        password: "password123",
        password_confirmation: "password123",
      }),
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
      body: JSON.stringify({
        name: "Ala",
        email: "ala@example.com",
        phone_register: "600100200",
        password: "password123",
        password_confirmation: "password123",
      }),
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ala@example.com" }),
    });
    expect(res.status).toBe(200);
    // the link is stored and mailed after the answer (its timing must not tell whether the account exists)
    const mails = () => readdirSync(join(env.DATA_DIR, "outbox")).filter((f) => f.endsWith(".eml"));
    await eventually(() => expect(mails()).toHaveLength(1), 30_000);
    const files = mails();
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
