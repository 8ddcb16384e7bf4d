// Deletes delivered and failed webhook deliveries older than the retention (WEBHOOK_DELIVERY_RETENTION_DAYS,
// default 30 days), in batches so one run never holds a long lock on the outbox. Pending deliveries
// are never deleted, however old: they are still owed to their endpoint.
import { DAY_MS } from "../clock.ts";
import type { Job } from "./job.ts";

export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
const BATCH = 1000;

export const purgeWebhookDeliveries: Job = {
  name: "purge-webhook-deliveries",
  schedule: "45 3 * * *",
  description: "delivered and failed webhook deliveries older than the retention are deleted",
  async run({ db, clock, webhookDeliveryRetentionDays = WEBHOOK_DELIVERY_RETENTION_DAYS }) {
    const before = new Date(clock.now().getTime() - webhookDeliveryRetentionDays * DAY_MS);
    const where = { status: { in: ["delivered" as const, "failed" as const] }, createdAt: { lt: before } };
    let deleted = 0;
    for (;;) {
      const ids = (await db.webhookDelivery.findMany({ where, select: { id: true }, orderBy: { createdAt: "asc" }, take: BATCH })).map((d) => d.id);
      if (ids.length === 0) break;
      // the status condition again: a row redelivered (back to pending) since the select stays
      deleted += (await db.webhookDelivery.deleteMany({ where: { ...where, id: { in: ids } } })).count;
      if (ids.length < BATCH) break;
    }
    return { deleted };
  },
};
