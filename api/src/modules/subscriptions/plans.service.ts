// Plans (spec §3 "Plan"): captains see the active ones; staff create, edit and deactivate them.
// A plan that was ever ordered is kept forever (payments reference it; the database refuses deletes).
import type { Db } from "../../db/db.ts";
import type { Plan } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { planSchema } from "../../../../validation/subscription.ts";

export class PlansService {
  constructor(private deps: { db: Db }) {}

  /** The plans on sale, in their order. */
  active(): Promise<Plan[]> {
    return this.deps.db.plan.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { amountGrosze: "asc" }, { id: "asc" }] });
  }

  /** Staff: every plan, active first. */
  all(): Promise<Plan[]> {
    return this.deps.db.plan.findMany({ orderBy: [{ active: "desc" }, { sortOrder: "asc" }, { createdAt: "asc" }] });
  }

  async create(input: unknown): Promise<Plan> {
    const data = parseInput(planSchema, input);
    return this.deps.db.plan.create({
      data: { name: data.name, amountGrosze: data.amount, currency: "PLN", durationDays: data.durationDays, sortOrder: data.sortOrder, active: data.active },
    });
  }

  async update(id: string, input: unknown): Promise<Plan> {
    const data = parseInput(planSchema, input);
    const found = await this.deps.db.plan.findUnique({ where: { id } }).catch(() => null);
    if (!found) throw new NotFoundError();
    return this.deps.db.plan.update({
      where: { id },
      data: { name: data.name, amountGrosze: data.amount, durationDays: data.durationDays, sortOrder: data.sortOrder, active: data.active },
    });
  }

  async setActive(id: string, active: boolean): Promise<Plan> {
    const found = await this.deps.db.plan.findUnique({ where: { id } }).catch(() => null);
    if (!found) throw new NotFoundError();
    return this.deps.db.plan.update({ where: { id }, data: { active } });
  }

  /** How many orders were placed for each plan (a bought plan cannot be deleted, only deactivated). */
  async orderCounts(ids: string[]): Promise<Map<string, number>> {
    const rows = await this.deps.db.payment.groupBy({ by: ["planId"], where: { planId: { in: ids } }, _count: { _all: true } });
    return new Map(rows.map((r) => [r.planId, r._count._all]));
  }
}
