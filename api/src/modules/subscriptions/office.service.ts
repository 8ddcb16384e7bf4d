// What the office (/staff) needs every day: find a captain by e-mail or name, see their
// subscriptions, payments and fees, mark a reversal fee paid or waived, list all invoices.
import type { Db } from "../../db/db.ts";
import type { Prisma, ReversalFeeStatus } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import { newestFirst, newestPage, type PageArgs } from "../../graphql/cursor.ts";
import { UUID } from "../../../../validation/uuid.ts";

export class OfficeService {
  constructor(private deps: { db: Db }) {}

  /** Captains whose e-mail or name contains `search` (any case), newest accounts first. */
  async captains(search: string | null | undefined, page: PageArgs) {
    const q = search?.trim();
    const where: Prisma.UserWhereInput = {
      role: "captain",
      ...(q ? { OR: [{ email: { contains: q, mode: "insensitive" } }, { name: { contains: q, mode: "insensitive" } }] } : {}),
    };
    const { db } = this.deps;
    return newestPage("captains", "createdAt", where, page, { rows: (query) => db.user.findMany(query), count: (w) => db.user.count({ where: w }) });
  }

  async captain(id: string) {
    const user = UUID.test(id) ? await this.deps.db.user.findFirst({ where: { id, role: "captain" } }) : null;
    if (!user) throw new NotFoundError();
    return user;
  }

  /** A captain's payments, newest first (with plan and invoice). */
  payments(userId: string) {
    return this.deps.db.payment.findMany({
      where: { userId },
      orderBy: newestFirst("createdAt"),
      include: { plan: true, invoice: true },
      take: 200,
    });
  }

  async setFeeStatus(id: string, status: ReversalFeeStatus) {
    const fee = UUID.test(id) ? await this.deps.db.reversalFee.findUnique({ where: { id } }) : null;
    if (!fee) throw new NotFoundError();
    // The decision is kept in the settlements (a ledger rebuild reads it back); the ledger row copies it.
    return this.deps.db.$transaction(async (tx) => {
      await tx.reversalFeeSettlement.upsert({
        where: { feeId: id },
        create: { feeId: id, status, updatedAt: new Date() },
        update: { status, updatedAt: new Date() },
      });
      return tx.reversalFee.update({ where: { id }, data: { status } });
    });
  }

  /** Every invoice, newest first; `search` in the number, the captain's e-mail or name. */
  async invoices(search: string | null | undefined, page: PageArgs) {
    const q = search?.trim();
    const where: Prisma.InvoiceWhereInput = q
      ? {
          OR: [
            { number: { contains: q, mode: "insensitive" } },
            { user: { email: { contains: q, mode: "insensitive" } } },
            { user: { name: { contains: q, mode: "insensitive" } } },
          ],
        }
      : {};
    const { db } = this.deps;
    return newestPage("invoices", "issuedAt", where, page, {
      rows: (query) => db.invoice.findMany({ ...query, include: { user: true } }),
      count: (w) => db.invoice.count({ where: w }),
    });
  }
}
