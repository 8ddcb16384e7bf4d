// Premium on the server (spec §4): a captain is Premium while a subscription is `active` and its
// end is later than now. Captains buy plans (orders.service.ts), redeem codes, or get staff grants.
import { DAY_MS, type Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Prisma, Subscription } from "../../generated/prisma/client.ts";
import { PremiumRequiredError, ValidationError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { grantPremiumSchema } from "../../../../validation/subscription.ts";

export type SubscriptionInfo = Subscription & { daysRemaining: number };

const DETAIL = {
  plan: true,
  payment: { include: { invoice: { select: { id: true, number: true } } } },
  grants: { orderBy: { createdAt: "asc" as const }, include: { staff: { select: { name: true } } } },
  redemptions: { include: { code: { select: { code: true, kind: true, value: true } } } },
} satisfies Prisma.SubscriptionInclude;

/** A subscription with what the history shows: the plan, the payment and invoice, staff grants, codes. */
export type SubscriptionDetail = Prisma.SubscriptionGetPayload<{ include: typeof DETAIL }> & { daysRemaining: number };

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

  /** The caller's Premium as their authentication found it (one round trip less), else asked of the database. */
  async hasPremiumOf(caller: { id: string; premium?: boolean | undefined }): Promise<boolean> {
    return caller.premium ?? (await this.hasPremium(caller.id));
  }

  async assertPremiumOf(caller: { id: string; premium?: boolean | undefined }): Promise<void> {
    if (!(await this.hasPremiumOf(caller))) throw new PremiumRequiredError();
  }

  /** The active subscription that lasts longest, or null. */
  async active(userId: string): Promise<SubscriptionInfo | null> {
    const sub = await this.deps.db.subscription.findFirst({ where: this.activeWhere(userId), orderBy: { endsAt: "desc" } });
    return sub ? this.info(sub) : null;
  }

  /** Every subscription of the captain (orders included), newest first, with their details. */
  async history(userId: string, take = 200): Promise<SubscriptionDetail[]> {
    const subs = await this.deps.db.subscription.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { startsAt: "desc" }, { id: "asc" }],
      include: DETAIL,
      take,
    });
    return subs.map((sub) => ({ ...sub, daysRemaining: this.daysRemaining(sub) }));
  }

  /** Where new access starts: the end of the captain's active Premium, or now. */
  async nextStart(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<Date> {
    const last = await tx.subscription.findFirst({ where: { userId, status: "active", endsAt: { gt: now } }, orderBy: { endsAt: "desc" } });
    return last ? last.endsAt : now;
  }

  /**
   * Extends the captain's last active subscription of `provider` when it is the one that ends last,
   * or starts a new one where the active access (if any) ends. Inside `tx`.
   */
  async extend(tx: Prisma.TransactionClient, userId: string, provider: "staff" | "discount", days: number): Promise<Subscription> {
    const now = this.deps.clock.now();
    const last = await tx.subscription.findFirst({ where: { userId, status: "active", endsAt: { gt: now } }, orderBy: { endsAt: "desc" } });
    if (last?.provider === provider) {
      return tx.subscription.update({ where: { id: last.id }, data: { endsAt: new Date(last.endsAt.getTime() + days * DAY_MS) } });
    }
    const startsAt = last ? last.endsAt : now;
    return tx.subscription.create({
      data: { userId, status: "active", provider, startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS), createdAt: now },
    });
  }

  /**
   * Staff: complimentary Premium for `days`, with the reason (kept and shown in the captain's
   * history). Extends the captain's active staff grant, or starts one where the active access ends.
   */
  async grant(input: unknown, staffId: string | null = null): Promise<SubscriptionInfo> {
    const { email, days, reason } = parseInput(grantPremiumSchema, input);
    const { db, clock } = this.deps;
    return db.$transaction(async (tx) => {
      const captain = await tx.user.findUnique({ where: { email } });
      if (!captain || captain.role !== "captain") throw ValidationError.field("email", "subscriptions.captainNotFound");
      const sub = await this.extend(tx, captain.id, "staff", days);
      await tx.premiumGrant.create({ data: { subscriptionId: sub.id, captainId: captain.id, staffId, days, reason, createdAt: clock.now() } });
      return this.info(sub);
    });
  }
}
