// The database's notifications on "zeglog_auth" (sent by the triggers of the migration
// 20261201190000_auth_change_notifications when a session, API token, account or subscription
// changes), for the process's own caches (modules/auth/viewer-cache.ts).
//
// Two guarantees, which a cache needs both of:
// - Every change is reported while `live`: on PostgreSQL one connection of its own, outside the
//   pool, listens for the process's whole life; when it is lost (the server restarted, the network
//   broke) the feed says so at once (`live(false)`: changes may be missed from now on) and again
//   when it listens anew, reconnecting with a growing delay. PGlite is one session in process.
// - A change this process makes is reported before the write that made it resolves: every pooled
//   PostgreSQL connection listens too, and PostgreSQL hands a session its own notification at the
//   commit, before the commit's answer (PGlite likewise). So a logout's own process refuses the
//   token from the next request on; another process does once the notification reaches it, which
//   is as soon as PostgreSQL can send it (its listening connection is idle).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const AUTH_CHANNEL = "zeglog_auth";
/** The listening connection's name in pg_stat_activity. */
export const FEED_APPLICATION_NAME = "zeglog change feed";

export type FeedListener = {
  /** A notification's payload (an account's id, or "*" for every account). */
  change(payload: string): void;
  /** Whether every change is being reported from now on (false: some may be missed). */
  live(on: boolean): void;
};

export type ChangeFeed = {
  /** Starts listening (on the first subscriber) and reports to `listener` from now on. */
  subscribe(listener: FeedListener): void;
  close(): Promise<void>;
};

const feeds = new WeakMap<object, ChangeFeed>();

/** The change feed of a client opened by `openDatabase` (none for other clients: nothing may be cached for them). */
export const changeFeedOf = (db: object): ChangeFeed | undefined => feeds.get(db);

export function attachChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The listeners of a feed and its state, told to a listener as it subscribes. */
class Listeners {
  private all = new Set<FeedListener>();
  isLive = false;

  add(listener: FeedListener) {
    this.all.add(listener);
    listener.live(this.isLive);
  }
  change(payload: string) {
    for (const l of this.all) l.change(payload);
  }
  live(on: boolean) {
    if (on === this.isLive) return;
    this.isLive = on;
    for (const l of this.all) l.live(on);
  }
}

export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  const listeners = new Listeners();
  let started: Promise<(() => Promise<void>) | undefined> | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      started ??= pglite
        .listen(AUTH_CHANNEL, (payload) => listeners.change(payload))
        .then(
          (unlisten) => {
            listeners.live(true);
            return unlisten;
          },
          () => undefined, // a closed database: never live, nothing cached
        );
    },
    async close() {
      listeners.live(false);
      const unlisten = await started;
      await unlisten?.().catch(() => {});
    },
  };
}

/** pg-pool waits for a promise that `onConnect` returns before it hands the connection out (its types say void). */
type AsyncConnectHook = { onConnect: (client: pg.ClientBase) => Promise<void> };

/** Sets every pooled connection listening, so that the process hears its own changes at their commit. */
export function listenOnPoolConnections(feed: PostgresChangeFeed): AsyncConnectHook {
  return {
    onConnect: async (client: pg.ClientBase) => {
      client.on("notification", (message) => feed.notified(message));
      await client.query(`LISTEN "${AUTH_CHANNEL}"`);
    },
  };
}

export type PostgresChangeFeed = ChangeFeed & { notified(message: pg.Notification): void };

const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

export function postgresChangeFeed(connectionString: string, onConnectionError: (error: Error) => void): PostgresChangeFeed {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;

  const notified = (message: pg.Notification) => {
    if (message.channel === AUTH_CHANNEL) listeners.change(message.payload ?? "*");
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    listeners.live(false);
    c.removeAllListeners();
    c.on("error", () => {}); // a late error of the broken connection
    void c.end().catch(() => {});
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  function connect() {
    timer = undefined;
    if (closed) return;
    // TCP keep-alive: a connection that silently died (no reset from a vanished server) is found out and lost.
    const c = new pg.Client({ connectionString, application_name: FEED_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = c;
    c.on("notification", notified);
    c.on("error", (error) => {
      onConnectionError(error);
      lost(c);
    });
    c.on("end", () => lost(c));
    c.connect()
      .then(() => c.query(`LISTEN "${AUTH_CHANNEL}"`))
      .then(() => {
        if (client !== c) return;
        retryMs = RETRY_FIRST_MS;
        listeners.live(true);
      })
      .catch((error: unknown) => {
        if (error instanceof Error) onConnectionError(error);
        lost(c);
      });
  }

  return {
    notified,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        connect();
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.live(false);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
