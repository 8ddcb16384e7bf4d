// Discount codes. FREE_DAYS gives or extends Premium at once; PERCENT waits for the captain's next
// order. A captain uses a code once; an expired, inactive or used-up code is refused. `uses` grows
// only through one conditional UPDATE (… WHERE uses < maxUses), so maxUses holds under concurrency;
// any later failure rolls the increment back with the transaction.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { DiscountCode, Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { newestPage, type Connection, type PageArgs } from "../../graphql/cursor.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { discountCodeSchema, discountExpiry, redeemCodeSchema } from "../../../../validation/subscription.ts";
import type { MessageKey } from "../../../../validation/messages.ts";
import { fieldErrorKeys } from "../../../../validation/errors.ts";
import type { SubscriptionsService } from "./subscriptions.service.ts";

type RedeemResult = { messageKey: MessageKey; values: Record<string, string | number> };

class InvalidCodeError extends ValidationError {
  constructor() {
    super({ code: ["subscriptions.discount.invalid"] }, "subscriptions.discount.invalid");
  }
}

export type DiscountCodeRow = DiscountCode & { createdBy: { name: string } | null };

export class DiscountsService {
  constructor(private deps: { db: Db; clock: Clock; subscriptions: SubscriptionsService }) {}

  async redeem(userId: string, input: unknown): Promise<RedeemResult> {
    const parsed = redeemCodeSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldErrorKeys(parsed.error), "subscriptions.discount.required");
    const { code } = parsed.data;
    const { db, clock, subscriptions } = this.deps;
    const now = clock.now();
    try {
      return await db.$transaction(async (tx): Promise<RedeemResult> => {
        const found = await tx.discountCode.findUnique({ where: { code } });
        if (!found) throw new InvalidCodeError();
        if (await tx.discountRedemption.findUnique({ where: { codeId_userId: { codeId: found.id, userId } } })) throw new InvalidCodeError();
        const taken = await tx.$executeRaw`
          UPDATE "DiscountCode" SET "uses" = "uses" + 1
          WHERE "id" = ${found.id}::uuid AND "active"
            AND ("maxUses" IS NULL OR "uses" < "maxUses")
            AND ("expiresAt" IS NULL OR "expiresAt" > ${now})`;
        if (taken !== 1) throw new InvalidCodeError();
        let subscriptionId: string | null = null;
        if (found.kind === "FREE_DAYS") subscriptionId = (await subscriptions.extend(tx, userId, "discount", found.value)).id;
        await tx.discountRedemption.create({ data: { codeId: found.id, userId, subscriptionId, createdAt: now } });
        return found.kind === "FREE_DAYS"
          ? { messageKey: "subscriptions.discount.activated", values: {} }
          : { messageKey: "subscriptions.discount.percentSaved", values: { percent: found.value } };
      });
    } catch (e) {
      // The same captain redeeming twice at once: the second insert hits (codeId, userId).
      if (isUniqueViolation(e)) throw new InvalidCodeError();
      throw e;
    }
  }

  /** The PERCENT discount waiting for the captain's next order, if any. */
  async pendingPercent(userId: string): Promise<{ code: string; percent: number } | null> {
    const r = await this.deps.db.discountRedemption.findFirst({
      where: { userId, paymentId: null, code: { kind: "PERCENT" } },
      include: { code: true },
      orderBy: { createdAt: "asc" },
    });
    return r ? { code: r.code.code, percent: r.code.value } : null;
  }

  async create(input: unknown, staffId: string): Promise<DiscountCodeRow> {
    const data = parseInput(discountCodeSchema, input);
    const expiresAt = discountExpiry(data.expiresAt);
    const now = this.deps.clock.now();
    if (expiresAt && expiresAt <= now) throw ValidationError.field("expiresAt", "subscriptions.discount.expiresAt.invalid");
    try {
      return await this.deps.db.discountCode.create({
        data: { code: data.code, kind: data.kind, value: data.value, maxUses: data.maxUses, expiresAt, createdById: staffId, createdAt: now },
        include: { createdBy: { select: { name: true } } },
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ValidationError.field("code", "subscriptions.discount.code.taken");
      throw e;
    }
  }

  async deactivate(id: string): Promise<DiscountCodeRow> {
    const found = await this.deps.db.discountCode.findUnique({ where: { id } }).catch(() => null);
    if (!found) throw new NotFoundError();
    return this.deps.db.discountCode.update({ where: { id }, data: { active: false }, include: { createdBy: { select: { name: true } } } });
  }

  /** Staff: codes newest first (id breaks ties), `search` in the code; a cursor page and the total. */
  async list(search: string | null | undefined, page: PageArgs): Promise<Connection<DiscountCodeRow>> {
    const where: Prisma.DiscountCodeWhereInput = search?.trim() ? { code: { contains: search.trim().toUpperCase() } } : {};
    const { db } = this.deps;
    return newestPage("discountCodes", "createdAt", where, page, {
      rows: (query) => db.discountCode.findMany({ ...query, include: { createdBy: { select: { name: true } } } }),
      count: (w) => db.discountCode.count({ where: w }),
    });
  }
}
