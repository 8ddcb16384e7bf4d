// The request rate limit of /graphql and the REST shim (/api/*): per bearer token (a personal API
// token or a session of the web client: API_RATE_LIMIT_PER_MINUTE, default 600) and per client
// address (API_RATE_LIMIT_PER_IP_PER_MINUTE, default 1200), fixed one-minute windows counted in the
// shared RateLimit store, so every app process of one database counts together (by leased blocks
// of request numbers: leased-rate-limiter.ts). Every answer
// carries the RateLimit headers of the IETF draft (RateLimit-Limit, -Remaining, -Reset) for the
// tighter of the two; a refused request is a 429 with Retry-After.
import type { RequestLimiter } from "./leased-rate-limiter.ts";
import type { LimitRule } from "./rate-limiter.ts";
import { clientKey, limitKey } from "./rate-limiter.ts";

type RateLimitVerdict = {
  allowed: boolean;
  /** The limit that decided (the tighter one), its remainder and seconds to its window's end. */
  limit: number;
  remaining: number;
  resetSeconds: number;
  headers: Record<string, string>;
};

/** The bearer token of a request, whatever its kind (zc_, zs_, zk_ or garbage). */
function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1]?.slice(0, 200) ?? null;
}

export async function checkApiRateLimit(
  limiter: RequestLimiter,
  rules: { apiToken: LimitRule; apiClient: LimitRule },
  request: Request,
  ip: string,
): Promise<RateLimitVerdict> {
  const token = bearerOf(request);
  const byClient = limiter.allow(rules.apiClient, limitKey("api-ip", clientKey(ip))).then((r) => ({ ...r, rule: rules.apiClient }));
  // The token itself is only hashed into the key: no database look-up before the limit.
  const byToken = token ? limiter.allow(rules.apiToken, limitKey("api-token", token)).then((r) => ({ ...r, rule: rules.apiToken })) : undefined;
  const [client, tokenResult] = await Promise.all([byClient, byToken]);
  const results = tokenResult ? [client, tokenResult] : [client];
  const refused = results.filter((r) => !r.allowed).sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  const tightest = refused ?? (tokenResult && tokenResult.remaining < client.remaining ? tokenResult : client);
  const verdict = {
    allowed: !refused,
    limit: tightest.rule.limit,
    remaining: tightest.remaining,
    resetSeconds: tightest.retryAfterSeconds,
  };
  const headers: Record<string, string> = {
    "ratelimit-limit": String(verdict.limit),
    "ratelimit-remaining": String(verdict.remaining),
    "ratelimit-reset": String(verdict.resetSeconds),
    "ratelimit-policy": `${verdict.limit};w=${Math.round(tightest.rule.windowMs / 1000)}`,
  };
  if (refused) headers["retry-after"] = String(verdict.resetSeconds);
  return { ...verdict, headers };
}
