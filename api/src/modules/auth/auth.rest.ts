// REST shim of product spec §7 for /auth/* and /student/*: the same services as GraphQL, with the
// documented request fields and `{ success, message, user | student, token }` answers. Each body is
// read with the schema the OpenAPI document shows (types and presence); the services apply the
// form's rules to what passes.
import { translate } from "../../../../validation/messages.ts";
import { UnauthenticatedError, ValidationError, isAppError, isValidationError } from "../../errors.ts";
import { parseRestBody } from "../../http/parse-body.ts";
import { json, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import type { Student, User } from "../../generated/prisma/client.ts";
import type { z } from "zod";
import { credentialsBody, emailBody, registerBody, resetBody, studentRegisterBody, type studentSchema, type userSchema } from "../../openapi/schemas.ts";

const userJson = (u: User): z.input<typeof userSchema> => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  created_at: u.createdAt.toISOString(),
});

const studentJson = (s: Student): z.input<typeof studentSchema> => ({
  id: s.id,
  first_name: s.firstName,
  last_name: s.lastName,
  email: s.email,
  phone: s.phone,
  created_at: s.createdAt.toISOString(),
});

/** Renames field errors back to the request's own field names (e.g. phone → phone_register). */
async function renamingFields<T>(names: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isAppError(e) && isValidationError(e)) {
      throw new ValidationError(Object.fromEntries(Object.entries(e.fields).map(([f, keys]) => [names[f] ?? f, keys])));
    }
    throw e;
  }
}

/** `remember` as sent: true, or the text of a checkbox ("true", "1", "on"). */
const bool = (v: unknown) => v === true || v === "true" || v === "1" || v === "on";

function requireUser(ctx: RestContext) {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  return ctx.viewer;
}

function requireStudent(ctx: RestContext) {
  if (ctx.viewer.kind !== "student") throw new UnauthenticatedError();
  return ctx.viewer;
}

/** A captain's or a student's password service: the same calls, each on its own accounts. */
type PasswordService = (ctx: RestContext) => Pick<RestContext["services"]["auth" | "studentAuth"], "forgotPassword" | "resetPassword">;

/** POST …/forgot-password of either kind of account: mails a reset link; the same answer whether or not the account exists. */
const forgotPassword = (service: PasswordService) => async (req: Request, _p: unknown, ctx: RestContext) => {
  const b = parseRestBody(emailBody, await readJson(req));
  await service(ctx).forgotPassword({ email: b.email }, ctx.lang, ctx.ip);
  return json({ success: true, message: translate(ctx.lang, "auth.resetLinkSent") });
};

/** POST …/reset-password of either kind of account: sets the new password from the mailed token. */
const resetPassword = (service: PasswordService) => async (req: Request, _p: unknown, ctx: RestContext) => {
  const b = parseRestBody(resetBody, await readJson(req));
  await renamingFields({ passwordConfirmation: "password_confirmation" }, () =>
    service(ctx).resetPassword({ email: b.email, token: b.token, password: b.password, passwordConfirmation: b.password_confirmation }),
  );
  return json({ success: true, message: translate(ctx.lang, "auth.passwordReset") });
};

export function registerAuthRoutes(router: RestRouter) {
  router
    .on("POST", "/api/auth/register", async (req, _p, ctx) => {
      const b = parseRestBody(registerBody, await readJson(req));
      const { user, token } = await renamingFields({ phone: "phone_register", passwordConfirmation: "password_confirmation" }, () =>
        ctx.services.auth.register(
          {
            name: b.name,
            email: b.email,
            phone: b.phone_register ?? b.phone ?? "",
            password: b.password,
            passwordConfirmation: b.password_confirmation,
          },
          ctx.ip,
          ctx.lang,
        ),
      );
      return json({ success: true, message: translate(ctx.lang, "auth.registered"), user: userJson(user), token }, 201);
    })
    .on("POST", "/api/auth/login", async (req, _p, ctx) => {
      const b = parseRestBody(credentialsBody, await readJson(req));
      const { user, token } = await ctx.services.auth.login({ email: b.email, password: b.password, remember: bool(b.remember) }, ctx.ip, ctx.lang);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedIn"), user: userJson(user), token });
    })
    .on("POST", "/api/auth/logout", async (_req, _p, ctx) => {
      await ctx.services.auth.logout(requireUser(ctx).sessionId);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedOut") });
    })
    .on("GET", "/api/auth/user", (_req, _p, ctx) => json({ success: true, user: userJson(requireUser(ctx).user) }))
    .on(
      "POST",
      "/api/auth/forgot-password",
      forgotPassword((ctx) => ctx.services.auth),
    )
    .on(
      "POST",
      "/api/auth/reset-password",
      resetPassword((ctx) => ctx.services.auth),
    )
    .on("POST", "/api/student/register", async (req, _p, ctx) => {
      const b = parseRestBody(studentRegisterBody, await readJson(req));
      const { student, token } = await renamingFields({ firstName: "first_name", lastName: "last_name", passwordConfirmation: "password_confirmation" }, () =>
        ctx.services.studentAuth.register(
          {
            firstName: b.first_name,
            lastName: b.last_name,
            email: b.email,
            phone: b.phone ?? "",
            password: b.password,
            passwordConfirmation: b.password_confirmation,
          },
          ctx.ip,
          ctx.lang,
        ),
      );
      return json({ success: true, message: translate(ctx.lang, "auth.registered"), student: studentJson(student), token }, 201);
    })
    .on("POST", "/api/student/login", async (req, _p, ctx) => {
      const b = parseRestBody(credentialsBody, await readJson(req));
      const { student, token } = await ctx.services.studentAuth.login({ email: b.email, password: b.password, remember: bool(b.remember) }, ctx.ip, ctx.lang);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedIn"), student: studentJson(student), token });
    })
    .on(
      "POST",
      "/api/student/forgot-password",
      forgotPassword((ctx) => ctx.services.studentAuth),
    )
    .on(
      "POST",
      "/api/student/reset-password",
      resetPassword((ctx) => ctx.services.studentAuth),
    )
    .on("POST", "/api/student/logout", async (_req, _p, ctx) => {
      await ctx.services.studentAuth.logout(requireStudent(ctx).sessionId);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedOut") });
    })
    .on("GET", "/api/student/profile", (_req, _p, ctx) => json({ success: true, student: studentJson(requireStudent(ctx).student) }));
}
