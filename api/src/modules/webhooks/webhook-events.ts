// What changes send webhooks, and the outbox rows they write. Called inside the transaction that
// makes the change (the trip event's append, the enrolment's change record), so a change that is
// rolled back leaves no delivery and a committed one always has its rows.
import { randomUUID } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { WebhookEventName } from "../../../../validation/webhooks.ts";
import type { TripEvent, TripState } from "../trips/trip.events.ts";
import type { Change } from "../students/enrolments.ts";

type Tx = Prisma.TransactionClient;

/** The JSON body sent: small (ids and the names of what changed), never documents or PDFs. */
export type WebhookBody = { id: string; type: string; createdAt: string; data: Record<string, Prisma.InputJsonValue | null> };

/** Writes one pending delivery per active endpoint of `userId` subscribed to `type`. */
async function enqueueWebhook(tx: Tx, userId: string, type: WebhookEventName, data: WebhookBody["data"], now: Date): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { userId, active: true, events: { has: type } }, select: { id: true } });
  if (endpoints.length === 0) return 0;
  const eventId = randomUUID();
  const payload: WebhookBody = { id: eventId, type, createdAt: now.toISOString(), data };
  await tx.webhookDelivery.createMany({
    data: endpoints.map((e) => ({ endpointId: e.id, eventId, event: type, payload, nextAttemptAt: now, createdAt: now })),
  });
  return endpoints.length;
}

const TRIP_EVENT_NAMES: Record<TripEvent["type"], WebhookEventName> = {
  TripCreated: "trip.created",
  TripUpdated: "trip.updated",
  TripStatusChanged: "trip.updated",
  TripDeleted: "trip.deleted",
  TripRestored: "trip.restored",
};

/** The trip's events of one command, as webhooks to its owner's endpoints. */
export async function enqueueTripWebhooks(tx: Tx, after: TripState, events: readonly TripEvent[], now: Date): Promise<void> {
  for (const event of events) {
    const changedFields = event.type === "TripUpdated" ? event.data.changes.map((c) => c.path) : event.type === "TripStatusChanged" ? ["status"] : null;
    await enqueueWebhook(
      tx,
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
  }
}

/** A change of an enrolment's status, as a webhook to the planned trip's captain. */
export async function enqueueEnrolmentWebhook(tx: Tx, change: Change): Promise<void> {
  const enrolment = await tx.enrolment.findUnique({
    where: { id: change.enrolmentId },
    select: { plannedTripId: true, studentId: true, plannedTrip: { select: { captainId: true } } },
  });
  if (!enrolment) return;
  await enqueueWebhook(
    tx,
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
  );
}
