import { describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { givePremium } from "../../test/trips.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { token message user { id name email role } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { email role } } }`;
const ME = `query Me { me { id name email phone role } }`;

const validRegister = (email: string) => ({
  name: "Marek Żeglarz",
  email,
  phone: "+48 501 000 111",
  password: "password123",
  passwordConfirmation: "password123",
});

describe("GraphQL sign-in for captains", () => {
  it("registers, greets through `me`, logs out", async () => {
    const reg = await t.gql<{ register: { token: string; message: string; user: { name: string; role: string } } }>(REGISTER, {
      input: validRegister("marek@example.com"),
    });
    expect(reg.errors).toBeUndefined();
    expect(reg.data?.register.user).toMatchObject({ name: "Marek Żeglarz", role: "captain" });
    const token = reg.data!.register.token;

    const me = await t.gql<{ me: { email: string } }>(ME, {}, { token });
    expect(me.data?.me.email).toBe("marek@example.com");

    const out = await t.gql<{ logout: { success: boolean } }>(`mutation Logout { logout { success message } }`, {}, { token });
    expect(out.data?.logout.success).toBe(true);
    expect((await t.gql<{ me: null }>(ME, {}, { token })).data?.me).toBeNull();
  });

  it("returns the same field errors as the REST shim, in extensions.fields, in the caller's language", async () => {
    const bad = { ...validRegister("zly-adres"), phone: "", passwordConfirmation: "inne" };
    const pl = await t.gql(REGISTER, { input: bad });
    expect(pl.errors?.[0]?.extensions).toEqual({
      code: "VALIDATION_FAILED",
      fields: { email: "Podaj prawidłowy adres e-mail", phone: "Numer telefonu jest wymagany", passwordConfirmation: "Hasła nie są identyczne" },
    });
    expect(pl.errors?.[0]?.message).toBe("Formularz zawiera błędy");
    const en = await t.gql(REGISTER, { input: bad }, { lang: "en" });
    expect(en.errors?.[0]?.extensions?.fields).toMatchObject({ phone: "Phone number is required" });
  });

  it("refuses a duplicate e-mail", async () => {
    await registerCaptain(t, { email: "dup@example.com" });
    const res = await t.gql(REGISTER, { input: validRegister("DUP@example.com") });
    expect(res.errors?.[0]?.extensions).toEqual({ code: "VALIDATION_FAILED", fields: { email: "Konto z tym adresem e-mail już istnieje" } });
  });

  it("answers a wrong password with UNAUTHENTICATED and throttles with TOO_MANY_REQUESTS", async () => {
    const c = await registerCaptain(t);
    const wrong = await t.gql(LOGIN, { input: { email: c.email, password: "zlehaslo1" } }, { ip: "10.9.0.1" });
    expect(wrong.errors?.[0]).toMatchObject({ message: "Nieprawidłowy adres e-mail lub hasło", extensions: { code: "UNAUTHENTICATED" } });
    for (let i = 0; i < 5; i++) await t.gql(LOGIN, { input: { email: c.email, password: "zlehaslo1" } }, { ip: "10.9.0.1" });
    const blocked = await t.gql(LOGIN, { input: { email: c.email, password: c.password } }, { ip: "10.9.0.1", lang: "en" });
    expect(blocked.errors?.[0]?.extensions).toEqual({ code: "TOO_MANY_REQUESTS", retryAfter: 60 });
    expect(blocked.errors?.[0]?.message).toBe("Too many failed login attempts. Try again in 1 min.");
    const owner = await t.gql<{ login: { token: string } }>(LOGIN, { input: { email: c.email, password: c.password } }, { ip: "10.9.0.2" });
    expect(owner.data?.login.token).toMatch(/^zc_/);
  });

  it("answers whether the signed-in captain has Premium (as `hasPremium` then does with the token); staff: false", async () => {
    const PREMIUM_LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token hasPremium } }`;
    const signIn = async (email: string, password = "password123") =>
      (await t.gql<{ login: { token: string; hasPremium: boolean } }>(PREMIUM_LOGIN, { input: { email, password } })).data?.login;
    const asked = async (token: string) => (await t.gql<{ hasPremium: boolean }>(`{ hasPremium }`, {}, { token })).data?.hasPremium;
    const captain = await registerCaptain(t, { email: "premium.login@example.com" });
    const before = await signIn("premium.login@example.com");
    expect([before?.hasPremium, await asked(before!.token)]).toEqual([false, false]);
    await givePremium(t, captain.id);
    const after = await signIn("premium.login@example.com");
    expect([after?.hasPremium, await asked(after!.token)]).toEqual([true, true]);
    await t.app.services.auth.ensureStaff({ email: "biuro.premium@zeglog.test", password: "biuro12345" });
    expect((await signIn("biuro.premium@zeglog.test", "biuro12345"))?.hasPremium).toBe(false);
  });

  it("requires a captain session for logout", async () => {
    const res = await t.gql(`mutation { logout { success } }`);
    expect(res.errors?.[0]).toMatchObject({ message: "Musisz się zalogować", extensions: { code: "UNAUTHENTICATED" } });
  });

  it("runs the password reset through GraphQL", async () => {
    const c = await registerCaptain(t);
    t.mailer.sent = [];
    const sent = await t.gql<{ forgotPassword: { success: boolean } }>(
      `mutation ForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) { success message } }`,
      { input: { email: c.email } },
      { lang: "en" },
    );
    expect(sent.data?.forgotPassword.success).toBe(true);
    await t.app.services.auth.settled();
    expect(t.mailer.sent[0]?.subject).toBe("Żeglog — password reset");
    const token = t.mailer.sent[0]?.text.match(/reset-password\/(zr_[\w-]+)/)![1];
    const reset = await t.gql<{ resetPassword: { message: string } }>(
      `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`,
      { input: { token, email: c.email, password: "inne-haslo-9", passwordConfirmation: "inne-haslo-9" } },
    );
    expect(reset.data?.resetPassword.message).toBe("Hasło zostało zresetowane. Możesz się teraz zalogować.");
    expect((await t.gql(LOGIN, { input: { email: c.email, password: "inne-haslo-9" } })).errors).toBeUndefined();
  });
});

describe("GraphQL sign-in for students", () => {
  it("registers and logs in with a student token that `studentMe` accepts and `me` ignores", async () => {
    const reg = await t.gql<{ studentRegister: { token: string } }>(
      `mutation StudentRegister($input: StudentRegisterInput!) { studentRegister(input: $input) { token student { firstName } } }`,
      { input: { firstName: "Ewa", lastName: "Lis", email: "ewa@example.com", phone: "600700800", password: "haslo1234", passwordConfirmation: "haslo1234" } },
    );
    expect(reg.errors).toBeUndefined();
    const login = await t.gql<{ studentLogin: { token: string } }>(
      `mutation StudentLogin($input: LoginInput!) { studentLogin(input: $input) { token student { email } } }`,
      { input: { email: "ewa@example.com", password: "haslo1234" } },
    );
    const token = login.data!.studentLogin.token;
    const me = await t.gql<{ studentMe: { firstName: string }; me: null }>(`{ studentMe { firstName } me { id } }`, {}, { token });
    expect(me.data).toEqual({ studentMe: { firstName: "Ewa" }, me: null });
    const captainLogout = await t.gql(`mutation { logout { success } }`, {}, { token });
    expect(captainLogout.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const out = await t.gql<{ studentLogout: { success: boolean } }>(`mutation StudentLogout { studentLogout { success } }`, {}, { token });
    expect(out.data?.studentLogout.success).toBe(true);
    expect((await t.gql<{ studentMe: null }>(`{ studentMe { id } }`, {}, { token })).data?.studentMe).toBeNull();
  });
});

describe("failures never leak internals", () => {
  it("masks database failures in GraphQL and REST, and /healthz turns 503", async () => {
    const broken = await createTestApp();
    const c = await registerCaptain(broken);
    await broken.close();
    const gql = await broken.gql(ME, {}, { token: c.token });
    expect(gql.errors?.[0]?.message).toBe("Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie.");
    expect(gql.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    const rest = await broken.rest<Record<string, unknown>>("GET", "/api/auth/user", { token: c.token });
    expect(rest.status).toBe(500);
    expect(rest.body.message).toBe("Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie.");
    const text = JSON.stringify([gql, rest.body]);
    expect(text).not.toMatch(/stack|prisma|SELECT|at \w+ \(|\.ts:/i);
    expect((await broken.rest("GET", "/healthz")).status).toBe(503);
  });

  it("keeps GraphiQL available at /graphql", async () => {
    const res = await t.app.fetch(new Request("http://test/graphql", { headers: { accept: "text/html" } }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Żeglog GraphQL");
  });
});
