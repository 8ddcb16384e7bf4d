// Cancels orders still waiting for payment after 24 hours (a later COMPLETED from the provider still
// activates them: see PaymentEvents.activate). Their PERCENT discount becomes available again.
import { DAY_MS } from "../clock.ts";
import type { Job } from "./job.ts";

export const cancelStaleOrders: Job = {
  name: "cancel-stale-orders",
  schedule: "5 * * * *",
  description: "orders pending for more than 24 h are cancelled",
  async run({ db, clock }) {
    const now = clock.now();
    const stale = await db.payment.findMany({ where: { status: "pending", createdAt: { lt: new Date(now.getTime() - DAY_MS) } }, select: { id: true } });
    let cancelled = 0;
    for (const { id } of stale) {
      cancelled += await db.$transaction(async (tx) => {
        const claimed = await tx.payment.updateMany({
          where: { id, status: "pending" },
          data: { status: "cancelled", cancelledAt: now, providerStatus: "EXPIRED" },
        });
        if (claimed.count === 0) return 0;
        const payment = await tx.payment.findUniqueOrThrow({ where: { id } });
        await tx.subscription.updateMany({ where: { id: payment.subscriptionId, status: "pending" }, data: { status: "cancelled" } });
        await tx.discountRedemption.updateMany({ where: { paymentId: id }, data: { paymentId: null } });
        return 1;
      });
    }
    return { cancelled };
  },
};
