// What the enrolment rules share: the lock on a planned trip, the accepted count seen under it,
// and the history record of every change (spec §4; issue 13 "Rules").
import type { EnrolmentStatus, Prisma } from "../../generated/prisma/client.ts";
import { enqueueEnrolmentWebhook } from "../webhooks/webhook-events.ts";

/**
 * Interactive transactions here wait on the trip's row lock behind others (20 parallel accepts):
 * generous limits, so a busy machine queues rather than fails.
 */
export const TX = { maxWait: 60_000, timeout: 60_000 } as const;

export const enrolmentInclude = {
  student: true,
  changes: { orderBy: { seq: "asc" } },
  plannedTrip: true,
} satisfies Prisma.EnrolmentInclude;

/**
 * Locks the planned trip's row for the rest of the transaction, so that joins and accepts of one
 * trip run one after another; false when the trip does not exist. The counts read after it see
 * what the previous lock holder committed.
 */
export async function lockTrip(tx: Prisma.TransactionClient, tripId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "PlannedTrip" WHERE "id" = ${tripId}::uuid FOR UPDATE`;
  return rows.length === 1;
}

export const acceptedCount = (tx: Prisma.TransactionClient, plannedTripId: string) => tx.enrolment.count({ where: { plannedTripId, status: "accepted" } });

/** True when one more accepted student fits. */
export async function hasSpot(tx: Prisma.TransactionClient, trip: { id: string; maxCrewMembers: number | null }) {
  return trip.maxCrewMembers === null || (await acceptedCount(tx, trip.id)) < trip.maxCrewMembers;
}

export type Change = {
  enrolmentId: string;
  at: Date;
  fromStatus: EnrolmentStatus | null;
  toStatus: EnrolmentStatus;
  byRole: "CAPTAIN" | "STUDENT";
  byName: string;
  byUserId?: string | null;
  byStudentId?: string | null;
  note?: string | null;
};

/** Records the change and, in the same transaction, the captain's planned_trip.enrolment_changed webhooks. */
export async function recordChange(tx: Prisma.TransactionClient, c: Change) {
  const created = await tx.enrolmentChange.create({ data: c });
  await enqueueEnrolmentWebhook(tx, c);
  return created;
}

/** Withdraws a pending or accepted enrolment (the student left, or left the captain) and records who and why. */
export async function withdrawEnrolment(
  tx: Prisma.TransactionClient,
  enrolment: { id: string; status: EnrolmentStatus },
  by: Omit<Change, "enrolmentId" | "fromStatus" | "toStatus">,
) {
  await tx.enrolment.update({ where: { id: enrolment.id }, data: { status: "withdrawn" } });
  await recordChange(tx, { enrolmentId: enrolment.id, fromStatus: enrolment.status, toStatus: "withdrawn", ...by });
}
