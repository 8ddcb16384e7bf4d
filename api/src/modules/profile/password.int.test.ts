// Password change: the current password is checked, the new one has at least 8 characters and
// matches its confirmation; success signs out the account's other sessions but keeps this one.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const login = (email: string, password: string) => t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email, password } });
const me = async (token: string) => (await t.rest("GET", "/api/auth/user", { token })).status;
const change = (token: string, body: Record<string, unknown>, lang?: string) =>
  t.rest<{ success: boolean; message: string; errors?: Record<string, string[]> }>("POST", "/api/captain-profile/change-password", { token, body, lang });

describe("POST /api/captain-profile/change-password", () => {
  it("changes the password, keeps this session and revokes the other ones", async () => {
    const c = await registerCaptain(t);
    const other = (await login(c.email, c.password)).body.token;
    const res = await change(c.token, { current_password: c.password, new_password: "nowe-haslo-9", new_password_confirmation: "nowe-haslo-9" });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "Hasło zostało zmienione pomyślnie" } });
    expect(await me(c.token)).toBe(200);
    expect(await me(other)).toBe(401);
    expect((await login(c.email, c.password)).status).toBe(401);
    expect((await login(c.email, "nowe-haslo-9")).status).toBe(200);
  });

  it("checks the current password and leaves everything as it was when wrong", async () => {
    const c = await registerCaptain(t);
    const other = (await login(c.email, c.password)).body.token;
    const res = await change(c.token, { current_password: "zle-haslo-1", new_password: "nowe-haslo-9", new_password_confirmation: "nowe-haslo-9" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ["Obecne hasło jest nieprawidłowe"] });
    expect(await me(other)).toBe(200);
    expect((await login(c.email, c.password)).status).toBe(200);
  });

  it("requires the fields, 8 characters and an equal confirmation: 'Hasła nie są identyczne'", async () => {
    const c = await registerCaptain(t);
    const empty = await change(c.token, {});
    expect(empty.body.errors).toEqual({
      current_password: ["Hasło jest wymagane"],
      new_password: ["Hasło jest wymagane"],
      new_password_confirmation: ["Potwierdź hasło"],
    });
    const short = await change(c.token, { current_password: c.password, new_password: "krotkie", new_password_confirmation: "inne-haslo" });
    expect(short.body.errors).toEqual({
      new_password: ["Hasło musi mieć co najmniej 8 znaków"],
      new_password_confirmation: ["Hasła nie są identyczne"],
    });
    const en = await change(c.token, { current_password: c.password, new_password: "nowe-haslo-9", new_password_confirmation: "nowe-haslo-8" }, "en");
    expect(en.body.errors).toEqual({ new_password_confirmation: ["The passwords do not match"] });
    expect((await login(c.email, c.password)).status).toBe(200);
  });

  it("throttles guesses of the current password like failed sign-ins (a stolen session cannot guess it)", async () => {
    const c = await registerCaptain(t);
    const ip = "203.0.113.77";
    const wrong = { current_password: "zle-haslo-1", new_password: "nowe-haslo-9", new_password_confirmation: "nowe-haslo-9" };
    const attempt = (body: Record<string, unknown>) => t.rest("POST", "/api/captain-profile/change-password", { token: c.token, body, ip });
    for (let i = 0; i < 6; i++) expect((await attempt(wrong)).status).toBe(422);
    const blocked = await attempt({ ...wrong, current_password: c.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(c.email, c.password)).status).toBe(200); // the password did not change
    // Another client is not blocked by these failures.
    const elsewhere = await t.rest("POST", "/api/captain-profile/change-password", {
      token: c.token,
      body: { ...wrong, current_password: c.password },
      ip: "198.51.100.9",
    });
    expect(elsewhere.status).toBe(200);
  });

  it("needs a sign-in", async () => {
    expect((await t.rest("POST", "/api/captain-profile/change-password", { body: {} })).status).toBe(401);
  });
});

describe("GraphQL changePassword", () => {
  const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { success message } }`;

  it("changes the password and revokes the other sessions", async () => {
    const c = await registerCaptain(t);
    const other = (await login(c.email, c.password)).body.token;
    const res = await t.gql<{ changePassword: { success: boolean; message: string } }>(
      CHANGE,
      { input: { currentPassword: c.password, newPassword: "gql-haslo-123", newPasswordConfirmation: "gql-haslo-123" } },
      { token: c.token, lang: "en" },
    );
    expect(res.data?.changePassword).toEqual({ success: true, message: "The password has been changed" });
    expect(await me(other)).toBe(401);
    expect(await me(c.token)).toBe(200);
  });

  it("reports field errors", async () => {
    const c = await registerCaptain(t);
    const res = await t.gql(CHANGE, { input: { currentPassword: "x", newPassword: "abcdefgh", newPasswordConfirmation: "abcdefgi" } }, { token: c.token });
    expect(res.errors?.[0]?.extensions).toEqual({ code: "VALIDATION_FAILED", fields: { newPasswordConfirmation: "Hasła nie są identyczne" } });
    const wrong = await t.gql(
      CHANGE,
      { input: { currentPassword: "wrong-pass", newPassword: "abcdefgh", newPasswordConfirmation: "abcdefgh" } },
      { token: c.token },
    );
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: "Obecne hasło jest nieprawidłowe" });
  });
});
