// GET /api/openapi.json: public and cacheable (ETag, 5 minutes), built once from the router's table.
import { createHash } from "node:crypto";
import type { RestRouter } from "../http/rest-context.ts";
import { openApiDocument } from "./document.ts";

export function registerOpenApiRoute(router: RestRouter) {
  let built: { text: string; etag: string } | null = null;
  router.on("GET", "/api/openapi.json", (req) => {
    if (!built) {
      const text = JSON.stringify(openApiDocument(router.table()));
      built = { text, etag: `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"` };
    }
    const headers = { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300", etag: built.etag };
    if (req.headers.get("if-none-match") === built.etag) return new Response(null, { status: 304, headers });
    return new Response(built.text, { headers });
  });
}
