// Browser and HTTP hardening through the real app: security headers on every kind of response,
// CORS on /graphql, JSON-only GraphQL POSTs, bodies cut off at their limit however they are sent,
// and malformed percent-encoding answered 400.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { brotliDecompressSync } from "node:zlib";
import { styleAttributeHashes } from "../../../scripts/prerender.mjs";
import { createTestApp, registerCaptain, type TestApp } from "../test/harness.ts";
import { stopRenderWorker } from "../modules/documents/renderer.ts";
import { tripForm } from "../modules/documents/test/sample-trip.ts";

let t: TestApp;
let dist: string;

const PRERENDERED =
  '<html><head><style nonce="__CSP_NONCE__">.a{}</style></head><body><div id="root"><h1 style="font-family:&#x27;Segoe UI&#x27;, Arial">Cennik</h1>' +
  `<p style="gap:8px">${"Premium ".repeat(200)}</p></div><script nonce="__CSP_NONCE__">guard()</script></body></html>`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "zeglog-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script nonce="__CSP_NONCE__" src="/assets/app.js"></script></head></html>',
  );
  writeFileSync(join(dist, "assets/app.js"), "console.log(1)");
  // A page the build prerendered (scripts/prerender.mjs), with its style attributes' hashes beside it.
  mkdirSync(join(dist, "prerendered"));
  writeFileSync(join(dist, "prerendered/cennik.html"), PRERENDERED);
  writeFileSync(join(dist, "prerendered/cennik.json"), JSON.stringify({ styleAttributeHashes: styleAttributeHashes(PRERENDERED) }));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
  rmSync(dist, { recursive: true, force: true });
});

const fetchApp = (app: TestApp["app"], path: string, init: RequestInit = {}) => app.fetch(new Request(`http://test${path}`, init), { ip: "10.77.0.1" });
const jsonPost = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

function expectHardened(res: Response, what: string) {
  const h = res.headers;
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
  expect(h.get("x-frame-options"), what).toBe("DENY");
  expect(h.get("strict-transport-security"), what).toBe("max-age=31536000; includeSubDomains");
}

/** A body streamed in chunks without Content-Length, counting what the server pulled. */
function chunkedBody(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  });
  return { stream, state };
}

/** POSTs a chunked body of `total` bytes (no Content-Length) to path; answers the response and how much the server pulled. */
async function postChunked(path: string, total: number, contentType = "application/json", headers: Record<string, string> = {}) {
  const { stream, state } = chunkedBody(total);
  const res = await fetchApp(t.app, path, {
    method: "POST",
    headers: { ...headers, "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { res, state };
}

describe("security headers on every kind of response", () => {
  it("REST answers and errors, GraphQL, GraphiQL, /healthz, the web client and its files, 404s, PDFs", async () => {
    const c = await registerCaptain(t);
    const cases: [string, Response][] = [
      ["REST 200", await fetchApp(t.app, "/api/auth/user", { headers: { authorization: `Bearer ${c.token}` } })],
      ["REST 401", await fetchApp(t.app, "/api/auth/user")],
      ["REST 404", await fetchApp(t.app, "/api/nothing-here")],
      ["REST 405", await fetchApp(t.app, "/api/auth/login")],
      ["REST 422", await fetchApp(t.app, "/api/auth/login", jsonPost({}))],
      ["REST 400", await fetchApp(t.app, "/api/yachts/%ZZ")],
      ["GraphQL", await fetchApp(t.app, "/graphql", jsonPost({ query: "{ __typename }" }))],
      ["GraphQL 415", await fetchApp(t.app, "/graphql", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" })],
      ["GraphiQL", await fetchApp(t.app, "/graphql", { headers: { accept: "text/html" } })],
      ["GraphiQL asset", await fetchApp(t.app, "/graphiql/init.js")],
      ["healthz", await fetchApp(t.app, "/healthz")],
      ["index.html", await fetchApp(t.app, "/sailing-trips")],
      ["asset", await fetchApp(t.app, "/assets/app.js")],
      ["static 404", await fetchApp(t.app, "/assets/missing.js")],
      ["static 400", await fetchApp(t.app, "/%E0%A4%A")],
      ["PDF", await fetchApp(t.app, "/api/public/trip-card-pdf", jsonPost(tripForm()))],
    ];
    expect(cases.map(([name, r]) => `${name} ${r.status}`)).toEqual([
      "REST 200 200",
      "REST 401 401",
      "REST 404 404",
      "REST 405 405",
      "REST 422 422",
      "REST 400 400",
      "GraphQL 200",
      "GraphQL 415 415",
      "GraphiQL 200",
      "GraphiQL asset 200",
      "healthz 200",
      "index.html 200",
      "asset 200",
      "static 404 404",
      "static 400 400",
      "PDF 200",
    ]);
    for (const [name, res] of cases) expectHardened(res, name);
    for (const [name, res] of cases.filter(([n]) => !["index.html", "GraphiQL"].includes(n))) {
      expect(res.headers.get("content-security-policy"), name).toMatch(/^default-src 'none'/);
    }
  });

  it("serves index.html with a fresh nonce per load, in the page and the policy; only own scripts and styles", async () => {
    const a = await fetchApp(t.app, "/");
    const b = await fetchApp(t.app, "/dashboard");
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    const [na, nb] = [nonceOf(await a.text()), nonceOf(await b.text())];
    expect(na).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(na).not.toBe(nb);
    const csp = a.headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src 'self' 'nonce-${na}'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${na}'`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(a.headers.get("cache-control")).toBe("no-store");
  });

  it("serves a prerendered page for its path: fresh nonce, compressed, and exactly its style attributes allowed", async () => {
    const res = await fetchApp(t.app, "/cennik", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain("<h1");
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(html).not.toContain("__CSP_NONCE__");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    // The hashes of the values as the browser reads them (&#x27; is '), and only those.
    const { createHash } = await import("node:crypto");
    const sha = (v: string) => `'sha256-${createHash("sha256").update(v).digest("base64")}'`;
    expect(csp).toContain(`style-src-attr 'unsafe-hashes' ${[sha("font-family:'Segoe UI', Arial"), sha("gap:8px")].sort().join(" ")};`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Another path gets index.html, without style attributes allowed; the page files are never sent as they are.
    const other = await fetchApp(t.app, "/cennik/x");
    expect(await other.text()).not.toContain("<h1");
    expect(other.headers.get("content-security-policy")).not.toContain("style-src-attr");
    for (const raw of ["/prerendered/cennik.html", "/prerendered/cennik.json", "/index.html"]) {
      const res = await fetchApp(t.app, raw);
      expect(await res.text(), raw).not.toContain("__CSP_NONCE__");
    }
  });

  it("sets HSTS only when PUBLIC_URL is https", async () => {
    const plain = await createTestApp({ publicUrl: "http://localhost:3000" });
    try {
      const res = await fetchApp(plain.app, "/healthz");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await plain.close();
    }
  });

  it("keeps them on an unexpected 500, which says nothing of the cause", async () => {
    const c = await registerCaptain(t);
    const failing = new Proxy(t.db, {
      // Every raw query fails: the rate-limit counters let the request through, then the session
      // lookup (one raw query: AuthService.authenticate) throws an error that must not leak.
      get: (db, key) => (key === "$queryRaw" ? () => Promise.reject(new Error("SELECT secret FROM boom")) : (Reflect.get(db, key) as unknown)),
    }) as Db;
    const broken = await createTestApp({ db: failing });
    try {
      const res = await fetchApp(broken.app, "/api/auth/user", { headers: { authorization: `Bearer ${c.token}` } });
      expect(res.status).toBe(500);
      expectHardened(res, "500");
      expect(await res.text()).not.toMatch(/SELECT|boom/);
    } finally {
      await broken.close();
    }
  });
});

describe("CORS on /graphql", () => {
  const preflight = (app: TestApp["app"], origin: string) =>
    fetchApp(app, "/graphql", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });

  it("is same-origin by default: no CORS headers for another origin", async () => {
    const res = await fetchApp(t.app, "/graphql", {
      ...jsonPost({ query: "{ __typename }" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight(t.app, "https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows the configured origins (CORS_ORIGINS), without credentials", async () => {
    const open = await createTestApp({ corsOrigins: ["https://partner.example"] });
    try {
      const pre = await preflight(open.app, "https://partner.example");
      expect(pre.headers.get("access-control-allow-origin")).toBe("https://partner.example");
      expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
      expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
      const res = await fetchApp(open.app, "/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://partner.example" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("https://partner.example");
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect((await preflight(open.app, "https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await open.close();
    }
  });
});

describe("GraphQL accepts JSON only: no cross-site form can fire a mutation", () => {
  it.each([
    ["application/x-www-form-urlencoded", "query=mutation%7Blogout%7Bsuccess%7D%7D"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation { logout { success } }"}\r\n--x--\r\n',
    ],
    ["text/plain", '{"query":"mutation { logout { success } }"}'],
  ])("refuses %s with 415", async (type, body) => {
    const res = await fetchApp(t.app, "/graphql", { method: "POST", headers: { "content-type": type }, body });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      errors: [{ message: "Nieobsługiwany typ treści żądania: wyślij JSON (application/json)", extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }],
    });
  });

  it("refuses a mutation over GET", async () => {
    const res = await fetchApp(t.app, `/graphql?query=${encodeURIComponent("mutation { logout { success } }")}`);
    expect(res.status).toBe(405);
  });
});

describe("bodies stop at their limit, whatever the headers say", () => {
  it("REST JSON: a chunked 200 MB body is cut off after 1 MB with 413", async () => {
    const { res, state } = await postChunked("/api/auth/login", 200_000_000);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Przesłane dane są zbyt duże (limit: 1 MB)" });
    expect(state.pulled).toBeLessThan(2_000_000);
  });

  it("REST JSON: a declared Content-Length over the limit is refused before reading", async () => {
    const res = await fetchApp(t.app, "/api/public/trip-card-pdf", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ notes: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });

  it("the logo: a chunked 60 MB upload is cut off after 5 MB with 413", async () => {
    const c = await registerCaptain(t);
    const { res, state } = await postChunked("/api/captain-profile/logo", 60_000_000, "multipart/form-data; boundary=x", {
      authorization: `Bearer ${c.token}`,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Plik zbyt duży. Maksymalny rozmiar to 5MB");
    expect(state.pulled).toBeLessThan(7_000_000);
  });

  it("GraphQL: a chunked body over 1 MB gets 413", async () => {
    const { res, state } = await postChunked("/graphql", 50_000_000);
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(3_000_000);
  });

  it("GraphQL: a chunked body under the limit is read whole and answered", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ query: `{ __typename ${" ".repeat(200_000)}}` }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 16_384) controller.enqueue(body.subarray(at, at + 16_384));
        controller.close();
      },
    });
    const res = await fetchApp(t.app, "/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect([res.status, await res.json()]).toEqual([200, { data: { __typename: "Query" } }]);
  });

  it.each([
    ["over the limit", String(1_000_001), 413, "REQUEST_ENTITY_TOO_LARGE"],
    ["two values (request smuggling)", "20, 20", 400, "BAD_REQUEST"],
    ["negative", "-20", 400, "BAD_REQUEST"],
  ])("GraphQL: a declared Content-Length %s is refused before reading", async (_what, length, status, code) => {
    const res = await fetchApp(t.app, "/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": length },
      body: '{"query":"{ __typename }"}',
    });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(code);
  });

  it("GraphQL: a declared Content-Length within the limit is answered", async () => {
    const body = JSON.stringify({ query: "{ __typename }" });
    const res = await fetchApp(t.app, "/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect([res.status, await res.json()]).toEqual([200, { data: { __typename: "Query" } }]);
  });
});

describe("malformed percent-encoding is a 400, not a 500", () => {
  it.each(["/api/yachts/%ZZ", "/api/sailing-trips/%E0%A4%A", "/api/sailing-trips/%E0%A4%A/voyage-card-pdf", "/%E0%A4%A", "/assets/%ZZ.js"])(
    "%s",
    async (path) => {
      const res = await fetchApp(t.app, path);
      expect(res.status).toBe(400);
      expect((await fetchApp(t.app, "/healthz")).status).toBe(200);
    },
  );
});
