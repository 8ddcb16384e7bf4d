// Marks active subscriptions whose end has passed as expired (Premium already ends by the clock;
// this keeps the stored status honest for lists and reports).
import type { Job } from "./job.ts";

export const expireSubscriptions: Job = {
  name: "expire-subscriptions",
  schedule: "*/15 * * * *",
  description: "active subscriptions whose ends_at has passed become expired",
  async run({ db, clock }) {
    const { count } = await db.subscription.updateMany({ where: { status: "active", endsAt: { lte: clock.now() } }, data: { status: "expired" } });
    return { expired: count };
  },
};
