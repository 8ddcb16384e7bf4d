// Captain and staff accounts: registration, sign-in, sessions and password reset over the users'
// tables (account-flows.ts, as for students), the token lookup and the office's staff account.
import { Prisma, type User } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import { AccountFlows, type AccountDeps, type SignedInAs } from "./account-flows.ts";
import { hashPassword } from "./passwords.ts";
import { hashToken } from "./tokens.ts";
import { USER_COLUMNS, premiumAt } from "./user-lookup.ts";

export type AuthDeps = AccountDeps;
export type SignedIn = SignedInAs<"user">;

export class AuthService extends AccountFlows<"user"> {
  constructor(deps: AuthDeps) {
    super(deps, "user");
  }

  /**
   * Resolves a zc_ token to its user, when the session is neither revoked nor expired. Runs on every
   * signed-in request (once per request, never cached across requests: a logout is seen at once), so
   * it is one query joining the session to its user; Prisma's `include` takes two round trips
   * (issue 18). auth.int.test.ts checks that the row equals Prisma's `session.findUnique(include user)`.
   * It also answers whether the user has Premium now, so a trip or yacht write does not ask again.
   */
  async authenticate(token: string) {
    const now = this.deps.clock.now();
    const rows = await readRows<User & { sessionId: string; revokedAt: Date | null; expiresAt: Date; premium: boolean }>(
      this.deps.db,
      Prisma.sql`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", ${USER_COLUMNS}, ${premiumAt(now)}
      FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    const { sessionId, revokedAt: _r, expiresAt: _e, premium, ...user } = row;
    return { user, sessionId, premium };
  }

  /** Creates the office staff account from STAFF_EMAIL/STAFF_PASSWORD when it does not exist yet. */
  async ensureStaff(staff: { email: string; password: string }): Promise<"created" | "exists"> {
    const { db } = this.deps;
    const existing = await db.user.findUnique({ where: { email: staff.email } });
    if (existing) {
      if (existing.role !== "staff") this.deps.logger.warn({ email: staff.email }, "STAFF_EMAIL belongs to a captain account; not promoted");
      return "exists";
    }
    await db.user.create({
      data: { name: "Biuro Żeglog", email: staff.email, phone: "-", passwordHash: await hashPassword(staff.password), role: "staff" },
    });
    return "created";
  }
}
