// Builds the whole HTTP app — GraphQL (/graphql), the REST shim (/api/*), /healthz and the web
// client — as one fetch handler. Tests call app.fetch(request) in process, without a port.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { createServerAdapter } from "@whatwg-node/server";
import { createYoga } from "graphql-yoga";
import { pickLang, translate } from "../../validation/messages.ts";
import { maskError } from "./graphql/errors.ts";
import { GRAPHQL_BODY_LIMIT } from "./http/body.ts";
import { createClientIp } from "./http/client-ip.ts";
import { applySecurityHeaders, type PageKind } from "./http/security-headers.ts";
import { graphqlArmor, graphqlBodyLimit, graphqlCors, isGraphQLContentType } from "./graphql/limits.ts";
import { renderGraphiQL, serveGraphiQLAsset } from "./graphql/graphiql.ts";
import { schema } from "./graphql/schema.ts";
import type { Context } from "./graphql/context.ts";
import { errorResponse, json } from "./http/respond.ts";
import { graphqlAnswerBytes } from "./graphql/answer-bytes.ts";
import { graphqlJit } from "./graphql/jit.ts";
import { tripListAnswer } from "./modules/trips/trips.list-answer.ts";
import type { RestContext } from "./http/rest-context.ts";
import { restRouter } from "./http/rest-routes.ts";
import { createStaticHandler } from "./http/static.ts";
import { ROOT } from "./db/migrations.ts";
import { anonymous } from "./modules/auth/viewer.ts";
import { requestScope } from "./request-scope.ts";
import { createServices, type AppDeps } from "./services.ts";
import { apiTokenGuardPlugin, restTokenRefusal } from "./modules/apitokens/api-token-guard.ts";
import { checkApiRateLimit } from "./modules/limits/api-rate-limit.ts";
import { printedSchema } from "./graphql/sdl.ts";

type ServerContext = { ip?: string; req?: { socket?: { remoteAddress?: string } } };

export type AppOptions = AppDeps & {
  /** Answers whether the database is migrated and reachable (for /healthz). */
  isReady?: () => Promise<boolean>;
  /** True once the process is shutting down: /healthz and /readyz answer 503 from then on. */
  isDraining?: () => boolean;
  webDistDir?: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); default none. */
  trustProxy?: string[];
  /** Other origins allowed to call /graphql from a browser (CORS_ORIGINS); default none. */
  corsOrigins?: string[];
  /** GraphiQL on GET /graphql (GRAPHIQL); default on. */
  graphiql?: boolean;
};

export function createApp(opts: AppOptions) {
  const services = createServices(opts);
  const { db, clock, logger } = opts;
  const graphiql = opts.graphiql ?? true;
  const hsts = opts.publicUrl.startsWith("https://");
  const clientIp = createClientIp(opts.trustProxy);

  const answerBytes = graphqlAnswerBytes();
  const yoga = createYoga<ServerContext & { base: Omit<Context, "db" | "clock" | "services" | "viewer"> }, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: graphiql ? { title: "Żeglog GraphQL" } : false,
    renderGraphiQL,
    landingPage: false,
    logging: false,
    batching: false,
    multipart: false,
    // graphqlBodyLimit below, with yoga's answers and without its stream per request.
    maxRequestBodySize: false,
    cors: graphqlCors(opts.corsOrigins ?? []),
    plugins: [...graphqlArmor(), graphqlBodyLimit(GRAPHQL_BODY_LIMIT), apiTokenGuardPlugin(), answerBytes.plugin, graphqlJit(logger), tripListAnswer(logger)],
    maskedErrors: { maskError: (error) => maskError(error) },
    // The viewer is resolved here so that a failure is masked like any other GraphQL error.
    context: async ({ base, request }) => ({ ...base, db, clock, services, viewer: await services.resolveViewer(request) }),
  });

  const rest = restRouter();

  const serveStatic = createStaticHandler(opts.webDistDir ?? join(ROOT, "web/dist"), { company: services.company });
  const isReady = opts.isReady ?? (() => Promise.resolve(true));

  const isDraining = opts.isDraining ?? (() => false);

  /**
   * /healthz and /readyz: 200 only when this process can serve requests — migrated, the database
   * answering, and not shutting down (a load balancer then sends the traffic elsewhere).
   */
  async function health(): Promise<Response> {
    try {
      if (isDraining()) return json({ status: "draining" }, 503);
      if (!(await isReady())) return json({ status: "starting" }, 503);
      await db.$queryRaw`SELECT 1`;
      return json({ status: "ok" });
    } catch (e) {
      logger.warn({ err: e }, "health check failed");
      return json({ status: "unavailable" }, 503);
    }
  }

  /** What kind of page a response is, for its Content-Security-Policy. */
  type Answer = { response: Response; kind?: PageKind; nonce?: string; styleAttributeHashes?: string[] };

  async function handle(request: Request, server: ServerContext): Promise<Answer> {
    const url = new URL(request.url);
    const requestId = (request.headers.get("x-request-id") ?? "").replace(/[^\w.:-]/g, "").slice(0, 64) || randomUUID();
    const lang = pickLang(request.headers.get("accept-language"));
    const ip = clientIp(request, server.ip ?? server.req?.socket?.remoteAddress);
    const log = logger.child({ requestId });
    const started = performance.now();

    const isGraphql = url.pathname === "/graphql" || url.pathname.startsWith("/graphql/");
    const isRest = url.pathname === "/api" || url.pathname.startsWith("/api/");
    let rateHeaders: Record<string, string> = {};

    const answer = await requestScope.run({ lang, requestId, logger: log }, async (): Promise<Answer> => {
      if (url.pathname === "/healthz" || url.pathname === "/readyz") return { response: await health() };
      log.debug({ method: request.method, path: url.pathname }, "request started");
      // Per token and per client address, before any other work (modules/limits/api-rate-limit.ts).
      if ((isGraphql || isRest) && request.method !== "OPTIONS") {
        // The store failing (database down) must not turn into a failure of its own: the request
        // goes on and meets the same fault where it is answered in its API's own shape.
        const verdict = await checkApiRateLimit(services.apiLimiter, services.limits, request, ip).catch((err: unknown) => {
          log.warn({ err }, "rate limit store unavailable");
          return null;
        });
        rateHeaders = verdict?.headers ?? {};
        if (verdict && !verdict.allowed) {
          const message = translate(lang, "apiTokens.rateLimited", { limit: verdict.limit, seconds: verdict.resetSeconds });
          const body = isGraphql
            ? { errors: [{ message, extensions: { code: "TOO_MANY_REQUESTS", retryAfter: verdict.resetSeconds } }] }
            : { success: false, message };
          return { response: json(body, 429) };
        }
      }
      if (url.pathname === "/graphql/schema.graphql" && (request.method === "GET" || request.method === "HEAD")) {
        return {
          response: new Response(request.method === "HEAD" ? null : printedSchema(), {
            headers: { "content-type": "text/plain; charset=utf-8", "content-disposition": 'inline; filename="schema.graphql"', "cache-control": "no-cache" },
          }),
        };
      }
      if (isGraphql) {
        // JSON only: no cross-site HTML form (urlencoded, multipart, text/plain) can fire a mutation.
        if (request.method === "POST" && !isGraphQLContentType(request.headers.get("content-type"))) {
          const message = translate(lang, "errors.unsupportedMediaType");
          return { response: json({ errors: [{ message, extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }] }, 415) };
        }
        const response = answerBytes.answer(request, await yoga.handle(request, { ...server, base: { lang, ip, requestId } }));
        const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
        return { response, kind: html ? "graphiql" : "resource" };
      }
      if (graphiql) {
        const asset = await serveGraphiQLAsset(request, url.pathname);
        if (asset) return { response: asset };
      }
      if (isRest) {
        const ctx: RestContext = { lang, logger: log, requestId, ip, viewer: anonymous, services };
        try {
          ctx.viewer = await services.resolveViewer(request);
          const refusal = restTokenRefusal(ctx.viewer, request.method, url.pathname);
          if (refusal) throw refusal;
          const found = rest.match(request.method, url.pathname);
          if (found === null) return { response: json({ success: false, message: translate(lang, "errors.notFound") }, 404) };
          if (found === "methodNotAllowed") return { response: json({ success: false, message: translate(lang, "errors.badRequest") }, 405) };
          return { response: await found.handler(request, found.params, ctx) };
        } catch (e) {
          return { response: errorResponse(e, ctx) };
        }
      }
      const served = await serveStatic(request);
      return { response: served.response, kind: served.nonce ? "app" : "resource", nonce: served.nonce, styleAttributeHashes: served.styleAttributeHashes };
    });

    const { response } = answer;
    response.headers.set("x-request-id", requestId);
    for (const [name, value] of Object.entries(rateHeaders)) response.headers.set(name, value);
    applySecurityHeaders(response, { kind: answer.kind ?? "resource", nonce: answer.nonce, styleAttributeHashes: answer.styleAttributeHashes, hsts });
    log.info({ method: request.method, path: url.pathname, status: response.status, ms: Math.round(performance.now() - started) }, "request");
    return answer;
  }

  const adapter = createServerAdapter<ServerContext>((request, server) =>
    handle(request, server)
      .then((a) => a.response)
      .catch((e) => {
        logger.error({ err: e }, "unhandled error");
        const response = json({ success: false, message: translate("pl", "errors.internal") }, 500);
        return applySecurityHeaders(response, { kind: "resource", hsts });
      }),
  );
  return Object.assign(adapter, { services });
}
