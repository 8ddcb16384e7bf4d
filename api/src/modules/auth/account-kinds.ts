// The two kinds of account, as tables with a row each: captains and staff (User, with their Session
// and PasswordReset rows) and students (Student, StudentSession, StudentPasswordReset). The flows of
// account-flows.ts read a kind's tables, names and registration from here.
import type { z } from "zod";
import type { Db } from "../../db/db.ts";
import type { Prisma, Student, User } from "../../generated/prisma/client.ts";
import type { Lang } from "../../../../validation/messages.ts";
import { registerSchema, studentRegisterSchema } from "../../../../validation/auth.ts";
import type { Scope } from "./throttle.ts";

/** A kind of account, by the name its sessions and reset links call it (and the login throttle counts it by). */
export type Kind = Scope;
export type AccountOf = { user: User; student: Student };
type Tx = Prisma.TransactionClient;
export type Client = Db | Tx;

/** The column of a session or a reset link that names its account: `userId` or `studentId`. */
export type OwnerColumn<R extends Kind> = `${R}Id`;
type Owned<R extends Kind> = Record<OwnerColumn<R>, string>;

/**
 * The three tables of one kind of account as the flows use them (Prisma's own delegates fit): the
 * accounts, their sessions, and their password-reset links, read with their account's e-mail.
 */
type AccountTables<R extends Kind> = {
  accounts: {
    findUnique(args: { where: { email: string } }): PromiseLike<AccountOf[R] | null>;
    update(args: { where: { id: string }; data: { language: string } | { passwordHash: string } }): PromiseLike<unknown>;
  };
  sessions: {
    create(args: { data: Owned<R> & { tokenHash: string; remember: boolean; expiresAt: Date } }): PromiseLike<unknown>;
    updateMany(args: { where: ({ id: string } | Owned<R>) & { revokedAt: null }; data: { revokedAt: Date } }): PromiseLike<{ count: number }>;
  };
  resets: {
    create(args: { data: Owned<R> & { tokenHash: string; expiresAt: Date } }): PromiseLike<unknown>;
    updateMany(args: { where: ({ id: string } | Owned<R>) & { usedAt: null }; data: { usedAt: Date } }): PromiseLike<{ count: number }>;
    findUnique(args: {
      where: { tokenHash: string };
      include: Record<R, { select: { email: true } }>;
    }): PromiseLike<(Owned<R> & Record<R, { email: string }> & { id: string; usedAt: Date | null; expiresAt: Date }) | null>;
  };
};

export const TABLES: { [R in Kind]: (db: Client) => AccountTables<R> } = {
  user: (db) => ({ accounts: db.user, sessions: db.session, resets: db.passwordReset }),
  student: (db) => ({ accounts: db.student, sessions: db.studentSession, resets: db.studentPasswordReset }),
};

/**
 * The session tokens' prefix (zc_, zs_); the reset's prefix ("" or "student-": the keys of its limit
 * and its log events), the reset link's page, and what the log says when the reset e-mail fails.
 */
export const NAMES = {
  user: { token: "zc", reset: "", resetPage: "/reset-password", resetFailure: "password reset e-mail failed" },
  student: { token: "zs", reset: "student-", resetPage: "/student/reset-password", resetFailure: "student password reset e-mail failed" },
} as const satisfies Record<Kind, { token: "zc" | "zs"; reset: string; resetPage: string; resetFailure: string }>;

type RegistrationForm = { user: z.output<typeof registerSchema>; student: z.output<typeof studentRegisterSchema> };

/** The registration form of each kind and the account it creates (a captain's or a student's). */
export const REGISTRATION: {
  [R in Kind]: {
    form: z.ZodType<RegistrationForm[R]>;
    create: (tx: Tx, form: RegistrationForm[R], passwordHash: string, language: Lang) => PromiseLike<AccountOf[R]>;
  };
} = {
  user: {
    form: registerSchema,
    create: (tx, f, passwordHash, language) =>
      tx.user.create({ data: { name: f.name, email: f.email, phone: f.phone, passwordHash, role: "captain", language } }),
  },
  student: {
    form: studentRegisterSchema,
    create: (tx, f, passwordHash, language) =>
      tx.student.create({ data: { firstName: f.firstName, lastName: f.lastName, email: f.email, phone: f.phone, passwordHash, language } }),
  },
};
