// The code samples of /developers (code is not translated). `origin` is the app's own address.

export const curlGraphql = (origin: string) => `curl ${origin}/graphql \\
  -H "Authorization: Bearer $ZEGLOG_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ trips(first: 10) { totalCount nodes { id yachtName embarkationDate status } } }"}'`;

export const curlRest = (origin: string) => `curl ${origin}/api/sailing-trips \\
  -H "Authorization: Bearer $ZEGLOG_TOKEN" -i`;

export const jsExample = (origin: string) => `const response = await fetch("${origin}/graphql", {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.ZEGLOG_TOKEN}\`,
    "Content-Type": "application/json",
    "Accept-Language": "en",
  },
  body: JSON.stringify({
    query: \`query Trips($after: String) {
      trips(first: 50, after: $after) {
        endCursor hasNextPage
        nodes { id yachtName embarkationDate disembarkationDate distance }
      }
    }\`,
    variables: { after: null },
  }),
});
if (response.status === 429) {
  const wait = Number(response.headers.get("Retry-After"));
  throw new Error(\`Rate limited, retry in \${wait} s\`);
}
const { data, errors } = await response.json();
if (errors) throw new Error(\`\${errors[0].extensions.code}: \${errors[0].message}\`);
console.log(data.trips.nodes);`;

export const rateLimitHeaders = `HTTP/1.1 200 OK
RateLimit-Limit: 600
RateLimit-Remaining: 598
RateLimit-Reset: 42`;

/** Error codes: GraphQL `extensions.code` and the REST shim's HTTP status. */
export const ERROR_CODES = [
  ["UNAUTHENTICATED", 401],
  ["FORBIDDEN", 403],
  ["NOT_FOUND", 404],
  ["VALIDATION_FAILED", 422],
  ["CONFLICT", 409],
  ["PREMIUM_REQUIRED", 403],
  ["PAYLOAD_TOO_LARGE", 413],
  ["TOO_MANY_REQUESTS", 429],
  ["SERVICE_UNAVAILABLE", 503],
  ["GRAPHQL_VALIDATION_FAILED", 400],
  ["BAD_USER_INPUT", 400],
  ["INTERNAL_SERVER_ERROR", 500],
] as const;

/** Verifying a webhook in Node: HMAC-SHA256 of "<timestamp>.<raw body>", compared in constant time, with a 5-minute window. */
export const webhookVerifyExample = `import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const SECRET = process.env.ZEGLOG_WEBHOOK_SECRET; // whsec_…, shown once when the webhook was added

createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks).toString("utf8"); // the raw body, before any JSON parsing
    const timestamp = req.headers["zeglog-webhook-timestamp"] ?? "";
    const expected = "v1=" + createHmac("sha256", SECRET).update(timestamp + "." + raw).digest("hex");
    const given = String(req.headers["zeglog-webhook-signature"] ?? "");
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      res.writeHead(400).end();
      return;
    }
    const event = JSON.parse(raw); // { id, type, createdAt, data }
    // deduplicate by event.id (= Zeglog-Webhook-Id): a redelivery repeats it
    res.writeHead(200).end("ok");
  });
}).listen(8080);`;
