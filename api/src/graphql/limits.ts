// The bounds of the GraphQL endpoint: GraphQL Armor's limits on tokens (parsing), depth, aliases,
// directives and cost (validation) with messages naming the limit and the value found; only JSON
// bodies (app.ts answers 415 otherwise, so no cross-site form can send a mutation); and CORS only
// for the configured origins (same-origin by default), never with credentials: third parties send
// bearer tokens, not cookies.
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { createGraphQLError, type CORSOptions, type Plugin } from "graphql-yoga";

/**
 * Far above what the web client's operations need (depth 6, cost 235, no aliases, < 110 tokens:
 * graphql-limits.unit.test.ts checks every one of them), far below what hurts the server.
 */
export const GRAPHQL_LIMITS = { maxTokens: 2000, maxDepth: 10, maxAliases: 15, maxDirectives: 20, maxCost: 5000 } as const;

export function graphqlArmor() {
  const L = GRAPHQL_LIMITS;
  return [
    maxTokensPlugin({ n: L.maxTokens }),
    maxDepthPlugin({ n: L.maxDepth, flattenFragments: true }),
    maxAliasesPlugin({ n: L.maxAliases }),
    maxDirectivesPlugin({ n: L.maxDirectives }),
    costLimitPlugin({ maxCost: L.maxCost }),
  ];
}

const GRAPHQL_TYPES = ["application/json", "application/graphql-response+json", "application/graphql+json"];

/** True for the JSON content types a GraphQL POST may have. */
export function isGraphQLContentType(header: string | null): boolean {
  const type = (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return GRAPHQL_TYPES.includes(type);
}

/** Yoga's `cors`: CORS headers only for an allowed Origin ("*" allows any), without credentials. */
export function graphqlCors(allowed: string[]) {
  const any = allowed.includes("*");
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get("origin");
    if (!origin || !(any || allowed.includes(origin))) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ["GET", "POST", "OPTIONS"],
      allowedHeaders: ["authorization", "content-type", "accept-language", "x-request-id"],
      exposedHeaders: ["x-request-id", "retry-after", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset", "ratelimit-policy"],
      maxAge: 600,
    };
  };
}

const tooLarge = () => createGraphQLError("Request body too large", { extensions: { http: { status: 413 }, code: "REQUEST_ENTITY_TOO_LARGE" } });

/**
 * The body limit of yoga's `maxRequestBodySize` (same answers: 400 for a malformed Content-Length,
 * 413 over the limit) without its cost on every request: yoga pipes every body through a
 * TransformStream into a new Request (about a quarter of a small request's CPU). A declared
 * Content-Length is checked and trusted, since the HTTP server never reads past it; only a body
 * without one (chunked) is counted as it streams in, and cut off at the limit.
 */
export function graphqlBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get("content-length");
      if (declared != null) {
        // One non-negative integer only (a comma-joined pair is a request-smuggling attempt).
        if (!/^\d+$/.test(declared)) {
          throw createGraphQLError("Content-Length header is invalid.", { extensions: { http: { status: 400 }, code: "BAD_REQUEST" } });
        }
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      const parse = requestParser;
      if (!parse || !request.body) return;
      setRequestParser((req) => {
        let read = 0;
        const counted = req.body!.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body: counted, duplex: "half" } as RequestInit),
        );
      });
    },
  };
}
