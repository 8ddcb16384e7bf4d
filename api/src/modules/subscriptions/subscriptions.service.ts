// Premium on the server (spec §4): a captain is Premium while a subscription is `active` and its
// end is later than now. Plans and payments come later; staff can grant complimentary access.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Subscription } from "../../generated/prisma/client.ts";
import { PremiumRequiredError, ValidationError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { grantPremiumSchema } from "../../../../validation/subscription.ts";

const DAY_MS = 86_400_000;

export type SubscriptionInfo = Subscription & { daysRemaining: number };

export class SubscriptionsService {
  constructor(private deps: { db: Db; clock: Clock }) {}

  private activeWhere(userId: string) {
    return { userId, status: "active" as const, endsAt: { gt: this.deps.clock.now() } };
  }

  /** Whole days left, rounded up; 0 once it has ended. */
  daysRemaining(sub: Pick<Subscription, "endsAt">): number {
    return Math.max(0, Math.ceil((sub.endsAt.getTime() - this.deps.clock.now().getTime()) / DAY_MS));
  }

  private info = (sub: Subscription): SubscriptionInfo => ({ ...sub, daysRemaining: this.daysRemaining(sub) });

  async hasPremium(userId: string): Promise<boolean> {
    return (await this.deps.db.subscription.count({ where: this.activeWhere(userId) })) > 0;
  }

  async assertPremium(userId: string): Promise<void> {
    if (!(await this.hasPremium(userId))) throw new PremiumRequiredError();
  }

  /** The active subscription that lasts longest, or null. */
  async active(userId: string): Promise<SubscriptionInfo | null> {
    const sub = await this.deps.db.subscription.findFirst({ where: this.activeWhere(userId), orderBy: { endsAt: "desc" } });
    return sub ? this.info(sub) : null;
  }

  async history(userId: string): Promise<SubscriptionInfo[]> {
    const subs = await this.deps.db.subscription.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
    return subs.map(this.info);
  }

  /**
   * Staff: complimentary Premium for `days`. Extends the captain's active staff grant, or starts a
   * new one where the active access (if any) ends.
   */
  async grant(input: unknown): Promise<SubscriptionInfo> {
    const { email, days } = parseInput(grantPremiumSchema, input);
    const { db, clock } = this.deps;
    const now = clock.now();
    return db.$transaction(async (tx) => {
      const captain = await tx.user.findUnique({ where: { email } });
      if (!captain || captain.role !== "captain") throw ValidationError.field("email", "subscriptions.captainNotFound");
      const active = await tx.subscription.findFirst({ where: { userId: captain.id, status: "active", endsAt: { gt: now } }, orderBy: { endsAt: "desc" } });
      if (active?.provider === "staff") {
        const endsAt = new Date(active.endsAt.getTime() + days * DAY_MS);
        return this.info(await tx.subscription.update({ where: { id: active.id }, data: { endsAt } }));
      }
      const startsAt = active ? active.endsAt : now;
      return this.info(
        await tx.subscription.create({
          data: { userId: captain.id, status: "active", provider: "staff", startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS), createdAt: now },
        }),
      );
    });
  }
}
