// A captain's webhook endpoints (at most 10) and their delivery log. The secret is returned once,
// at creation. Every call is scoped to the captain: another captain's endpoint or delivery is 404.
import { randomUUID } from "node:crypto";
import type { Prisma, User, WebhookDelivery, WebhookEndpoint } from "../../generated/prisma/client.ts";
import type { Clock } from "../../clock.ts";
import { afterCursor, newestFirst, toConnection, type Connection, type PageArgs } from "../../graphql/cursor.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { WEBHOOK_ENDPOINTS_MAX, webhookEndpointSchema, webhookEndpointUpdateSchema } from "../../../../validation/webhooks.ts";
import { encryptSecret, newWebhookSecret } from "./webhook-crypto.ts";
import { urlRefusal, type WebhookNetPolicy } from "./ssrf.ts";
import type { WebhookBody } from "./webhook-events.ts";
import { UUID } from "../../../../validation/uuid.ts";

const nullToUndefined = (input: unknown) =>
  input && typeof input === "object" ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) : input;

export type WebhookSettings = { policy: WebhookNetPolicy; key: Buffer };

export class WebhooksService {
  /** Set by the app process's worker: sends new rows at once instead of at the next poll. */
  onQueued: () => void = () => {};

  constructor(private deps: { db: Db; clock: Clock; webhooks: WebhookSettings }) {}

  private assertAllowed(url: string) {
    if (urlRefusal(this.deps.webhooks.policy, url)) throw new ValidationError({ url: ["webhooks.url.refused"] });
  }

  private async own(userId: string, id: string): Promise<WebhookEndpoint> {
    const found = UUID.test(id) ? await this.deps.db.webhookEndpoint.findFirst({ where: { id, userId } }) : null;
    if (!found) throw new NotFoundError();
    return found;
  }

  list(userId: string) {
    return this.deps.db.webhookEndpoint.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  async create(user: User, input: unknown): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
    if (user.role !== "captain") throw new ForbiddenError();
    const data = parseInput(webhookEndpointSchema, nullToUndefined(input));
    this.assertAllowed(data.url);
    const { db, clock, webhooks } = this.deps;
    const secret = newWebhookSecret();
    const endpoint = await db.$transaction(async (tx) => {
      // the captain's row lock makes the count and the insert one step for parallel creates
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id}::uuid FOR NO KEY UPDATE`;
      if ((await tx.webhookEndpoint.count({ where: { userId: user.id } })) >= WEBHOOK_ENDPOINTS_MAX)
        throw new ConflictError("webhooks.tooMany", { max: WEBHOOK_ENDPOINTS_MAX });
      const now = clock.now();
      return tx.webhookEndpoint.create({
        data: {
          userId: user.id,
          url: data.url,
          description: data.description ?? "",
          events: [...new Set(data.events)],
          secretEnc: encryptSecret(webhooks.key, secret),
          createdAt: now,
          updatedAt: now,
        },
      });
    });
    return { secret, endpoint };
  }

  async update(userId: string, id: string, input: unknown): Promise<WebhookEndpoint> {
    const endpoint = await this.own(userId, id);
    const data = parseInput(webhookEndpointUpdateSchema, nullToUndefined(input));
    if (data.url) this.assertAllowed(data.url);
    return this.deps.db.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: {
        ...(data.url ? { url: data.url } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.events ? { events: [...new Set(data.events)] } : {}),
        ...(data.active !== undefined ? { active: data.active } : {}),
        updatedAt: this.deps.clock.now(),
      },
    });
  }

  /** Deletes the endpoint and its delivery log (pending deliveries are not sent). */
  async remove(userId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.own(userId, id);
    await this.deps.db.webhookEndpoint.delete({ where: { id: endpoint.id } });
    return endpoint;
  }

  /** The endpoint's deliveries, newest first, one page (`first` + 1 rows: the extra one says there is more). */
  /** One of the captain's endpoints' deliveries, newest first (id breaks ties); a cursor page and the total. */
  async deliveries(userId: string, endpointId: string, { first, after }: PageArgs): Promise<Connection<WebhookDelivery>> {
    const endpoint = await this.own(userId, endpointId);
    const where: Prisma.WebhookDeliveryWhereInput = { endpointId: endpoint.id };
    const from: Prisma.WebhookDeliveryWhereInput = afterCursor("createdAt", after);
    const [rows, total] = await Promise.all([
      this.deps.db.webhookDelivery.findMany({ where: { AND: [where, from] }, orderBy: newestFirst("createdAt"), take: first + 1 }),
      this.deps.db.webhookDelivery.count({ where }),
    ]);
    return toConnection("webhookDeliveries", rows, first, total, (d) => d.createdAt);
  }

  private async queue(endpointId: string, eventId: string, event: string, payload: Prisma.InputJsonValue): Promise<WebhookDelivery> {
    const now = this.deps.clock.now();
    const row = await this.deps.db.webhookDelivery.create({ data: { endpointId, eventId, event, payload, nextAttemptAt: now, createdAt: now } });
    this.onQueued();
    return row;
  }

  /** Sends a delivery's event again, as a new delivery (the same event id and body). */
  async redeliver(userId: string, deliveryId: string): Promise<WebhookDelivery> {
    const found = UUID.test(deliveryId) ? await this.deps.db.webhookDelivery.findFirst({ where: { id: deliveryId, endpoint: { userId } } }) : null;
    if (!found) throw new NotFoundError();
    return this.queue(found.endpointId, found.eventId, found.event, found.payload as Prisma.InputJsonValue);
  }

  /** Queues a `webhook.test` event to the endpoint (whatever it subscribes to). */
  async sendTest(userId: string, endpointId: string): Promise<WebhookDelivery> {
    const endpoint = await this.own(userId, endpointId);
    const eventId = randomUUID();
    const payload: WebhookBody = { id: eventId, type: "webhook.test", createdAt: this.deps.clock.now().toISOString(), data: { endpointId: endpoint.id } };
    return this.queue(endpoint.id, eventId, payload.type, payload);
  }
}
