import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress.mjs";
import { acceptedEncodings, createStaticHandler } from "./static.ts";

const script = `console.log(${JSON.stringify("Żeglog ".repeat(400))});\n`;

describe("acceptedEncodings", () => {
  it("prefers brotli, then gzip, honouring q=0 and the wildcard", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(null)).toEqual([]);
    expect(acceptedEncodings(";;, ,q=x")).toEqual([]);
  });
});

describe("static files with precompressed twins", () => {
  let serve: ReturnType<typeof createStaticHandler>;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), "zeglog-static-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets/app.js"), script);
    writeFileSync(join(dist, "assets/tiny.css"), "a{}");
    writeFileSync(join(dist, "assets/logo.png"), Buffer.alloc(4000, 7));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Żeglog</title>");
    expect(precompress(dist)).toBe(1); // only app.js is compressible and over 1 kB
    serve = createStaticHandler(dist);
  });

  const get = (path: string, acceptEncoding?: string, method = "GET") =>
    serve(new Request(`http://localhost${path}`, { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }));

  it("sends the brotli twin to a browser that accepts it, with Vary and its own length", async () => {
    const { response } = await get("/assets/app.js", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(body).toString("utf8")).toBe(script);
  });

  it("sends gzip when brotli is not accepted, and the plain file otherwise", async () => {
    const gz = (await get("/assets/app.js", "gzip")).response;
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(script);

    const plain = (await get("/assets/app.js")).response;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(script);
  });

  it("answers HEAD with the headers of the encoded file and no body", async () => {
    const { response } = await get("/assets/app.js", "br", "HEAD");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await response.text()).toBe("");
  });

  it("sends small and binary files as they are, without Vary for binaries", async () => {
    const css = (await get("/assets/tiny.css", "br")).response;
    expect(css.headers.get("content-encoding")).toBeNull();
    expect(await css.text()).toBe("a{}");
    const png = (await get("/assets/logo.png", "br")).response;
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(png.headers.get("vary")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4000);
  });
});
