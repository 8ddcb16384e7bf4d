// What this process's bearer tokens resolved to, kept so that a signed-in request does not look its
// token up again (issue 18: the lookup was one of a trip page's two database round trips).
//
// Kept only while the database's change feed is live (db/change-feed.ts): the triggers of the
// migration 20261201190000_auth_change_notifications name the account whenever one of its sessions
// or API tokens, the account itself or its subscriptions change, and every answer kept for that
// account is forgotten. A change this process makes is heard before the write resolves; another
// process's as soon as PostgreSQL delivers it. When the feed stops (its connection lost) everything
// is forgotten and nothing is kept until it listens again. An answer is also never kept past the
// time it holds for by itself (the session's expiry, the end of the Premium it reports), nor longer
// than `ttlMs`, nor for a lookup that a notification overtook. Refusals are never kept.
import type { ChangeFeed } from "../../db/change-feed.ts";

/** A lookup's answer: for which account, and until when (ms since the epoch) it holds unless the database changes. */
export type Resolved<T> = { value: T; account: string; until: number };

type Entry<T> = Resolved<T> & { storedAt: number };

export type ViewerCacheLimits = { max: number; ttlMs: number };
export const VIEWER_CACHE_LIMITS: ViewerCacheLimits = { max: 10_000, ttlMs: 60_000 };

export class ViewerCache<T> {
  private entries = new Map<string, Entry<T>>();
  private byAccount = new Map<string, Set<string>>();
  /** Counts the notifications (and the feed's state changes): a lookup that one overtook is not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly limits: ViewerCacheLimits = VIEWER_CACHE_LIMITS) {}

  /** Keeps answers while `feed` is live and forgets an account's when it names it; without a feed nothing is kept. */
  follow(feed: ChangeFeed | undefined): void {
    if (!feed || this.limits.max <= 0) return;
    feed.subscribe({
      change: (payload) => (payload === "*" ? this.clear() : this.forget(payload)),
      live: (on) => {
        this.clear();
        this.live = on;
      },
    });
  }

  /** The kept answer of `key` when it still holds at `now`, else `load`'s (kept when it may be). */
  async resolve(key: string, now: number, load: () => Promise<Resolved<T> | null>): Promise<T | null> {
    const kept = this.entries.get(key);
    if (kept) {
      if (now < kept.until && now - kept.storedAt < this.limits.ttlMs) {
        // most recently used last: the first entry is the one to evict
        this.entries.delete(key);
        this.entries.set(key, kept);
        return kept.value;
      }
      this.remove(key, kept.account);
    }
    const generation = this.generation;
    const found = await load();
    if (found && this.live && generation === this.generation && now < found.until) this.keep(key, { ...found, storedAt: now });
    return found ? found.value : null;
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: Entry<T>) {
    this.entries.set(key, entry);
    const keys = this.byAccount.get(entry.account) ?? new Set<string>();
    keys.add(key);
    this.byAccount.set(entry.account, keys);
    if (this.entries.size > this.limits.max) {
      const [oldest, old] = this.entries.entries().next().value as [string, Entry<T>];
      this.remove(oldest, old.account);
    }
  }

  private remove(key: string, account: string) {
    this.entries.delete(key);
    const keys = this.byAccount.get(account);
    keys?.delete(key);
    if (keys?.size === 0) this.byAccount.delete(account);
  }

  private forget(account: string) {
    this.generation++;
    for (const key of this.byAccount.get(account) ?? []) this.entries.delete(key);
    this.byAccount.delete(account);
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.byAccount.clear();
  }
}
