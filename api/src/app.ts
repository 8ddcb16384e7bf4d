// Builds the whole HTTP app — GraphQL (/graphql), the REST shim (/api/*), /healthz and the web
// client — as one fetch handler. Tests call app.fetch(request) in process, without a port.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { createServerAdapter } from "@whatwg-node/server";
import { createYoga } from "graphql-yoga";
import { pickLang, translate } from "../../validation/messages.ts";
import { maskError } from "./graphql/errors.ts";
import { schema } from "./graphql/schema.ts";
import type { Context } from "./graphql/context.ts";
import { errorResponse, json } from "./http/respond.ts";
import type { RestContext } from "./http/rest-context.ts";
import { Router } from "./http/router.ts";
import { createStaticHandler } from "./http/static.ts";
import { registerAuthRoutes } from "./modules/auth/auth.rest.ts";
import { registerSubscriptionRoutes } from "./modules/subscriptions/subscriptions.rest.ts";
import { registerTripRoutes } from "./modules/trips/trips.rest.ts";
import { registerProfileRoutes } from "./modules/profile/profile.rest.ts";
import { registerYachtRoutes } from "./modules/yachts/yachts.rest.ts";
import { ROOT } from "./db/migrations.ts";
import { anonymous } from "./modules/auth/viewer.ts";
import { requestScope } from "./request-scope.ts";
import { createServices, type AppDeps } from "./services.ts";
import { registerDocumentRoutes } from "./modules/documents/documents.rest.ts";

export type ServerContext = { ip?: string; req?: { socket?: { remoteAddress?: string } } };

export type AppOptions = AppDeps & {
  /** Answers whether the database is migrated and reachable (for /healthz). */
  isReady?: () => Promise<boolean>;
  webDistDir?: string;
};

export function createApp(opts: AppOptions) {
  const services = createServices(opts);
  const { db, clock, logger } = opts;

  const yoga = createYoga<ServerContext & { base: Omit<Context, "db" | "clock" | "services" | "viewer"> }, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "Żeglog GraphQL" },
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error) },
    // The viewer is resolved here so that a failure is masked like any other GraphQL error.
    context: async ({ base, request }) => ({ ...base, db, clock, services, viewer: await services.resolveViewer(request) }),
  });

  const rest = new Router<RestContext>();
  registerAuthRoutes(rest);
  registerTripRoutes(rest);
  registerYachtRoutes(rest);
  registerSubscriptionRoutes(rest);
  registerDocumentRoutes(rest);
  registerProfileRoutes(rest);

  const serveStatic = createStaticHandler(opts.webDistDir ?? join(ROOT, "web/dist"));
  const isReady = opts.isReady ?? (async () => true);

  async function health(): Promise<Response> {
    try {
      if (!(await isReady())) return json({ status: "starting" }, 503);
      await db.$queryRaw`SELECT 1`;
      return json({ status: "ok" });
    } catch (e) {
      logger.warn({ err: e }, "health check failed");
      return json({ status: "unavailable" }, 503);
    }
  }

  async function handle(request: Request, server: ServerContext): Promise<Response> {
    const url = new URL(request.url);
    const requestId = (request.headers.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    const lang = pickLang(request.headers.get("accept-language"));
    const ip = server.ip ?? server.req?.socket?.remoteAddress ?? "unknown";
    const log = logger.child({ requestId });
    const started = performance.now();

    const response = await requestScope.run({ lang, requestId, logger: log }, async () => {
      if (url.pathname === "/healthz") return health();
      if (url.pathname === "/graphql" || url.pathname.startsWith("/graphql/")) {
        return yoga.handle(request, { ...server, base: { lang, ip, requestId } });
      }
      if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
        const ctx: RestContext = { lang, logger: log, requestId, ip, viewer: anonymous, services };
        try {
          ctx.viewer = await services.resolveViewer(request);
          const found = rest.match(request.method, url.pathname);
          if (found === null) return json({ success: false, message: translate(lang, "errors.notFound") }, 404);
          if (found === "methodNotAllowed") return json({ success: false, message: translate(lang, "errors.badRequest") }, 405);
          return await found.handler(request, found.params, ctx);
        } catch (e) {
          return errorResponse(e, ctx);
        }
      }
      return serveStatic(request);
    });

    response.headers.set("x-request-id", requestId);
    log.info(
      { method: request.method, path: url.pathname, status: response.status, ms: Math.round(performance.now() - started) },
      "request",
    );
    return response;
  }

  const adapter = createServerAdapter<ServerContext>((request, server) =>
    handle(request, server).catch((e) => {
      logger.error({ err: e }, "unhandled error");
      return json({ success: false, message: translate("pl", "errors.internal") }, 500);
    }),
  );
  return Object.assign(adapter, { services });
}

export type App = ReturnType<typeof createApp>;
