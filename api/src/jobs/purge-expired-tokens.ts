// Deletes expired or used password-reset links and expired or revoked sessions (captains, staff and
// students). A revoked session is kept a day for the logs.
import { DAY_MS } from "../clock.ts";
import type { Job } from "./job.ts";

export const purgeExpiredTokens: Job = {
  name: "purge-expired-tokens",
  schedule: "30 3 * * *",
  description: "expired password-reset tokens and sessions are deleted",
  async run({ db, clock }) {
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const resets = await db.passwordReset.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { usedAt: { not: null } }] } });
    const sessions = await db.session.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { revokedAt: { lte: dayAgo } }] } });
    const studentSessions = await db.studentSession.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { revokedAt: { lte: dayAgo } }] } });
    return { passwordResets: resets.count, sessions: sessions.count, studentSessions: studentSessions.count };
  },
};
