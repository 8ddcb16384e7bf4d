// Student accounts: separate from captains, with their own (zs_) tokens and tables; registration,
// sign-in, sessions and password reset as the captains' (account-flows.ts), and the token lookup.
import { Prisma, type Student } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import { STUDENT_COLUMNS } from "./user-lookup.ts";
import { AccountFlows, type AccountDeps, type SignedInAs } from "./account-flows.ts";
import { hashToken } from "./tokens.ts";

export type StudentSignedIn = SignedInAs<"student">;

export class StudentAuthService extends AccountFlows<"student"> {
  constructor(deps: AccountDeps) {
    super(deps, "student");
  }

  async authenticate(token: string) {
    const rows = await readRows<Student & { sessionId: string; revokedAt: Date | null; expiresAt: Date }>(
      this.deps.db,
      Prisma.sql`
      SELECT s."id" AS "sessionId", s."revokedAt", s."expiresAt", ${STUDENT_COLUMNS}
      FROM "StudentSession" s JOIN "Student" st ON st."id" = s."studentId" WHERE s."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row || row.revokedAt || row.expiresAt <= this.deps.clock.now()) return null;
    const { sessionId, revokedAt: _r, expiresAt, ...student } = row;
    return { student, sessionId, until: expiresAt.getTime() };
  }
}
