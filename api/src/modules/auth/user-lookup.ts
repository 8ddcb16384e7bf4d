// The pieces of the per-request token lookups (sessions in auth.service.ts, API tokens in
// api-tokens.service.ts, student sessions in student-auth.service.ts): one hand-written query each,
// joining the token to its user (sent straight to the driver, db/direct-reads.ts).
import { Prisma } from "../../generated/prisma/client.ts";
import { modelColumns } from "../../db/model-columns.ts";

const selectList = (columns: Record<string, string>) => Prisma.raw(Object.values(columns).join(", "));

/** Every column of the User model over `"User" u`, typed as Prisma returns them (the role as its enum string). */
export const USER_COLUMNS = selectList(modelColumns(Prisma.UserScalarFieldEnum, "u", { asText: ["role"] }));

/**
 * `"premium"`: whether the user has an active Premium subscription at `now`, as
 * SubscriptionsService.hasPremium counts it (active and not yet ended).
 */
export const premiumAt = (now: Date) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "Subscription" p WHERE p."userId" = u."id" AND p."status" = 'active' AND p."endsAt" > ${now}) AS "premium"`;

/** Every column of the Student model over `"Student" st` (all text, uuid and timestamps: no casts needed). */
export const STUDENT_COLUMNS = selectList(modelColumns(Prisma.StudentScalarFieldEnum, "st"));
