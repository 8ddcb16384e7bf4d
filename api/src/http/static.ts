// Serves the built web client (web/dist); every other GET falls back to index.html so client
// routes such as /sailing-trips/123 load the app, or to the page the build rendered for that path
// (web/dist/prerendered/, scripts/prerender.mjs: `/`, the price list, the legal pages). A page is served with a fresh CSP
// nonce per request: the build marks its scripts and styles (and Vite's `csp-nonce` meta tag, which
// the client hands to Ant Design for the styles it injects) with CSP_NONCE_PLACEHOLDER, replaced
// here; so it is compressed here too, not at build time.
import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { CSP_NONCE_PLACEHOLDER, PRERENDER_VARIANT_PARAMS, prerenderedFiles } from "../../../scripts/prerender.mjs";
import { fillCompany, pageDataElement, type PageCompany } from "../../../web/src/lib/pageData.ts";

const HTML = "text/html; charset=utf-8";
const TYPES: Record<string, string> = {
  ".html": HTML,
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Types the build precompresses (scripts/precompress.mjs); they vary by Accept-Encoding. */
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);

/** The encodings a request accepts (q=0 refuses), of those the build writes, best first. */
export function acceptedEncodings(header: string | null): ("br" | "gzip")[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = accepted.get("*");
  const weight = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  return (["br", "gzip"] as const).filter((name) => weight(name) > 0);
}

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Compressors for a page (its nonce makes every answer different): fast settings, the page is ≈ 20–180 kB. */
const compressPage = {
  br: (body: Buffer) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => gzipped(body, { level: 6 }),
} as const;

/** Client routes a page may have been prerendered for: lower-case segments (anything else is never looked up on disk). */
const PRERENDERABLE = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

const newNonce = () => randomBytes(18).toString("base64");

const text = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** The answer, the nonce its page was served with and, for a prerendered page, the hashes of its style attributes. */
type StaticResult = { response: Response; nonce?: string; styleAttributeHashes?: string[] };

/** The style attribute hashes the build wrote beside a prerendered page (scripts/prerender.mjs); none if unreadable. */
function readStyleHashes(json: Buffer | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json.toString("utf8"));
    const hashes = typeof parsed === "object" && parsed !== null ? (parsed as { styleAttributeHashes?: unknown }).styleAttributeHashes : undefined;
    return Array.isArray(hashes) ? hashes.filter((h): h is string => typeof h === "string" && /^sha256-[A-Za-z0-9+/]+=*$/.test(h)) : [];
  } catch {
    return [];
  }
}

/** `company`: the company's details every page carries for its footer (web/src/lib/pageData.ts). */
export function createStaticHandler(distDir: string, { company }: { company: PageCompany }) {
  const companyDetails: PageCompany = { name: company.name, address: company.address, nip: company.nip, phone: company.phone, email: company.email };
  // The same for every page: made once (its nonce placeholder is replaced per request with the page's).
  const dataElement = pageDataElement({ company: companyDetails }, CSP_NONCE_PLACEHOLDER);
  const root = normalize(distDir);

  async function file(path: string): Promise<Buffer | null> {
    try {
      if (!(await stat(path)).isFile()) return null;
      return await readFile(path);
    } catch {
      return null;
    }
  }

  return async function serveStatic(request: Request): Promise<StaticResult> {
    if (request.method !== "GET" && request.method !== "HEAD") return { response: text("Method Not Allowed", 405) };
    let pathname: string;
    let url: URL;
    try {
      url = new URL(request.url);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return { response: text("Bad Request", 400) }; // malformed percent-encoding, e.g. /%E0%A4%A
    }
    if (pathname.includes("\0")) return { response: text("Bad Request", 400) };
    const target = normalize(join(root, pathname));
    // Pages (index.html, prerendered/) only ever go out with their nonce, below.
    const isPageFile = extname(target) === ".html" || target.startsWith(join(root, "prerendered") + sep);
    if (target.startsWith(root + sep) && extname(target) && !isPageFile) {
      const body = await file(target);
      if (body) {
        const immutable = pathname.startsWith("/assets/");
        const headers: Record<string, string> = {
          "content-type": TYPES[extname(target)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        };
        let sent = body;
        if (COMPRESSIBLE.has(extname(target))) {
          headers.vary = "Accept-Encoding";
          for (const encoding of acceptedEncodings(request.headers.get("accept-encoding"))) {
            const twin = await file(target + SUFFIX[encoding]);
            if (twin) {
              sent = twin;
              headers["content-encoding"] = encoding;
              break;
            }
          }
        }
        headers["content-length"] = String(sent.length);
        return { response: new Response(request.method === "HEAD" ? null : new Uint8Array(sent), { headers }) };
      }
      return { response: text("Not Found", 404) };
    }
    const variant = PRERENDER_VARIANT_PARAMS.some((name) => url.searchParams.has(name));
    const files = PRERENDERABLE.test(pathname) && !variant ? prerenderedFiles(pathname) : null;
    const prerendered = files ? await file(join(root, "prerendered", files.page)) : null;
    const styleAttributeHashes = files && prerendered ? readStyleHashes(await file(join(root, "prerendered", files.styleHashes))) : undefined;
    const page = prerendered ?? (await file(join(root, "index.html")));
    if (!page) return { response: text("The web client is not built yet: run `npm start` (or `npm run build`).", 503) };
    const nonce = newNonce();
    const markup = prerendered ? fillCompany(page.toString("utf8"), companyDetails) : page.toString("utf8");
    const withData = markup.replace("</head>", () => `${dataElement}</head>`);
    let body = Buffer.from(withData.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), "utf8");
    // no-store: every page load gets its own nonce.
    const headers: Record<string, string> = { "content-type": HTML, "cache-control": "no-store", vary: "Accept-Encoding" };
    const [encoding] = acceptedEncodings(request.headers.get("accept-encoding"));
    if (encoding && body.length >= 1024) {
      body = await compressPage[encoding](body);
      headers["content-encoding"] = encoding;
    }
    headers["content-length"] = String(body.length);
    return { nonce, styleAttributeHashes, response: new Response(request.method === "HEAD" ? null : new Uint8Array(body), { headers }) };
  };
}
