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
import type { AccountFlows, SignedInAs } from "./account-flows.ts";
import type { Kind } from "./account-kinds.ts";
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

/** One kind of account: its service, and the fields its signed-in answers carry (the account's own object and the token). */
type Accounts<R extends Kind> = { service: (ctx: RestContext) => AccountFlows<R>; answer: (signedIn: SignedInAs<R>) => object };

const captains: Accounts<"user"> = { service: (ctx) => ctx.services.auth, answer: ({ user, token }) => ({ user: userJson(user), token }) };
const students: Accounts<"student"> = {
  service: (ctx) => ctx.services.studentAuth,
  answer: ({ student, token }) => ({ student: studentJson(student), token }),
};

/** POST …/register of either kind of account: the body as the service's form (its field errors under the body's names), then 201 signed in. */
const register =
  <R extends Kind, B>(accounts: Accounts<R>, body: z.ZodType<B>, form: (b: B) => unknown, names: Record<string, string>) =>
  async (req: Request, _p: unknown, ctx: RestContext) => {
    const b = parseRestBody(body, await readJson(req));
    const signedIn = await renamingFields(names, () => accounts.service(ctx).register(form(b), ctx.ip, ctx.lang));
    return json({ success: true, message: translate(ctx.lang, "auth.registered"), ...accounts.answer(signedIn) }, 201);
  };

/** POST …/login of either kind of account: e-mail, password and `remember` as sent. */
const login =
  <R extends Kind>(accounts: Accounts<R>) =>
  async (req: Request, _p: unknown, ctx: RestContext) => {
    const b = parseRestBody(credentialsBody, await readJson(req));
    const signedIn = await accounts.service(ctx).login({ email: b.email, password: b.password, remember: bool(b.remember) }, ctx.ip, ctx.lang);
    return json({ success: true, message: translate(ctx.lang, "auth.loggedIn"), ...accounts.answer(signedIn) });
  };

/** POST …/forgot-password of either kind of account: mails a reset link; the same answer whether or not the account exists. */
const forgotPassword =
  <R extends Kind>(accounts: Accounts<R>) =>
  async (req: Request, _p: unknown, ctx: RestContext) => {
    const b = parseRestBody(emailBody, await readJson(req));
    await accounts.service(ctx).forgotPassword({ email: b.email }, ctx.lang, ctx.ip);
    return json({ success: true, message: translate(ctx.lang, "auth.resetLinkSent") });
  };

/** POST …/reset-password of either kind of account: sets the new password from the mailed token. */
const resetPassword =
  <R extends Kind>(accounts: Accounts<R>) =>
  async (req: Request, _p: unknown, ctx: RestContext) => {
    const b = parseRestBody(resetBody, await readJson(req));
    await renamingFields({ passwordConfirmation: "password_confirmation" }, () =>
      accounts.service(ctx).resetPassword({ email: b.email, token: b.token, password: b.password, passwordConfirmation: b.password_confirmation }),
    );
    return json({ success: true, message: translate(ctx.lang, "auth.passwordReset") });
  };

/** The registration forms from their bodies (the captain's phone may come as phone_register). */
const captainForm = (b: z.output<typeof registerBody>) => ({
  name: b.name,
  email: b.email,
  phone: b.phone_register ?? b.phone ?? "",
  password: b.password,
  passwordConfirmation: b.password_confirmation,
});
const studentForm = (b: z.output<typeof studentRegisterBody>) => ({
  firstName: b.first_name,
  lastName: b.last_name,
  email: b.email,
  phone: b.phone ?? "",
  password: b.password,
  passwordConfirmation: b.password_confirmation,
});

export function registerAuthRoutes(router: RestRouter) {
  router
    .on("POST", "/api/auth/register", register(captains, registerBody, captainForm, { phone: "phone_register", passwordConfirmation: "password_confirmation" }))
    .on("POST", "/api/auth/login", login(captains))
    .on("POST", "/api/auth/logout", async (_req, _p, ctx) => {
      await ctx.services.auth.logout(requireUser(ctx).sessionId);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedOut") });
    })
    .on("GET", "/api/auth/user", (_req, _p, ctx) => json({ success: true, user: userJson(requireUser(ctx).user) }))
    .on("POST", "/api/auth/forgot-password", forgotPassword(captains))
    .on("POST", "/api/auth/reset-password", resetPassword(captains))
    .on(
      "POST",
      "/api/student/register",
      register(students, studentRegisterBody, studentForm, { firstName: "first_name", lastName: "last_name", passwordConfirmation: "password_confirmation" }),
    )
    .on("POST", "/api/student/login", login(students))
    .on("POST", "/api/student/forgot-password", forgotPassword(students))
    .on("POST", "/api/student/reset-password", resetPassword(students))
    .on("POST", "/api/student/logout", async (_req, _p, ctx) => {
      await ctx.services.studentAuth.logout(requireStudent(ctx).sessionId);
      return json({ success: true, message: translate(ctx.lang, "auth.loggedOut") });
    })
    .on("GET", "/api/student/profile", (_req, _p, ctx) => json({ success: true, student: studentJson(requireStudent(ctx).student) }));
}
