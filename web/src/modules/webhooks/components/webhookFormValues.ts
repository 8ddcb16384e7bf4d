import type { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookEventName, webhookEndpointSchema } from "../../../../../validation/webhooks.ts";
import type { WebhookEvent } from "../../../gql/graphql.ts";

/** The form parses with the server's schema (URL, note, at least one event). */
export const webhookFormSchema = webhookEndpointSchema;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;
export type WebhookFormOutput = z.output<typeof webhookFormSchema>;

export const emptyWebhookForm: WebhookFormValues = { url: "", description: "", events: ["trip.created", "trip.updated"] };

/** The GraphQL enum value of an event name (`trip.created` → TRIP_CREATED). */
const ENUM_OF: Record<WebhookEventName, WebhookEvent> = {
  "trip.created": "TRIP_CREATED",
  "trip.updated": "TRIP_UPDATED",
  "trip.deleted": "TRIP_DELETED",
  "trip.restored": "TRIP_RESTORED",
  "planned_trip.enrolment_changed": "PLANNED_TRIP_ENROLMENT_CHANGED",
};
export const toEnum = (name: WebhookEventName): WebhookEvent => ENUM_OF[name];

export const EVENT_NAMES = WEBHOOK_EVENTS;

export const toCreateInput = (values: WebhookFormOutput) => ({
  url: values.url,
  description: values.description ?? null,
  events: values.events.map(toEnum),
});
