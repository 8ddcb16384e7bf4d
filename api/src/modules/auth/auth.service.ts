// Captain and staff accounts: registration, sign-in, sessions and password reset over the users'
// tables (account-flows.ts, as for students), the token lookup and the office's staff account.
import { Prisma, type User } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import { AccountFlows, type AccountDeps, type SignedInAs } from "./account-flows.ts";
import { hashPassword } from "./passwords.ts";
import { hashToken } from "./tokens.ts";
import { PREMIUM_UNTIL, USER_COLUMNS, holdsUntil, premiumAt } from "./user-lookup.ts";

export type AuthDeps = AccountDeps;
export type SignedIn = SignedInAs<"user">;

export class AuthService extends AccountFlows<"user"> {
  constructor(deps: AuthDeps) {
    super(deps, "user");
  }

  /**
   * Resolves a zc_ token to its user, when the session is neither revoked nor expired: one query
   * joining the session to its user (Prisma's `include` takes two round trips, issue 18);
   * auth.int.test.ts checks that the row equals Prisma's `session.findUnique(include user)`. It also
   * answers whether the user has Premium now, so a trip or yacht write does not ask again, and until
   * when this answer holds if nothing changes (`until`, ms: the session's or the Premium's end), so
   * that the process may keep it (viewer-cache.ts, which forgets it when the database says it changed).
   */
  async authenticate(token: string) {
    const now = this.deps.clock.now();
    const rows = await readRows<User & { sessionId: string; revokedAt: Date | null; expiresAt: Date; premiumUntil: Date | null }>(
      this.deps.db,
      Prisma.sql`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", ${USER_COLUMNS}, ${PREMIUM_UNTIL}
      FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    const { sessionId, revokedAt: _r, expiresAt, premiumUntil, ...user } = row;
    const premium = premiumAt(premiumUntil, now);
    return { user, sessionId, premium, until: holdsUntil(expiresAt, premium, premiumUntil) };
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
