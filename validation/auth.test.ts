import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, resetPasswordSchema, studentRegisterSchema } from "./auth.ts";
import { fieldErrorKeys } from "./errors.ts";

const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrorKeys(r.error as never));

describe("shared form schemas", () => {
  const good = { name: "Jan", email: " Jan@Example.COM ", phone: "+48 600 100 200", password: "password1", passwordConfirmation: "password1" };

  it("normalises a valid registration (trimmed, lower-case e-mail)", () => {
    const r = registerSchema.parse(good);
    expect(r.email).toBe("jan@example.com");
  });

  it("reports one message per field, the first problem", () => {
    const r = registerSchema.safeParse({ name: "", email: "", phone: "", password: "", passwordConfirmation: "" });
    expect(errors(r)).toEqual({
      name: ["validation.name.required"],
      email: ["validation.email.required"],
      phone: ["validation.phone.required"],
      password: ["validation.password.required"],
      passwordConfirmation: ["validation.passwordConfirmation.required"],
    });
  });

  it("checks length, e-mail shape, phone shape and confirmation", () => {
    const r = registerSchema.safeParse({ ...good, email: "a@", phone: "abc", password: "1234567", passwordConfirmation: "7654321" });
    expect(errors(r)).toEqual({
      email: ["validation.email.invalid"],
      phone: ["validation.phone.invalid"],
      password: ["validation.password.min"],
      passwordConfirmation: ["validation.passwordConfirmation.mismatch"],
    });
    expect(errors(registerSchema.safeParse({ ...good, name: "x".repeat(256) }))).toEqual({ name: ["validation.tooLong"] });
  });

  it("needs only a non-empty password to log in, and defaults remember to false", () => {
    expect(loginSchema.parse({ email: "a@b.pl", password: "x" })).toEqual({ email: "a@b.pl", password: "x", remember: false });
  });

  it("treats a missing reset token or e-mail as an invalid link", () => {
    const r = resetPasswordSchema.safeParse({ token: "", email: "", password: "password1", passwordConfirmation: "password1" });
    expect(errors(r)).toEqual({ token: ["auth.resetLinkInvalid"], email: ["auth.resetLinkInvalid"] });
  });

  it("requires first and last name for students", () => {
    const r = studentRegisterSchema.safeParse({ ...good, firstName: " ", lastName: "" });
    expect(errors(r)).toMatchObject({ firstName: ["validation.firstName.required"], lastName: ["validation.lastName.required"] });
  });
});
