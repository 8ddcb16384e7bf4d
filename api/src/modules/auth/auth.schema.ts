// GraphQL: accounts and sign-in of captains, staff and students. Inputs stay plain strings: the
// shared zod schemas in validation/auth.ts decide what is valid, with the same messages as the forms.
import { builder } from "../../graphql/builder.ts";
import { MessagePayload } from "../../graphql/common.ts";
import type { Context } from "../../graphql/context.ts";
import { translate } from "../../../../validation/messages.ts";
import type { SignedIn } from "./auth.service.ts";
import type { StudentSignedIn } from "./student-auth.service.ts";

export const UserRole = builder.enumType("UserRole", { values: ["captain", "staff"] as const });

const UserType = builder.prismaObject("User", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    role: t.expose("role", { type: UserRole }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const StudentType = builder.prismaObject("Student", {
  fields: (t) => ({
    id: t.exposeID("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type AuthResult = SignedIn & { message: string };
type StudentAuthResult = StudentSignedIn & { message: string };

const AuthPayload = builder.objectRef<AuthResult>("AuthPayload").implement({
  description: "Result of a sign-in or registration of a captain or staff member.",
  fields: (t) => ({
    token: t.exposeString("token"),
    message: t.exposeString("message"),
    user: t.field({ type: UserType, resolve: (r) => r.user }),
    hasPremium: t.boolean({
      description:
        "Whether the signed-in account has Premium now (what the query `hasPremium` answers with this token), so a client shows the Premium features right from its first screen.",
      resolve: (r, _args, ctx) => (r.user.role === "captain" ? ctx.services.subscriptions.hasPremium(r.user.id) : false),
    }),
  }),
});

const StudentAuthPayload = builder.objectRef<StudentAuthResult>("StudentAuthPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    message: t.exposeString("message"),
    student: t.field({ type: StudentType, resolve: (r) => r.student }),
  }),
});

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    remember: t.boolean(),
  }),
});

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

const ForgotPasswordInput = builder.inputType("ForgotPasswordInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

const StudentRegisterInput = builder.inputType("StudentRegisterInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  me: t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in captain or staff member; null without a valid captain token.",
    resolve: (query, _root, _args, ctx) => (ctx.viewer.kind === "user" ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null),
  }),
  studentMe: t.prismaField({
    type: "Student",
    nullable: true,
    description: "The signed-in student; null without a valid student token.",
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer.kind === "student" ? ctx.db.student.findUnique({ ...query, where: { id: ctx.viewer.student.id } }) : null,
  }),
}));

/** A captain's or a student's password service: the same calls, each on its own accounts. */
type PasswordService = (ctx: Context) => Pick<Context["services"]["auth" | "studentAuth"], "forgotPassword" | "resetPassword">;

/** forgotPassword and studentForgotPassword: mail a reset link; the same answer whether or not the account exists. */
const forgotPassword =
  (service: PasswordService) =>
  async (_root: unknown, { input }: { input: unknown }, ctx: Context) => {
    await service(ctx).forgotPassword(input, ctx.lang, ctx.ip);
    return { success: true, message: translate(ctx.lang, "auth.resetLinkSent") };
  };

/** resetPassword and studentResetPassword: set the new password from the mailed token. */
const resetPassword =
  (service: PasswordService) =>
  async (_root: unknown, { input }: { input: unknown }, ctx: Context) => {
    await service(ctx).resetPassword(input);
    return { success: true, message: translate(ctx.lang, "auth.passwordReset") };
  };

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.auth.register(input, ctx.ip, ctx.lang)),
      message: translate(ctx.lang, "auth.registered"),
    }),
  }),
  login: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.auth.login({ ...input, remember: input.remember ?? false }, ctx.ip, ctx.lang)),
      message: translate(ctx.lang, "auth.loggedIn"),
    }),
  }),
  logout: t.field({
    type: MessagePayload,
    authScopes: { captain: true, staff: true },
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer.kind === "user") await ctx.services.auth.logout(ctx.viewer.sessionId);
      return { success: true, message: translate(ctx.lang, "auth.loggedOut") };
    },
  }),
  forgotPassword: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: ForgotPasswordInput, required: true }) },
    resolve: forgotPassword((ctx) => ctx.services.auth),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: resetPassword((ctx) => ctx.services.auth),
  }),
  studentRegister: t.field({
    type: StudentAuthPayload,
    args: { input: t.arg({ type: StudentRegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.studentAuth.register(input, ctx.ip, ctx.lang)),
      message: translate(ctx.lang, "auth.registered"),
    }),
  }),
  studentLogin: t.field({
    type: StudentAuthPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.studentAuth.login({ ...input, remember: input.remember ?? false }, ctx.ip, ctx.lang)),
      message: translate(ctx.lang, "auth.loggedIn"),
    }),
  }),
  studentForgotPassword: t.field({
    type: MessagePayload,
    description: "Like forgotPassword; the e-mailed link is PUBLIC_URL/student/reset-password/{token}?email=….",
    args: { input: t.arg({ type: ForgotPasswordInput, required: true }) },
    resolve: forgotPassword((ctx) => ctx.services.studentAuth),
  }),
  studentResetPassword: t.field({
    type: MessagePayload,
    description: "Like resetPassword, for a student's link.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: resetPassword((ctx) => ctx.services.studentAuth),
  }),
  studentLogout: t.field({
    type: MessagePayload,
    authScopes: { student: true },
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer.kind === "student") await ctx.services.studentAuth.logout(ctx.viewer.sessionId);
      return { success: true, message: translate(ctx.lang, "auth.loggedOut") };
    },
  }),
}));
