// Webhooks: the endpoint form on the profile's Webhooks tab and create/updateWebhookEndpoint parse
// with these schemas. Whether the URL's host may be called at all is checked on the server
// (api/src/modules/webhooks/ssrf.ts): it depends on the configuration and on DNS.
import { z } from "zod";
import { optionalText } from "./fields.ts";

export const WEBHOOK_EVENTS = ["trip.created", "trip.updated", "trip.deleted", "trip.restored", "planned_trip.enrolment_changed"] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
/** At most this many endpoints per captain. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** http:// is accepted by the form; the server refuses it unless the host is allowed (tests, development). */
const webhookUrl = z
  .string({ message: "webhooks.url.invalid" })
  .trim()
  .max(2000, { message: "validation.tooLong" })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password && u.hostname !== "";
      } catch {
        return false;
      }
    },
    { message: "webhooks.url.invalid" },
  );

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { message: "webhooks.events.required" }))
  .min(1, { message: "webhooks.events.required" })
  .max(WEBHOOK_EVENTS.length);

export const webhookEndpointSchema = z.object({
  url: webhookUrl,
  description: optionalText(200),
  events,
});

export const webhookEndpointUpdateSchema = z.object({
  url: webhookUrl.optional(),
  description: optionalText(200),
  events: events.optional(),
  active: z.boolean().optional(),
});
