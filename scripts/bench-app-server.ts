// The real app on an in-memory PGlite behind a node:http server on a free port of 127.0.0.1, for the benches that measure over HTTP.
import { createServer, type Server } from "node:http";
import { createApp } from "../api/src/app.ts";
import { systemClock } from "../api/src/clock.ts";
import { openDatabase } from "../api/src/db/db.ts";
import { applyMigrations } from "../api/src/db/migrations.ts";
import { createLogger } from "../api/src/logger.ts";

type AppOptions = Parameters<typeof createApp>[0];

/** The app as every bench runs it: the system clock, a silent log and no mail; the database, URLs and limits as given. */
/** `BENCH_VIEWER_CACHE=off`: the app without its cache of resolved tokens (every request looks its token up), to compare. */
const viewerCache = process.env.BENCH_VIEWER_CACHE === "off" ? { max: 0, ttlMs: 0 } : undefined;

export const createBenchApp = (options: Pick<AppOptions, "db" | "publicUrl" | "webDistDir" | "rateLimits">) =>
  createApp({ clock: systemClock, logger: createLogger("silent"), mailer: { send: async () => {} }, viewerCache, ...options });

/** Starts the app (silent log, no mail) serving webDistDir with the given rate limits; `close` stops the server and the database. */
export async function startBenchServer(webDistDir: string, rateLimits: AppOptions["rateLimits"]) {
  const database = openDatabase("pglite:memory");
  await applyMigrations(database.migrationFactory());
  const app = createBenchApp({ db: database.prisma, publicUrl: "http://127.0.0.1", webDistDir, rateLimits });
  const server: Server = createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
