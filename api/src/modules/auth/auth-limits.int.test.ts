// Authentication hardening: reset links and sessions end when they should, forgot-password and
// registration are rate limited and reveal nothing, the login throttle trusts X-Forwarded-For only
// from a configured proxy, and its state is in the database (shared, kept across a restart).
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createLogger } from "../../logger.ts";
import type { Mail } from "../../mail/mailer.ts";
import { captainInput, createTestApp, registerCaptain, someClient, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type ErrBody = { success: false; message: string; errors?: Record<string, string[]> };

async function requestLink(email: string, ip = someClient()) {
  const res = await t.rest<{ message: string }>("POST", "/api/auth/forgot-password", { body: { email }, ip });
  await t.app.services.auth.settled();
  const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
  return { res, token: mail?.text.match(/reset-password\/(zr_[\w-]+)/)?.[1] };
}

const reset = (email: string, token: string | undefined, password = "nowe-haslo-77") =>
  t.rest<ErrBody>("POST", "/api/auth/reset-password", { body: { email, token, password, password_confirmation: password } });
const login = (email: string, password: string, ip = someClient()) => t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email, password }, ip });
const me = async (token: string) => (await t.rest("GET", "/api/auth/user", { token })).status;

describe("password reset links", () => {
  it("a new link makes every older one unusable", async () => {
    const c = await registerCaptain(t);
    const first = await requestLink(c.email);
    const second = await requestLink(c.email);
    expect(first.token).toBeTruthy();
    expect(second.token).not.toBe(first.token);
    expect((await reset(c.email, first.token)).body.errors).toEqual({ token: ["Link do resetowania hasła jest nieprawidłowy lub wygasł"] });
    expect((await reset(c.email, second.token)).status).toBe(200);
  });

  it("resetting ends every session and every other link", async () => {
    const c = await registerCaptain(t);
    const link = await requestLink(c.email);
    const spare = await t.db.passwordReset.create({
      data: { tokenHash: "spare-link-hash", userId: c.id, expiresAt: new Date(t.clock.now().getTime() + 3_600_000) },
    });
    expect((await reset(c.email, link.token)).status).toBe(200);
    expect(await me(c.token)).toBe(401);
    expect((await t.db.passwordReset.findUniqueOrThrow({ where: { id: spare.id } })).usedAt).not.toBeNull();
  });

  it("changing the password ends the other sessions (not this one) and every link", async () => {
    const c = await registerCaptain(t);
    const other = (await login(c.email, c.password)).body.token;
    const link = await requestLink(c.email);
    const change = await t.rest("POST", "/api/captain-profile/change-password", {
      token: c.token,
      body: { current_password: c.password, new_password: "zmienione-12", new_password_confirmation: "zmienione-12" },
    });
    expect(change.status).toBe(200);
    expect(await me(c.token)).toBe(200);
    expect(await me(other)).toBe(401);
    expect((await reset(c.email, link.token)).status).toBe(422);
    expect((await login(c.email, "zmienione-12")).status).toBe(200);
  });
});

describe("forgot-password", () => {
  it("answers the same for an existing and an unknown e-mail, before any e-mail is sent", async () => {
    const outbox: Mail[] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const gated = await createTestApp({ mailer: { send: async (m: Mail) => void (await gate, outbox.push(m)) } });
    try {
      const c = await registerCaptain(gated);
      const known = await gated.rest("POST", "/api/auth/forgot-password", { body: { email: c.email }, ip: someClient() });
      const unknown = await gated.rest("POST", "/api/auth/forgot-password", { body: { email: "nikogo-tu-nie-ma@example.com" }, ip: someClient() });
      // Both answered while the e-mail to the existing account is still waiting to be sent.
      expect(outbox).toEqual([]);
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      release();
      await gated.app.services.auth.settled();
      expect(outbox.map((m) => m.to)).toEqual([c.email]);
    } finally {
      release();
      await gated.close();
    }
  });

  it("sends at most 3 e-mails per address an hour, answering the same after that", async () => {
    const c = await registerCaptain(t);
    t.mailer.sent = [];
    for (let i = 0; i < 5; i++) expect((await requestLink(c.email)).res.status).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === c.email)).toHaveLength(3);
    t.clock.advance(3_600_000);
    await requestLink(c.email);
    expect(t.mailer.sent.filter((m) => m.to === c.email)).toHaveLength(4);
  });

  it("refuses a client asking too often (per hour) with 429 and Retry-After", async () => {
    const ip = someClient();
    for (let i = 0; i < 30; i++) {
      expect((await t.rest("POST", "/api/auth/forgot-password", { body: { email: `x${i}@example.com` }, ip })).status).toBe(200);
    }
    const over = await t.rest<ErrBody>("POST", "/api/auth/forgot-password", { body: { email: "y@example.com" }, ip, lang: "en" });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many requests. Try again in 60 min.");
    expect(Number(over.headers.get("retry-after"))).toBe(3600);
    expect((await t.rest("POST", "/api/auth/forgot-password", { body: { email: "y@example.com" }, ip: someClient() })).status).toBe(200);
  });
});

describe("registration", () => {
  it("is limited per client (10 an hour, captains and students together), taken e-mails included", async () => {
    const ip = someClient();
    const taken = await registerCaptain(t);
    for (let i = 0; i < 9; i++) expect((await t.rest("POST", "/api/auth/register", { body: captainInput(), ip })).status).toBe(201);
    expect((await t.rest("POST", "/api/auth/register", { body: captainInput({ email: taken.email }), ip })).status).toBe(422);
    const over = await t.rest<ErrBody>("POST", "/api/auth/register", { body: captainInput({ email: taken.email }), ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3500);
    const student = {
      first_name: "Ola",
      last_name: "Nowak",
      email: "ola.limit@example.com",
      phone: "600200300",
      password: "haslo1234",
      password_confirmation: "haslo1234",
    };
    expect((await t.rest("POST", "/api/student/register", { body: student, ip })).status).toBe(429);
    const gql = await t.gql(
      `mutation R($input: RegisterInput!) { register(input: $input) { token } }`,
      {
        input: { name: "Jan", email: "gql.limit@example.com", phone: "600100200", password: "haslo1234", passwordConfirmation: "haslo1234" },
      },
      { ip },
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((await t.rest("POST", "/api/student/register", { body: student, ip: someClient() })).status).toBe(201);
  });
});

describe("the login throttle", () => {
  it("applies to students too", async () => {
    const ip = someClient();
    const body = {
      first_name: "Ola",
      last_name: "Wiśniewska",
      email: "ola.throttle@example.com",
      phone: "600200300",
      password: "haslo1234",
      password_confirmation: "haslo1234",
    };
    expect((await t.rest("POST", "/api/student/register", { body, ip: someClient() })).status).toBe(201);
    for (let i = 0; i < 6; i++) await t.rest("POST", "/api/student/login", { body: { email: body.email, password: "zle-haslo" }, ip });
    expect((await t.rest("POST", "/api/student/login", { body: { email: body.email, password: body.password }, ip })).status).toBe(429);
    expect((await t.rest("POST", "/api/student/login", { body: { email: body.email, password: body.password }, ip: someClient() })).status).toBe(200);
  });

  it("keeps its state in the database: another app process on the same database (or after a restart) still refuses", async () => {
    const c = await registerCaptain(t);
    const ip = someClient();
    for (let i = 0; i < 6; i++) await login(c.email, "zle-haslo", ip);
    expect((await login(c.email, c.password, ip)).status).toBe(429);
    const restarted = createApp({
      db: t.db,
      clock: t.clock,
      logger: createLogger("silent"),
      mailer: t.mailer,
      publicUrl: "https://zeglog.test",
      webDistDir: "/nonexistent",
    });
    const res = await restarted.fetch(
      new Request("http://test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: c.email, password: c.password }),
      }),
      { ip },
    );
    expect(res.status).toBe(429);
  });

  const loginVia = (app: TestApp["app"], peer: string, forwardedFor: string | null, email: string, password: string) =>
    app.fetch(
      new Request("http://test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
        body: JSON.stringify({ email, password }),
      }),
      { ip: peer },
    );

  it("ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick new addresses to escape it", async () => {
    const c = await registerCaptain(t);
    const peer = someClient();
    for (let i = 0; i < 6; i++) await loginVia(t.app, peer, `198.51.100.${i}`, c.email, "zle-haslo");
    expect((await loginVia(t.app, peer, "198.51.100.99", c.email, c.password)).status).toBe(429);
  });

  it("with TRUST_PROXY counts the client named by the trusted proxy, and only by it", async () => {
    const proxied = await createTestApp({ trustProxy: ["10.0.0.0/8"] });
    try {
      const c = await registerCaptain(proxied);
      for (let i = 0; i < 6; i++) await loginVia(proxied.app, "10.1.2.3", "203.0.113.7, 10.1.1.1", c.email, "zle-haslo");
      expect((await loginVia(proxied.app, "10.1.2.3", "203.0.113.7", c.email, c.password)).status).toBe(429);
      expect((await loginVia(proxied.app, "10.1.2.4", "203.0.113.8", c.email, c.password)).status).toBe(200);
      // not from the proxy: the header is the client's own claim and is ignored
      for (let i = 0; i < 6; i++) await loginVia(proxied.app, "192.0.2.50", `203.0.113.${100 + i}`, c.email, "zle-haslo");
      expect((await loginVia(proxied.app, "192.0.2.50", "203.0.113.200", c.email, c.password)).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
