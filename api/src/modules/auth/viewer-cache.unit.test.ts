import { describe, expect, it } from "vitest";
import type { ChangeFeed, FeedListener } from "../../db/change-feed.ts";
import { ViewerCache, type Resolved } from "./viewer-cache.ts";

/** A change feed driven by the test: what the database's notifications and connection would tell. */
function testFeed() {
  let listener: FeedListener | undefined;
  const feed: ChangeFeed = {
    subscribe: (l) => {
      listener = l;
    },
    close: () => Promise.resolve(),
  };
  return {
    feed,
    change: (payload: string) => listener?.change(payload),
    live: (on: boolean) => listener?.live(on),
  };
}

/** A lookup that counts its calls and answers `answer` for account `account`. */
function counted(answer: string | null, account = "acc-1", until = Infinity) {
  const calls = { n: 0 };
  const load = (): Promise<Resolved<string> | null> => {
    calls.n++;
    return Promise.resolve(answer === null ? null : { value: answer, account, until });
  };
  return { calls, load };
}

const NOW = 1_000_000;

/** A cache following a test feed that is live already. */
function liveCache(max = 10) {
  const f = testFeed();
  const cache = new ViewerCache<string>({ max, ttlMs: 60_000 });
  cache.follow(f.feed);
  f.live(true);
  return { f, cache };
}

describe("ViewerCache", () => {
  it("keeps an answer while the feed is live and forgets it when the feed names its account", async () => {
    const { f, cache } = liveCache();
    const { calls, load } = counted("anna");
    expect(await cache.resolve("k1", NOW, load)).toBe("anna");
    expect(await cache.resolve("k1", NOW + 1, load)).toBe("anna");
    expect(calls.n).toBe(1);
    f.change("someone-else");
    expect(await cache.resolve("k1", NOW + 2, load)).toBe("anna");
    expect(calls.n).toBe(1);
    f.change("acc-1");
    expect(await cache.resolve("k1", NOW + 3, load)).toBe("anna");
    expect(calls.n).toBe(2);
    f.change("*");
    await cache.resolve("k1", NOW + 4, load);
    expect(calls.n).toBe(3);
  });

  it("keeps nothing without a feed, before the feed is live, or after it stops (and forgets what it kept)", async () => {
    const none = new ViewerCache<string>({ max: 10, ttlMs: 60_000 });
    none.follow(undefined);
    const a = counted("anna");
    await none.resolve("k1", NOW, a.load);
    await none.resolve("k1", NOW, a.load);
    expect(a.calls.n).toBe(2);

    const f = testFeed();
    const cache = new ViewerCache<string>({ max: 10, ttlMs: 60_000 });
    cache.follow(f.feed);
    const b = counted("anna");
    await cache.resolve("k1", NOW, b.load);
    await cache.resolve("k1", NOW, b.load);
    expect(b.calls.n).toBe(2); // not live yet
    f.live(true);
    await cache.resolve("k1", NOW, b.load);
    await cache.resolve("k1", NOW, b.load);
    expect(b.calls.n).toBe(3);
    f.live(false); // connection lost: changes may be missed from now on
    expect(cache.size).toBe(0);
    await cache.resolve("k1", NOW, b.load);
    await cache.resolve("k1", NOW, b.load);
    expect(b.calls.n).toBe(5);
  });

  it("does not keep a lookup that a notification overtook (it may have read the state before the change)", async () => {
    const { f, cache } = liveCache();
    let calls = 0;
    const load = async (): Promise<Resolved<string>> => {
      calls++;
      await Promise.resolve();
      if (calls === 1) f.change("acc-1"); // the account changed while its row was being read
      return { value: "anna", account: "acc-1", until: Infinity };
    };
    await cache.resolve("k1", NOW, load);
    expect(cache.size).toBe(0);
    await cache.resolve("k1", NOW, load);
    await cache.resolve("k1", NOW, load);
    expect(calls).toBe(2);
  });

  it("never keeps a refusal, nor an answer past its own end or the time limit", async () => {
    const { cache } = liveCache();
    const refused = counted(null);
    expect(await cache.resolve("bad", NOW, refused.load)).toBeNull();
    expect(await cache.resolve("bad", NOW, refused.load)).toBeNull();
    expect(refused.calls.n).toBe(2);

    const ending = counted("premium", "acc-1", NOW + 500); // e.g. Premium ends in half a second
    await cache.resolve("k1", NOW, ending.load);
    await cache.resolve("k1", NOW + 499, ending.load);
    expect(ending.calls.n).toBe(1);
    await cache.resolve("k1", NOW + 500, ending.load);
    expect(ending.calls.n).toBe(2);

    const lasting = counted("anna", "acc-2");
    await cache.resolve("k2", NOW, lasting.load);
    await cache.resolve("k2", NOW + 59_999, lasting.load);
    expect(lasting.calls.n).toBe(1);
    await cache.resolve("k2", NOW + 60_000, lasting.load);
    expect(lasting.calls.n).toBe(2);
  });

  it("holds at most `max` answers, dropping the least recently used", async () => {
    const { cache } = liveCache(2);
    const a = counted("a", "acc-a");
    const b = counted("b", "acc-b");
    const c = counted("c", "acc-c");
    await cache.resolve("a", NOW, a.load);
    await cache.resolve("b", NOW, b.load);
    await cache.resolve("a", NOW, a.load); // a used again: b is now the oldest
    await cache.resolve("c", NOW, c.load);
    expect(cache.size).toBe(2);
    await cache.resolve("a", NOW, a.load);
    await cache.resolve("c", NOW, c.load);
    expect([a.calls.n, c.calls.n]).toEqual([1, 1]);
    await cache.resolve("b", NOW, b.load);
    expect(b.calls.n).toBe(2);
  });

  it("with max 0 follows no feed and keeps nothing", async () => {
    const f = testFeed();
    const cache = new ViewerCache<string>({ max: 0, ttlMs: 60_000 });
    cache.follow(f.feed);
    f.live(true);
    const a = counted("a");
    await cache.resolve("a", NOW, a.load);
    await cache.resolve("a", NOW, a.load);
    expect(a.calls.n).toBe(2);
  });
});
