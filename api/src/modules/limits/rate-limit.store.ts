// Where rate limit and login throttle counters live. The interface is small on purpose, so that a
// shared store other than the database (e.g. Redis: INCR + PEXPIRE in a MULTI) can replace it when
// several app processes serve one database. DbRateLimitStore keeps them in the RateLimit table with
// single-statement atomic upserts (PGlite and PostgreSQL alike), so counts are exact under
// concurrency, shared by every process of one database and kept across restarts.
import type { Db } from "../../db/db.ts";
import { oneRow } from "../../db/one-row.ts";

type Counter = {
  /** Hits in the current window. */
  count: number;
  /** When the current window ends (epoch ms). */
  windowEnds: number;
  /** Until when the key is blocked (epoch ms), if it is (login back-off). */
  blockedUntil: number | null;
};

export interface RateLimitStore {
  /**
   * Adds `by` hits (default 1) to `key`, atomically: within its window the count grows, after it a
   * new window of `windowMs` starts at `by`. A block set earlier is kept. Returns the counter after.
   */
  hit(key: string, windowMs: number, nowMs: number, by?: number): Promise<Counter>;
  /** The live counters of these keys (absent and fully expired keys are left out). */
  get(keys: string[], nowMs: number): Promise<Map<string, Counter>>;
  /** Blocks `key` until `untilMs` (extends an existing block, never shortens it). */
  block(key: string, untilMs: number): Promise<void>;
  /** Forgets `key` (e.g. a successful login forgives that client's failures on that account). */
  reset(key: string): Promise<void>;
}

type Row = { key: string; count: number; windowEnds: bigint | number; blockedUntil: bigint | number | null };

const toCounter = (r: Row): Counter => ({
  count: Number(r.count),
  windowEnds: Number(r.windowEnds),
  blockedUntil: r.blockedUntil === null ? null : Number(r.blockedUntil),
});

const live = (c: Counter, nowMs: number) => c.windowEnds > nowMs || (c.blockedUntil !== null && c.blockedUntil > nowMs);

/** Deletes expired rows once every this many hits (per process). */
const SWEEP_EVERY = 500;

export class DbRateLimitStore implements RateLimitStore {
  private hits = 0;

  constructor(private db: Db) {}

  async hit(key: string, windowMs: number, nowMs: number, by = 1): Promise<Counter> {
    const ends = BigInt(nowMs + windowMs);
    const now = BigInt(nowMs);
    const n = Math.max(1, Math.floor(by));
    const rows = await this.db.$queryRaw<Row[]>`
      INSERT INTO "RateLimit" ("key", "count", "windowEnds") VALUES (${key}, ${n}, ${ends})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."windowEnds" <= ${now} THEN EXCLUDED."count" ELSE "RateLimit"."count" + EXCLUDED."count" END,
        "windowEnds" = CASE WHEN "RateLimit"."windowEnds" <= ${now} THEN EXCLUDED."windowEnds" ELSE "RateLimit"."windowEnds" END
      RETURNING "key", "count", "windowEnds", "blockedUntil"`;
    if (++this.hits % SWEEP_EVERY === 0) await this.sweep(nowMs);
    return toCounter(oneRow(rows));
  }

  async get(keys: string[], nowMs: number): Promise<Map<string, Counter>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db.rateLimit.findMany({ where: { key: { in: keys } } });
    return new Map(rows.map((r) => [r.key, toCounter(r)] as const).filter(([, c]) => live(c, nowMs)));
  }

  async block(key: string, untilMs: number): Promise<void> {
    const until = BigInt(untilMs);
    await this.db.$executeRaw`
      INSERT INTO "RateLimit" ("key", "count", "windowEnds", "blockedUntil") VALUES (${key}, 0, ${until}, ${until})
      ON CONFLICT ("key") DO UPDATE SET "blockedUntil" = GREATEST(COALESCE("RateLimit"."blockedUntil", 0), EXCLUDED."blockedUntil")`;
  }

  async reset(key: string): Promise<void> {
    await this.db.rateLimit.deleteMany({ where: { key } });
  }

  /** Removes counters whose window and block are both over. */
  async sweep(nowMs: number): Promise<number> {
    const now = BigInt(nowMs);
    return this.db.$executeRaw`
      DELETE FROM "RateLimit" WHERE "windowEnds" <= ${now} AND ("blockedUntil" IS NULL OR "blockedUntil" <= ${now})`;
  }
}

/** The same contract in this process's memory: for unit tests of the rules and single-process tools. */
export class MemoryRateLimitStore implements RateLimitStore {
  private counters = new Map<string, Counter>();

  hit(key: string, windowMs: number, nowMs: number, by = 1): Promise<Counter> {
    const c = this.counters.get(key);
    const n = Math.max(1, Math.floor(by));
    const next: Counter =
      c && c.windowEnds > nowMs ? { ...c, count: c.count + n } : { count: n, windowEnds: nowMs + windowMs, blockedUntil: c?.blockedUntil ?? null };
    this.counters.set(key, next);
    return Promise.resolve({ ...next });
  }

  get(keys: string[], nowMs: number): Promise<Map<string, Counter>> {
    const out = new Map<string, Counter>();
    for (const key of keys) {
      const c = this.counters.get(key);
      if (c && live(c, nowMs)) out.set(key, { ...c });
    }
    return Promise.resolve(out);
  }

  block(key: string, untilMs: number): Promise<void> {
    const c = this.counters.get(key) ?? { count: 0, windowEnds: untilMs, blockedUntil: null };
    this.counters.set(key, { ...c, blockedUntil: Math.max(c.blockedUntil ?? 0, untilMs) });
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }
}
