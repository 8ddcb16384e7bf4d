// The captain's yacht database (spec §2 /yachts, §3 "Yacht"): a captain sees and changes only their
// own yachts; adding and editing need Premium, viewing and deleting do not (spec §6). Registration
// numbers are unique per captain (compared upper-cased without spaces); the Premium plan holds up
// to 150 yachts.
import type { Db } from "../../db/db.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors.ts";
import type { Prisma, Yacht } from "../../generated/prisma/client.ts";
import { isUniqueViolation, parseInput } from "../../validate.ts";
import { stripForbiddenChars } from "../../../../validation/text.ts";
import { MAX_YACHTS_PER_CAPTAIN, YACHT_SEARCH_LIMIT, registrationKey, yachtSchema, yachtSearchSchema, type YachtInput } from "../../../../validation/yacht.ts";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.ts";
import type { Actor } from "../trips/trips.service.ts";
import { UUID } from "../../../../validation/uuid.ts";

/** The row's columns from a valid form. */
const columns = (input: YachtInput) => ({
  name: input.name,
  registrationNumber: input.registrationNumber,
  registrationKey: registrationKey(input.registrationNumber),
  homePort: input.homePort,
  hullLength: input.hullLength,
  enginesCount: Number(input.enginesCount),
  enginePower: input.enginePower,
});

/** Case-insensitive match on the name and the registration number (also ignoring its spaces). */
const matching = (term: string) => {
  const key = registrationKey(term);
  return {
    OR: [
      { name: { contains: term, mode: "insensitive" as const } },
      { registrationNumber: { contains: term, mode: "insensitive" as const } },
      ...(key ? [{ registrationKey: { contains: key } }] : []),
    ],
  };
};

export class YachtsService {
  constructor(private deps: { db: Db; subscriptions: SubscriptionsService }) {}

  /** Yachts are a captain's own; staff and students have none. */
  private captainId(actor: Actor): string {
    if (actor.role !== "captain") throw new ForbiddenError();
    return actor.id;
  }

  /** Checked before the input so that the answer without Premium is 403, not 422. */
  private async premiumCaptainId(actor: Actor): Promise<string> {
    const id = this.captainId(actor);
    await this.deps.subscriptions.assertPremiumOf(actor);
    return id;
  }

  /** The captain's yachts by name; `search` filters like the search box. */
  list(actor: Actor, search?: string | null): Promise<Yacht[]> {
    const captainId = this.captainId(actor);
    // Control characters (NUL cannot even be sent to PostgreSQL) are dropped; no name is longer.
    const term = stripForbiddenChars(search ?? "")
      .trim()
      .slice(0, 255);
    return this.deps.db.yacht.findMany({
      where: { captainId, ...(term ? matching(term) : {}) },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: MAX_YACHTS_PER_CAPTAIN * 2,
    });
  }

  /** The wizard's search: at least 2 characters, at most 20 yachts. */
  search(actor: Actor, term: unknown): Promise<Yacht[]> {
    const captainId = this.captainId(actor);
    const parsed = parseInput(yachtSearchSchema, { term });
    return this.deps.db.yacht.findMany({
      where: { captainId, ...matching(parsed.term) },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: YACHT_SEARCH_LIMIT,
    });
  }

  /** One of the captain's yachts; anybody else's (or none) is not found. */
  async get(actor: Actor, id: string): Promise<Yacht> {
    const captainId = this.captainId(actor);
    if (!UUID.test(id)) throw new NotFoundError();
    const yacht = await this.deps.db.yacht.findFirst({ where: { id, captainId } });
    if (!yacht) throw new NotFoundError();
    return yacht;
  }

  async create(actor: Actor, input: unknown): Promise<Yacht> {
    const captainId = await this.premiumCaptainId(actor);
    const data = parseInput(yachtSchema, input);
    return this.unique(data, () =>
      this.deps.db.$transaction(async (tx) => {
        await this.assertBelowLimit(tx, captainId);
        return tx.yacht.create({ data: { ...columns(data), captainId } });
      }),
    );
  }

  async update(actor: Actor, id: string, input: unknown): Promise<Yacht> {
    await this.premiumCaptainId(actor);
    const current = await this.get(actor, id);
    const data = parseInput(yachtSchema, input);
    return this.unique(data, () => this.deps.db.yacht.update({ where: { id: current.id }, data: columns(data) }));
  }

  async delete(actor: Actor, id: string): Promise<void> {
    const current = await this.get(actor, id);
    await this.deps.db.yacht.deleteMany({ where: { id: current.id, captainId: current.captainId } });
  }

  /** A registration number the captain already has is a 409 that names it. */
  private async unique(data: YachtInput, write: () => Promise<Yacht>): Promise<Yacht> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new ConflictError("validation.yacht.registrationNumber.taken", { registrationNumber: data.registrationNumber });
      }
      throw e;
    }
  }

  /**
   * The plan's limit, under a lock on the captain's row so two creates cannot both pass; the count
   * is its own statement after the lock so it sees what the previous lock holder committed.
   */
  private async assertBelowLimit(tx: Prisma.TransactionClient, captainId: string) {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${captainId}::uuid FOR NO KEY UPDATE`;
    const count = await tx.yacht.count({ where: { captainId } });
    if (count >= MAX_YACHTS_PER_CAPTAIN) throw new ConflictError("validation.yacht.limitReached", { max: MAX_YACHTS_PER_CAPTAIN });
  }
}
