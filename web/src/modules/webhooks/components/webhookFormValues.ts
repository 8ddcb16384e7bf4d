import type { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookEventName, webhookEndpointSchema } from "../../../../../validation/webhooks.ts";
import type { WebhookEvent } from "../../../gql/graphql.ts";

/** The form parses with the server's schema (URL, note, at least one event). */
export const webhookFormSchema = webhookEndpointSchema;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;
export type WebhookFormOutput = z.output<typeof webhookFormSchema>;

export const emptyWebhookForm: WebhookFormValues = { url: "", description: "", events: [WEBHOOK_EVENTS[0], WEBHOOK_EVENTS[1]] };

/** The GraphQL enum value of an event name (trip.created → TRIP_CREATED, as webhooks.schema.ts names them). */
const toEnum = (name: WebhookEventName): WebhookEvent => name.replace(".", "_").toUpperCase() as WebhookEvent;

export const EVENT_NAMES = WEBHOOK_EVENTS;

export const toCreateInput = (values: WebhookFormOutput) => ({
  url: values.url,
  description: values.description ?? null,
  events: values.events.map(toEnum),
});
