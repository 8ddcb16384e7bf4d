import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress.mjs";
import { COMPANY_PLACEHOLDER, PAGE_DATA_ID } from "../../../web/src/lib/pageData.ts";
import { telHref } from "../../../web/src/lib/telHref.ts";
import { acceptedEncodings, createStaticHandler } from "./static.ts";

const company = { name: "Żeglog & Syn <sp. z o.o.> $&", address: "ul. Portowa 1", nip: "1234563218", phone: "+48 58 000 00 00", email: "kontakt@zeglog.pl" };

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
    serve = createStaticHandler(dist, { company });
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

describe("pages: the company's details in every page, filled into prerendered ones", () => {
  let serve: ReturnType<typeof createStaticHandler>;
  const c = COMPANY_PLACEHOLDER;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), "zeglog-pages-"));
    mkdirSync(join(dist, "prerendered"));
    writeFileSync(join(dist, "index.html"), '<!doctype html><head><title>Żeglog</title></head><body><div id="root"></div></body>');
    // As React writes the footer's line (prerender.tsx renders it with the placeholders).
    const footer = `<span>${c.name} · ${c.address} · NIP ${c.nip} · <a href="${telHref(c.phone)}">${c.phone}</a> · <a href="mailto:${c.email}">${c.email}</a></span>`;
    writeFileSync(join(dist, "prerendered/login.html"), `<!doctype html><head><title>Logowanie</title></head><body><div id="root">${footer}</div></body>`);
    // As app.ts hands over the settings: with the bank account, which the pages do not carry.
    const settings = { ...company, bankAccount: "PL 00 secret" };
    serve = createStaticHandler(dist, { company: settings });
  });
  const page = async (path: string) => (await serve(new Request(`http://localhost${path}`))).response.text();
  const dataOf = (html: string) => {
    const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}" nonce="[^"]+">(.*?)</script>`).exec(html)?.[1];
    return JSON.parse(json ?? "null") as unknown;
  };

  it("fills a prerendered page's placeholders with the details, escaped, and carries them as page data", async () => {
    const html = await page("/login");
    expect(html).not.toContain("%COMPANY_");
    expect(html).toContain("Żeglog &amp; Syn &lt;sp. z o.o.&gt; $&amp; · ul. Portowa 1 · NIP 1234563218");
    expect(html).toContain('<a href="tel:+48580000000">+48 58 000 00 00</a>');
    expect(html).toContain('<a href="mailto:kontakt@zeglog.pl">kontakt@zeglog.pl</a>');
    expect(dataOf(html)).toEqual({ company }); // no bank account
    expect(html).not.toContain("secret");
    // The data cannot close its element: "<" is escaped in the JSON.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("gives index.html the page data too, and answers a page whose first render depends on the query with index.html", async () => {
    for (const path of ["/dashboard", "/login?expired=1"]) {
      const html = await page(path);
      expect(html).toContain("<title>Żeglog</title>");
      expect(dataOf(html)).toEqual({ company });
    }
    expect(await page("/login?redirect=%2Ftrips")).toContain("<title>Logowanie</title>");
  });
});
