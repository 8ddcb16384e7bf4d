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
import type { CORSOptions } from "graphql-yoga";

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
