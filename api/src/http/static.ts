// Serves the built web client (web/dist); every other GET falls back to index.html so client
// routes such as /sailing-trips/123 load the app.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
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

export function createStaticHandler(distDir: string) {
  const root = normalize(distDir);

  async function file(path: string): Promise<Buffer | null> {
    try {
      if (!(await stat(path)).isFile()) return null;
      return await readFile(path);
    } catch {
      return null;
    }
  }

  return async function serveStatic(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method Not Allowed", { status: 405 });
    const pathname = decodeURIComponent(new URL(request.url).pathname);
    const target = normalize(join(root, pathname));
    if (target.startsWith(root + sep) && extname(target)) {
      const body = await file(target);
      if (body) {
        const immutable = pathname.startsWith("/assets/");
        return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
          headers: {
            "content-type": TYPES[extname(target)] ?? "application/octet-stream",
            "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          },
        });
      }
      return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    const index = await file(join(root, "index.html"));
    if (!index) {
      return new Response("The web client is not built yet: run `npm start` (or `npm run build`).", {
        status: 503,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    return new Response(request.method === "HEAD" ? null : new Uint8Array(index), {
      headers: { "content-type": TYPES[".html"], "cache-control": "no-cache" },
    });
  };
}
