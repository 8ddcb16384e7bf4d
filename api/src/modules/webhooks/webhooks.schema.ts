// GraphQL: a captain's webhook endpoints and their delivery log. Session only: a request made with
// an API token (zk_) gets FORBIDDEN here (SESSION_ONLY_FIELDS), so a stolen token cannot point the
// captain's data at another URL.
import type { WebhookEndpoint } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, cursorArgs } from "../../graphql/connection.ts";
import { pageArgs } from "../../graphql/cursor.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { Context } from "../../graphql/context.ts";
import { translate } from "../../../../validation/messages.ts";
import { WEBHOOK_EVENTS, type WebhookEventName } from "../../../../validation/webhooks.ts";

const EVENT_DOCS: Record<WebhookEventName, string> = {
  "trip.created": "A trip was added to the log (`trip.created`).",
  "trip.updated": "A trip's fields or status changed (`trip.updated`; `changedFields` names them).",
  "trip.deleted": "A trip was moved to the bin (`trip.deleted`).",
  "trip.restored": "A trip was restored from the bin (`trip.restored`).",
  "planned_trip.enrolment_changed": "A student's enrolment in one of the captain's planned trips changed status (`planned_trip.enrolment_changed`).",
};
const enumName = (e: string) => e.replace(/[.]/g, "_").toUpperCase();

const WebhookEventEnum = builder.enumType("WebhookEvent", {
  description: "An event a webhook endpoint can subscribe to.",
  values: Object.fromEntries(WEBHOOK_EVENTS.map((e) => [enumName(e), { value: e, description: EVENT_DOCS[e] }])),
});

const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  description: "Where a delivery stands.",
  values: {
    PENDING: { value: "pending", description: "Waiting for its first attempt or for a retry." },
    DELIVERED: { value: "delivered", description: "The endpoint answered 2xx; it is never sent again." },
    FAILED: { value: "failed", description: "Every attempt failed; use redeliverWebhook to try again." },
  },
});

const WebhookEndpointType = builder.prismaObject("WebhookEndpoint", {
  description: "A URL that receives signed POSTs for the events it subscribes to. The signing secret is shown only once, when created.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The endpoint's id." }),
    url: t.exposeString("url", { description: "Where the deliveries are POSTed." }),
    description: t.exposeString("description", { description: "The captain's note about the endpoint (may be empty)." }),
    events: t.field({
      type: [WebhookEventEnum],
      description: "The events it receives.",
      resolve: (e) => e.events.filter((x): x is WebhookEventName => (WEBHOOK_EVENTS as readonly string[]).includes(x)),
    }),
    active: t.exposeBoolean("active", { description: "False: no new deliveries are queued for it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was added." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it was last changed." }),
  }),
});

const WebhookDeliveryType = builder.prismaObject("WebhookDelivery", {
  description: "One event sent (or to be sent) to one endpoint: an entry of the delivery log.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The delivery's id (for redeliverWebhook)." }),
    eventId: t.exposeString("eventId", { description: "The event's id, sent as `Zeglog-Webhook-Id` (the same on a redelivery)." }),
    event: t.exposeString("event", { description: "The event's name, e.g. `trip.created` or `webhook.test`." }),
    payload: t.string({ description: "The JSON body sent.", resolve: (d) => JSON.stringify(d.payload) }),
    status: t.expose("status", { type: WebhookDeliveryStatusEnum, description: "Pending, delivered or failed." }),
    attempts: t.exposeInt("attempts", { description: "Attempts made so far." }),
    nextAttemptAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the next attempt is due; null once delivered or failed.",
      resolve: (d) => (d.status === "pending" ? d.nextAttemptAt : null),
    }),
    lastResponseCode: t.exposeInt("lastResponseCode", { nullable: true, description: "The HTTP status of the last answer; null: no answer (see lastError)." }),
    lastError: t.exposeString("lastError", { nullable: true, description: "Why the last attempt failed, in short; null after a success." }),
    responseExcerpt: t.exposeString("responseExcerpt", { nullable: true, description: "The first 200 characters of the last answer's body." }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true, description: "When the endpoint answered 2xx." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the event was queued." }),
  }),
});

const WebhookDeliveryList = connectionType("WebhookDeliveryList", WebhookDeliveryType, "deliveries");

type Created = { secret: string; endpoint: WebhookEndpoint; message: string };

const CreateWebhookEndpointPayload = builder.objectRef<Created>("CreateWebhookEndpointPayload").implement({
  description: "A new webhook endpoint and its signing secret.",
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "The signing secret (whsec_…), shown only this once: verify `Zeglog-Webhook-Signature` with it." }),
    endpoint: t.field({ type: WebhookEndpointType, description: "The endpoint's record.", resolve: (r) => r.endpoint }),
    message: t.exposeString("message", { description: "A confirmation in the caller's language." }),
  }),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  description: "A new webhook endpoint.",
  fields: (t) => ({
    url: t.string({ required: true, description: "An https:// URL of a public host (at most 2000 characters)." }),
    description: t.string({ required: false, description: "A note, at most 200 characters." }),
    events: t.field({ type: [WebhookEventEnum], required: true, description: "The events to receive (at least one)." }),
  }),
});

const UpdateWebhookEndpointInput = builder.inputType("UpdateWebhookEndpointInput", {
  description: "Changes to a webhook endpoint; omitted fields stay as they are.",
  fields: (t) => ({
    url: t.string({ required: false, description: "A new https:// URL." }),
    description: t.string({ required: false, description: "A new note." }),
    events: t.field({ type: [WebhookEventEnum], required: false, description: "The new set of events (at least one)." }),
    active: t.boolean({ required: false, description: "False pauses the endpoint: no new deliveries are queued." }),
  }),
});

const captain = (ctx: Context) => {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  return ctx.viewer.user;
};
const SESSION_ONLY = "Needs a session of the app: not available with an API token.";

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointType],
    authScopes: { captain: true },
    description: `The captain's webhook endpoints, oldest first (at most 10). ${SESSION_ONLY}`,
    resolve: (_root, _args, ctx) => ctx.services.webhooks.list(captain(ctx).id),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryList,
    authScopes: { captain: true },
    description: `The delivery log of one of the captain's endpoints, newest first (another captain's endpoint is NOT_FOUND). ${SESSION_ONLY}`,
    args: {
      endpointId: t.arg.id({ required: true, description: "The endpoint's id." }),
      ...cursorArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.webhooks.deliveries(captain(ctx).id, String(args.endpointId), pageArgs("webhookDeliveries", args)),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreateWebhookEndpointPayload,
    authScopes: { captain: true },
    description: `Adds a webhook endpoint; its signing \`secret\` is shown only in this answer. ${SESSION_ONLY}`,
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true, description: "URL, note and events." }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.webhooks.create(captain(ctx), input)),
      message: translate(ctx.lang, "webhooks.created"),
    }),
  }),
  updateWebhookEndpoint: t.prismaField({
    type: "WebhookEndpoint",
    authScopes: { captain: true },
    description: `Changes one of the captain's webhook endpoints (another captain's id is NOT_FOUND). ${SESSION_ONLY}`,
    args: {
      id: t.arg.id({ required: true, description: "The endpoint's id." }),
      input: t.arg({ type: UpdateWebhookEndpointInput, required: true, description: "The changes." }),
    },
    resolve: (_query, _root, { id, input }, ctx) => ctx.services.webhooks.update(captain(ctx).id, String(id), input),
  }),
  deleteWebhookEndpoint: t.prismaField({
    type: "WebhookEndpoint",
    authScopes: { captain: true },
    description: `Deletes one of the captain's webhook endpoints with its delivery log (another captain's id is NOT_FOUND). ${SESSION_ONLY}`,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id." }) },
    resolve: (_query, _root, { id }, ctx) => ctx.services.webhooks.remove(captain(ctx).id, String(id)),
  }),
  redeliverWebhook: t.prismaField({
    type: "WebhookDelivery",
    authScopes: { captain: true },
    description: `Sends a delivery's event again as a new delivery (same event id and body). ${SESSION_ONLY}`,
    args: { deliveryId: t.arg.id({ required: true, description: "The delivery to repeat." }) },
    resolve: (_query, _root, { deliveryId }, ctx) => ctx.services.webhooks.redeliver(captain(ctx).id, String(deliveryId)),
  }),
  sendTestWebhook: t.prismaField({
    type: "WebhookDelivery",
    authScopes: { captain: true },
    description: `Queues a \`webhook.test\` event to one of the captain's endpoints. ${SESSION_ONLY}`,
    args: { endpointId: t.arg.id({ required: true, description: "The endpoint's id." }) },
    resolve: (_query, _root, { endpointId }, ctx) => ctx.services.webhooks.sendTest(captain(ctx).id, String(endpointId)),
  }),
}));
