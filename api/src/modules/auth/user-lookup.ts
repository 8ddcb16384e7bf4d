// The pieces of the per-request token lookups (sessions in auth.service.ts, API tokens in
// api-tokens.service.ts, student sessions in student-auth.service.ts): one hand-written query each,
// joining the token to its user (sent straight to the driver, db/direct-reads.ts).
import { Prisma } from "../../generated/prisma/client.ts";
import { modelColumns } from "../../db/model-columns.ts";

const selectList = (columns: Record<string, string>) => Prisma.raw(Object.values(columns).join(", "));

/** Every column of the User model over `"User" u`, typed as Prisma returns them (the role as its enum string). */
export const USER_COLUMNS = selectList(modelColumns(Prisma.UserScalarFieldEnum, "u", { asText: ["role"] }));

/**
 * `"premiumUntil"`: the latest end of the user's active subscriptions (null without one). The user
 * has Premium at `now` while it is later than `now` (`premiumAt`), as SubscriptionsService.hasPremium
 * counts it (active and not yet ended); the time itself tells how long that answer holds.
 */
export const PREMIUM_UNTIL = Prisma.sql`(SELECT max(p."endsAt") FROM "Subscription" p WHERE p."userId" = u."id" AND p."status" = 'active') AS "premiumUntil"`;

export const premiumAt = (premiumUntil: Date | null, now: Date) => premiumUntil !== null && premiumUntil > now;

/**
 * Until when (ms since the epoch) a token's answer holds if nothing in the database changes: until
 * the token expires or, with Premium, until the Premium ends (the first of them).
 */
export const holdsUntil = (expiresAt: Date | null, premium: boolean, premiumUntil: Date | null): number =>
  Math.min(expiresAt?.getTime() ?? Infinity, premium && premiumUntil ? premiumUntil.getTime() : Infinity);

/** Every column of the Student model over `"Student" st` (all text, uuid and timestamps: no casts needed). */
export const STUDENT_COLUMNS = selectList(modelColumns(Prisma.StudentScalarFieldEnum, "st"));
