// Personal API tokens of captains (zk_…): created with a name, a scope (READ or READ_WRITE) and an
// optional expiry, shown once, stored as a SHA-256 hash like session tokens, revoked at once.
// Staff accounts cannot hold one, so a token never reaches a staff operation.
import { type ApiToken, Prisma, type User } from "../../generated/prisma/client.ts";
import { readRows } from "../../db/direct-reads.ts";
import { afterCursor, newestFirst, toConnection, type Connection, type PageArgs } from "../../graphql/cursor.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { API_TOKENS_MAX, apiTokenCreateSchema } from "../../../../validation/api-tokens.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { PREMIUM_UNTIL, USER_COLUMNS, holdsUntil, premiumAt } from "../auth/user-lookup.ts";
import { UUID } from "../../../../validation/uuid.ts";

/** lastUsedAt is written at most once per this interval per token (not on every request). */
const LAST_USED_GRANULARITY_MS = 60_000;

type ApiTokenAuth = {
  user: User;
  apiToken: Pick<ApiToken, "id" | "scope">;
  premium: boolean;
  /** Until when (ms) this answer holds if nothing changes: the token's expiry or the Premium's end. */
  until: number;
  /** The token's last use as now stored (see noteUse). */
  lastUsedAt: Date | null;
};
type TokenColumns = { tokenId: string; scope: ApiToken["scope"]; expiresAt: Date | null; lastUsedAt: Date | null; revokedAt: Date | null };

export class ApiTokensService {
  constructor(private deps: { db: Db; clock: Clock }) {}

  private live(now: Date) {
    return { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  }

  async create(user: User, input: unknown): Promise<{ token: string; apiToken: ApiToken }> {
    if (user.role !== "captain") throw new ForbiddenError("apiTokens.staff");
    const now = this.deps.clock.now();
    const data = parseInput(apiTokenCreateSchema(now), input);
    const { db } = this.deps;
    const active = await db.apiToken.count({ where: { userId: user.id, ...this.live(now) } });
    if (active >= API_TOKENS_MAX) throw new ConflictError("apiTokens.tooMany", { max: API_TOKENS_MAX });
    const token = newToken("zk");
    const apiToken = await db.apiToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), name: data.name, scope: data.scope, expiresAt: data.expiresAt ?? null, createdAt: now },
    });
    return { token, apiToken };
  }

  /** The captain's tokens, newest first (id breaks ties), revoked ones included (the list shows their state); a cursor page and the total. */
  async list(userId: string, { first, after }: PageArgs): Promise<Connection<ApiToken>> {
    const where: Prisma.ApiTokenWhereInput = { userId };
    const from: Prisma.ApiTokenWhereInput = afterCursor("createdAt", after);
    const [rows, total] = await Promise.all([
      this.deps.db.apiToken.findMany({ where: { AND: [where, from] }, orderBy: newestFirst("createdAt"), take: first + 1 }),
      this.deps.db.apiToken.count({ where }),
    ]);
    return toConnection("apiTokens", rows, first, total, (t) => t.createdAt);
  }

  async revoke(userId: string, id: string): Promise<ApiToken> {
    const { db } = this.deps;
    const found = UUID.test(id) ? await db.apiToken.findFirst({ where: { id, userId } }) : null;
    if (!found) throw new NotFoundError();
    if (found.revokedAt) return found;
    return db.apiToken.update({ where: { id }, data: { revokedAt: this.deps.clock.now() } });
  }

  /**
   * Resolves a zk_ token to its captain, when neither revoked nor expired, with whether they have
   * Premium now (one query joining the token to its user, as the session lookup); notes its last use.
   */
  async authenticate(token: string): Promise<ApiTokenAuth | null> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const rows = await readRows<User & TokenColumns & { premiumUntil: Date | null }>(
      db,
      Prisma.sql`
      SELECT k."id" AS "tokenId", k."scope"::text AS "scope", k."expiresAt", k."lastUsedAt", k."revokedAt", ${USER_COLUMNS}, ${PREMIUM_UNTIL}
      FROM "ApiToken" k JOIN "User" u ON u."id" = k."userId" WHERE k."tokenHash" = ${hashToken(token)}`,
    );
    const row = rows[0];
    if (!row) return null;
    const { tokenId, scope, expiresAt, lastUsedAt, revokedAt, premiumUntil, ...user } = row;
    if (revokedAt || (expiresAt && expiresAt <= now) || user.role !== "captain") return null;
    const premium = premiumAt(premiumUntil, now);
    return {
      user,
      apiToken: { id: tokenId, scope },
      premium,
      until: holdsUntil(expiresAt, premium, premiumUntil),
      lastUsedAt: await this.noteUse(tokenId, lastUsedAt, now),
    };
  }

  /** Writes the token's last use when the stored one (`lastUsedAt`) is older than a minute; answers the one now stored. */
  async noteUse(id: string, lastUsedAt: Date | null, now: Date): Promise<Date | null> {
    if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS) return lastUsedAt;
    await this.deps.db.apiToken.updateMany({ where: { id }, data: { lastUsedAt: now } });
    return now;
  }
}
