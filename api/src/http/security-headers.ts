// The browser hardening headers every response of the app carries (REST, GraphQL, static files,
// errors, 404s). The Content-Security-Policy allows only the app's own scripts and styles: the web
// client's page adds a per-request nonce (index.html's tags and the styles Ant Design injects),
// GraphiQL's page loads only same-origin files, and everything else (JSON, PDFs, images) is no
// document at all and gets `default-src 'none'`.

export type PageKind = "app" | "graphiql" | "resource";

const join = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join("; ");

const COMMON = { "base-uri": "'none'", "frame-ancestors": "'none'", "object-src": "'none'" };

function contentSecurityPolicy(kind: PageKind, nonce?: string, styleAttributeHashes: string[] = []): string {
  if (kind === "app") {
    const n = nonce ? ` 'nonce-${nonce}'` : "";
    return join({
      "default-src": "'self'",
      "script-src": `'self'${n}`,
      "style-src": `'self'${n}`,
      // A page prerendered at build time carries its components' inline styles as attributes: exactly those are allowed.
      ...(styleAttributeHashes.length > 0 ? { "style-src-attr": `'unsafe-hashes' ${styleAttributeHashes.map((h) => `'${h}'`).join(" ")}` } : {}),
      "img-src": "'self' data: blob:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "worker-src": "'self'",
      "form-action": "'self'",
      ...COMMON,
    });
  }
  if (kind === "graphiql") {
    return join({
      "default-src": "'self'",
      "script-src": "'self'",
      // GraphiQL's editor (Monaco) writes its theme and layout into <style> elements and style
      // attributes it creates at run time; scripts stay same-origin only.
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "worker-src": "'self'",
      "form-action": "'self'",
      ...COMMON,
    });
  }
  return join({ "default-src": "'none'", "form-action": "'none'", ...COMMON });
}

type SecurityHeaderOptions = { kind: PageKind; nonce?: string; styleAttributeHashes?: string[]; hsts: boolean };

/** Sets the headers on `response` (in place) and returns it. */
export function applySecurityHeaders(response: Response, opts: SecurityHeaderOptions): Response {
  const h = response.headers;
  h.set("content-security-policy", contentSecurityPolicy(opts.kind, opts.nonce, opts.styleAttributeHashes));
  h.set("x-content-type-options", "nosniff");
  h.set("x-frame-options", "DENY");
  h.set("referrer-policy", "strict-origin-when-cross-origin");
  h.set("cross-origin-resource-policy", "same-origin");
  h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  if (opts.hsts) h.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return response;
}
