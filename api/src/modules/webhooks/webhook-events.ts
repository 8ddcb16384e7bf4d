// What changes send webhooks, and the outbox rows they write. Called inside the transaction that
// makes the change (the trip event's append, the enrolment's change record), so a change that is
// rolled back leaves no delivery and a committed one always has its rows.
import { randomUUID } from "node:crypto";
import { Prisma } from "../../generated/prisma/client.ts";
import type { WebhookEventName } from "../../../../validation/webhooks.ts";
import type { TripEvent, TripState } from "../trips/trip.events.ts";
import type { Change } from "../students/enrolments.ts";

type Tx = Prisma.TransactionClient;

/** The JSON body sent: small (ids and the names of what changed), never documents or PDFs. */
export type WebhookBody = { id: string; type: string; createdAt: string; data: Record<string, Prisma.InputJsonValue | null> };

/**
 * The outbox rows of one change: one pending delivery per active endpoint of `userId` subscribed to
 * `type`, as one INSERT … SELECT (no lookup of the endpoints first; a captain without endpoints
 * gets no row). Run in the transaction that makes the change, on its own or sent with another
 * statement of it (a trip's append, trip.store.ts).
 */
function deliveriesSql(userId: string, type: WebhookEventName, data: WebhookBody["data"], now: Date): Prisma.Sql {
  const eventId = randomUUID();
  const payload: WebhookBody = { id: eventId, type, createdAt: now.toISOString(), data };
  const at = now.toISOString();
  return Prisma.sql`INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId", "event", "payload", "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), e."id", ${eventId}::uuid, ${type}, ${JSON.stringify(payload)}::jsonb, ${at}::timestamp(3), ${at}::timestamp(3)
    FROM "WebhookEndpoint" e WHERE e."userId" = ${userId}::uuid AND e."active" AND ${type} = ANY(e."events")`;
}

const TRIP_EVENT_NAMES: Record<TripEvent["type"], WebhookEventName> = {
  TripCreated: "trip.created",
  TripUpdated: "trip.updated",
  TripStatusChanged: "trip.updated",
  TripDeleted: "trip.deleted",
  TripRestored: "trip.restored",
};

/** The outbox rows of a trip command's events (webhooks to its owner's endpoints), sent with their append. */
export function tripWebhooksSql(after: TripState, events: readonly TripEvent[], now: Date): Prisma.Sql[] {
  return events.map((event) => {
    const changedFields = event.type === "TripUpdated" ? event.data.changes.map((c) => c.path) : event.type === "TripStatusChanged" ? ["status"] : null;
    return deliveriesSql(
      after.ownerId,
      TRIP_EVENT_NAMES[event.type],
      {
        tripId: after.id,
        version: after.version,
        status: after.status,
        ...(changedFields ? { changedFields } : {}),
      },
      now,
    );
  });
}

/** A change of an enrolment's status, as a webhook to the planned trip's captain. */
export async function enqueueEnrolmentWebhook(tx: Tx, change: Change): Promise<void> {
  const enrolment = await tx.enrolment.findUnique({
    where: { id: change.enrolmentId },
    select: { plannedTripId: true, studentId: true, plannedTrip: { select: { captainId: true } } },
  });
  if (!enrolment) return;
  await tx.$executeRaw(
    deliveriesSql(
      enrolment.plannedTrip.captainId,
      "planned_trip.enrolment_changed",
      {
        plannedTripId: enrolment.plannedTripId,
        enrolmentId: change.enrolmentId,
        studentId: enrolment.studentId,
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        changedBy: change.byRole,
      },
      change.at,
    ),
  );
}
