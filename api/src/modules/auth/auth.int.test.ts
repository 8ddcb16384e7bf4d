import { describe, expect, it } from "vitest";
import { captainInput, registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { AuthService, type AuthDeps } from "./auth.service.ts";
import { hashToken } from "./tokens.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type UserBody = { success: boolean; message: string; user: { id: string; name: string; email: string; role: string }; token: string };
type ErrBody = { success: false; message: string; errors?: Record<string, string[]> };

describe("captain registration (REST /api/auth/register)", () => {
  it("creates the account, hashes the password with argon2 and returns a token", async () => {
    const input = captainInput({ email: "Anna.Nowak@Example.com " });
    const res = await t.rest<UserBody>("POST", "/api/auth/register", { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Konto zostało utworzone",
      user: { name: "Jan Kowalski", email: "anna.nowak@example.com", role: "captain" },
    });
    expect(res.body.token).toMatch(/^zc_[\w-]{40,}$/);
    const row = await t.db.user.findUniqueOrThrow({ where: { email: "anna.nowak@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("password123");
    const session = await t.db.session.findFirstOrThrow({ where: { userId: row.id } });
    expect(session.tokenHash).toBe(hashToken(res.body.token));
  });

  it("answers 422 with the spec's Polish field messages under the request's field names", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/auth/register", {
      body: { name: " ", email: "nie-email", phone_register: "", password: "krótkie", password_confirmation: "inne" },
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      name: ["Imię i nazwisko jest wymagane"],
      email: ["Podaj prawidłowy adres e-mail"],
      phone_register: ["Numer telefonu jest wymagany"],
      password: ["Hasło musi mieć co najmniej 8 znaków"],
      password_confirmation: ["Hasła nie są identyczne"],
    });
  });

  it("reads the body with the documented schema: a missing field is required, a number is a wrong type", async () => {
    const missing = await t.rest<ErrBody>("POST", "/api/auth/register", { body: { name: "Jan Kowalski" }, lang: "en" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      email: ["E-mail is required"],
      password: ["Password is required"],
      password_confirmation: ["Confirm the password"],
    });
    const wrong = await t.rest<ErrBody>("POST", "/api/auth/register", { body: { ...captainInput(), email: 7, phone_register: ["+48"] }, lang: "en" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ email: ["Wrong type of value"], phone_register: ["Wrong type of value"] });
    for (const [path, body] of [
      ["/api/auth/login", { email: "a@b.pl" }],
      ["/api/student/login", { email: "a@b.pl", password: "haslo-2026-x", remember: { yes: true } }],
      ["/api/auth/forgot-password", {}],
      ["/api/student/reset-password", { email: "a@b.pl", token: 1, password: "haslo-2026-x", passwordConfirmation: "haslo-2026-x" }],
      ["/api/student/register", { firstName: "Ola", last_name: "Nowak", email: "ola@example.com", password: "x" }],
    ] as const) {
      const res = await t.rest<ErrBody>("POST", path, { body, lang: "en" });
      expect(res.status, path).toBe(422);
      expect(res.body.success, path).toBe(false);
      expect(Object.keys(res.body.errors ?? {}).length, `${path}: ${JSON.stringify(res.body.errors)}`).toBe(1);
    }
    expect(await t.db.user.count({ where: { name: "Jan Kowalski", email: { contains: "7" } } })).toBe(0);
  });

  it("speaks English when the client prefers it", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/auth/register", {
      body: { ...captainInput(), email: "" },
      lang: "en-GB,en;q=0.9",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toEqual(["E-mail is required"]);
    expect(res.body.message).toBe("The form contains errors");
  });

  it("refuses a duplicate e-mail with a field error and creates nothing", async () => {
    const first = await registerCaptain(t);
    const before = await t.db.user.count();
    const res = await t.rest<ErrBody>("POST", "/api/auth/register", { body: captainInput({ email: first.email.toUpperCase() }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["Konto z tym adresem e-mail już istnieje"] });
    expect(await t.db.user.count()).toBe(before);
  });

  it("creates exactly one account when the same e-mail registers twice at once", async () => {
    const input = captainInput();
    const results = await Promise.all([1, 2, 3].map(() => t.rest("POST", "/api/auth/register", { body: input })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await t.db.user.count({ where: { email: input.email } })).toBe(1);
  });

  it("answers malformed JSON with 400 and keeps serving", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/auth/register", { raw: "{name:" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Nieprawidłowe dane żądania: oczekiwano poprawnego JSON" });
    const array = await t.rest<ErrBody>("POST", "/api/auth/login", { raw: "[1,2]" });
    expect(array.status).toBe(400);
    expect((await t.rest("GET", "/healthz")).status).toBe(200);
  });
});

describe("captain login, current user and logout", () => {
  it("logs in, reads the user, logs out and the token stops working", async () => {
    const c = await registerCaptain(t);
    const login = await t.rest<UserBody>("POST", "/api/auth/login", { body: { email: c.email, password: c.password } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { email: c.email }, token: expect.stringMatching(/^zc_/) as string });

    const me = await t.rest<UserBody>("GET", "/api/auth/user", { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(c.email);

    expect((await t.rest("POST", "/api/auth/logout", { token: login.body.token })).status).toBe(200);
    expect((await t.rest("GET", "/api/auth/user", { token: login.body.token })).status).toBe(401);
    // the other session (from registration) is untouched
    expect((await t.rest("GET", "/api/auth/user", { token: c.token })).status).toBe(200);
  });

  it("resolves a token with one hand-written query that equals Prisma's session + user, and sees a logout or expiry at once", async () => {
    const c = await registerCaptain(t);
    const auth = new AuthService({ db: t.db, clock: t.clock } as unknown as AuthDeps); // authenticate reads only these two
    const viaPrisma = await t.db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(c.token) }, include: { user: true } });
    const found = await auth.authenticate(c.token);
    // Every column of the User model, with Prisma's own types (dates as Date, the role as its enum string).
    // It holds until the session expires (nothing else ends it by itself).
    expect(found).toEqual({ user: viaPrisma.user, sessionId: viaPrisma.id, premium: false, until: viaPrisma.expiresAt.getTime() });
    expect(Object.keys(found!.user).sort()).toEqual(Object.keys(viaPrisma.user).sort());
    expect(found!.user.createdAt).toBeInstanceOf(Date);

    // Premium in the same lookup, as SubscriptionsService.hasPremium sees it: active and not yet ended.
    const now = t.clock.now();
    const sub = await t.db.subscription.create({
      data: { userId: c.id, status: "active", provider: "staff", startsAt: now, endsAt: new Date(now.getTime() + 60_000), createdAt: now },
    });
    // With Premium the answer holds until the Premium ends, when that comes before the session's end.
    expect(await auth.authenticate(c.token)).toMatchObject({ premium: true, until: now.getTime() + 60_000 });
    await t.db.subscription.update({ where: { id: sub.id }, data: { endsAt: now } });
    expect((await auth.authenticate(c.token))?.premium).toBe(false);
    await t.db.subscription.update({ where: { id: sub.id }, data: { endsAt: new Date(now.getTime() + 60_000), status: "cancelled" } });
    expect((await auth.authenticate(c.token))?.premium).toBe(false);

    expect(await auth.authenticate(`${c.token}x`)).toBeNull();
    await t.db.session.update({ where: { id: viaPrisma.id }, data: { expiresAt: t.clock.now() } });
    expect(await auth.authenticate(c.token)).toBeNull();
    await t.db.session.update({ where: { id: viaPrisma.id }, data: { expiresAt: new Date(t.clock.now().getTime() + 60_000), revokedAt: t.clock.now() } });
    expect(await auth.authenticate(c.token)).toBeNull();
  });

  it("answers a wrong password and an unknown e-mail alike with 401", async () => {
    const c = await registerCaptain(t);
    const wrong = await t.rest<ErrBody>("POST", "/api/auth/login", { body: { email: c.email, password: "zlehaslo1" }, ip: "10.1.0.1" });
    const unknown = await t.rest<ErrBody>("POST", "/api/auth/login", { body: { email: "nikt@example.com", password: "zlehaslo1" }, ip: "10.1.0.1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Nieprawidłowy adres e-mail lub hasło");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("validates the login form like the web form does", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/auth/login", { body: { email: "", password: "" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["Adres e-mail jest wymagany"], password: ["Hasło jest wymagane"] });
  });

  it("gives a 1-day token normally and a 30-day token with remember-me", async () => {
    const c = await registerCaptain(t);
    const short = await t.rest<UserBody>("POST", "/api/auth/login", { body: { email: c.email, password: c.password } });
    const long = await t.rest<UserBody>("POST", "/api/auth/login", { body: { email: c.email, password: c.password, remember: true } });
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await t.rest("GET", "/api/auth/user", { token: short.body.token })).status).toBe(401);
    expect((await t.rest("GET", "/api/auth/user", { token: long.body.token })).status).toBe(200);
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await t.rest("GET", "/api/auth/user", { token: long.body.token })).status).toBe(401);
  });

  it("backs off a client that keeps failing on one account with 429 and Retry-After, without locking the owner out", async () => {
    const c = await registerCaptain(t);
    for (let i = 0; i < 5; i++) {
      const r = await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: "zlehaslo1" }, ip: "10.2.0.1" });
      expect(r.status).toBe(401);
    }
    expect((await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: "zlehaslo1" }, ip: "10.2.0.1" })).status).toBe(401);
    // the sixth failure starts the back-off: 1 minute, even for the right password from that client
    const blocked = await t.rest<ErrBody>("POST", "/api/auth/login", { body: { email: c.email, password: c.password }, ip: "10.2.0.1" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 1 min.");
    expect(Number(blocked.headers.get("retry-after"))).toBe(60);
    // the owner, from a client that has not failed, gets in
    expect((await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: c.password }, ip: "10.2.1.1" })).status).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: c.password }, ip: "10.2.0.1" })).status).toBe(200);
  });

  it("backs off one address trying many e-mails", async () => {
    for (let i = 0; i < 21; i++) {
      await t.rest("POST", "/api/auth/login", { body: { email: `x${i}@example.com`, password: "zlehaslo1" }, ip: "10.3.0.1" });
    }
    const res = await t.rest("POST", "/api/auth/login", { body: { email: "new@example.com", password: "zlehaslo1" }, ip: "10.3.0.1" });
    expect(res.status).toBe(429);
    const other = await t.rest("POST", "/api/auth/login", { body: { email: "new@example.com", password: "zlehaslo1" }, ip: "10.3.0.2" });
    expect(other.status).toBe(401);
  });

  it("rejects unknown, malformed and student tokens on captain calls", async () => {
    for (const token of ["zc_nothing", "garbage", "zs_abc"]) {
      expect((await t.rest("GET", "/api/auth/user", { token })).status).toBe(401);
    }
    expect((await t.rest("GET", "/api/auth/user")).status).toBe(401);
  });
});

describe("password reset", () => {
  async function requestLink(email: string) {
    t.mailer.sent = [];
    const res = await t.rest<{ success: boolean; message: string }>("POST", "/api/auth/forgot-password", { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zresetowania hasła.");
    await t.app.services.auth.settled(); // the link is stored and mailed after the answer
    const mail = t.mailer.sent.at(-1);
    const link = mail?.text.match(/https:\/\/zeglog\.test\/reset-password\/(zr_[\w-]+)\?email=([^\s]+)/);
    return { mail, token: link?.[1], email: link?.[2] === undefined ? undefined : decodeURIComponent(link[2]) };
  }

  it("mails a single-use link that sets a new password and signs out every session", async () => {
    const c = await registerCaptain(t);
    const { mail, token, email } = await requestLink(c.email);
    expect(mail?.to).toBe(c.email);
    expect(mail?.subject).toBe("Żeglog — resetowanie hasła");
    expect(email).toBe(c.email);
    const body = { email, token, password: "nowehaslo123", password_confirmation: "nowehaslo123" };
    const reset = await t.rest<{ message: string }>("POST", "/api/auth/reset-password", { body });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Hasło zostało zresetowane. Możesz się teraz zalogować.");
    expect((await t.rest("GET", "/api/auth/user", { token: c.token })).status).toBe(401);
    expect((await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: c.password } })).status).toBe(401);
    expect((await t.rest("POST", "/api/auth/login", { body: { email: c.email, password: "nowehaslo123" } })).status).toBe(200);

    const again = await t.rest<ErrBody>("POST", "/api/auth/reset-password", {
      body: { ...body, password: "trzeciehaslo", password_confirmation: "trzeciehaslo" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ["Link do resetowania hasła jest nieprawidłowy lub wygasł"] });
  });

  it("refuses a link after 60 minutes, or with another e-mail", async () => {
    const c = await registerCaptain(t);
    const other = await registerCaptain(t);
    const { token } = await requestLink(c.email);
    const body = { token, password: "nowehaslo123", password_confirmation: "nowehaslo123" };
    expect((await t.rest("POST", "/api/auth/reset-password", { body: { ...body, email: other.email } })).status).toBe(422);
    t.clock.advance(61 * 60 * 1000);
    expect((await t.rest("POST", "/api/auth/reset-password", { body: { ...body, email: c.email } })).status).toBe(422);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const { mail } = await requestLink("nobody@example.com");
    expect(mail).toBeUndefined();
  });

  it("checks the new password like the form does", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/auth/reset-password", {
      body: { email: "a@b.pl", token: "zr_x", password: "short", password_confirmation: "other" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ password: ["Hasło musi mieć co najmniej 8 znaków"], password_confirmation: ["Hasła nie są identyczne"] });
  });
});

describe("students (REST /api/student/*)", () => {
  const studentBody = (email: string) => ({
    first_name: "Ola",
    last_name: "Wiśniewska",
    email,
    phone: "600200300",
    password: "haslo1234",
    password_confirmation: "haslo1234",
  });

  it("registers, logs in, reads the profile and logs out, with separate tokens", async () => {
    const reg = await t.rest<{ student: { first_name: string }; token: string }>("POST", "/api/student/register", { body: studentBody("ola@example.com") });
    expect(reg.status).toBe(201);
    expect(reg.body.student.first_name).toBe("Ola");
    expect(reg.body.token).toMatch(/^zs_/);

    const login = await t.rest<{ success: boolean; student: { email: string }; token: string; message: string }>("POST", "/api/student/login", {
      body: { email: "ola@example.com", password: "haslo1234", remember: true },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: "Zalogowano pomyślnie", student: { email: "ola@example.com" } });

    const profile = await t.rest<{ student: { last_name: string } }>("GET", "/api/student/profile", { token: login.body.token });
    expect(profile.body.student.last_name).toBe("Wiśniewska");
    // a student token is not a captain token, and the other way round
    expect((await t.rest("GET", "/api/auth/user", { token: login.body.token })).status).toBe(401);
    const captain = await registerCaptain(t);
    expect((await t.rest("GET", "/api/student/profile", { token: captain.token })).status).toBe(401);

    expect((await t.rest("POST", "/api/student/logout", { token: login.body.token })).status).toBe(200);
    expect((await t.rest("GET", "/api/student/profile", { token: login.body.token })).status).toBe(401);
  });

  it("validates student registration with the spec's messages", async () => {
    const res = await t.rest<ErrBody>("POST", "/api/student/register", { body: { ...studentBody("zly"), first_name: "", last_name: "" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ["Imię jest wymagane"],
      last_name: ["Nazwisko jest wymagane"],
      email: ["Podaj prawidłowy adres e-mail"],
    });
  });

  it("keeps captain and student accounts apart even with the same e-mail", async () => {
    const c = await registerCaptain(t);
    const reg = await t.rest("POST", "/api/student/register", { body: studentBody(c.email) });
    expect(reg.status).toBe(201);
    const wrong = await t.rest("POST", "/api/student/login", { body: { email: c.email, password: c.password } });
    expect(wrong.status).toBe(401);
  });
});

describe("office staff", () => {
  it("is created once from the configuration and logs in through the captains' login with role staff", async () => {
    const staff = { email: "biuro@zeglog.test", password: "biuro12345" };
    expect(await t.app.services.auth.ensureStaff(staff)).toBe("created");
    expect(await t.app.services.auth.ensureStaff(staff)).toBe("exists");
    const login = await t.rest<UserBody>("POST", "/api/auth/login", { body: staff });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe("staff");
  });
});

describe("routing", () => {
  it("answers unknown API paths with a JSON 404 and wrong methods with 405", async () => {
    const missing = await t.rest<ErrBody>("GET", "/api/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Nie znaleziono" });
    expect((await t.rest("GET", "/api/auth/login")).status).toBe(405);
  });

  it("reports health and tags every response with a request id", async () => {
    const res = await t.rest<{ status: string }>("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/[\w-]{8,}/);
  });
});
