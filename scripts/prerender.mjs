// Renders the first screens of a signed-out visitor (and the captain's dashboard) to HTML at build time (web/src/prerender.tsx,
// built for Node by `vite build --ssr`): web/dist/prerendered/<page>.html is index.html with the
// page's markup in #root, the antd styles it uses in <head> and the guard script after it, and
// <page>.json the hashes of its style attributes (for the page's Content-Security-Policy).
// api/src/http/static.ts serves such a page for its path (with a fresh CSP nonce in every
// placeholder); main.tsx hydrates it.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** What web/vite.config.ts puts as `html.cspNonce` into the built index.html; api/src/http/static.ts replaces it in every page. */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * Query parameters a prerendered page's first render depends on (`/login?expired=1` shows a notice):
 * a request with one of them is answered with index.html, the page drawn by the client.
 */
export const PRERENDER_VARIANT_PARAMS = ["expired"];

/**
 * The files under web/dist/prerendered/ of the page of `path` ("/" → index, "/cennik" → cennik): the
 * page (`.html`) and the hashes of its style attributes (`.json`).
 */
export function prerenderedFiles(path) {
  const name = path === "/" ? "index" : path.slice(1).replaceAll("/", "~");
  return { page: `${name}.html`, styleHashes: `${name}.json` };
}

/** An attribute value as the browser reads it (React escapes &, ", ', < and > in attributes). */
const decodeAttribute = (value) =>
  value.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|quot|lt|gt|apos));/gi, (_, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" }[name.toLowerCase()],
  );

/**
 * The CSP hashes of the style attributes in `markup` (React writes a component's `style` into the
 * markup as an attribute): the policy lets exactly these through ('unsafe-hashes'), no other inline style.
 */
export function styleAttributeHashes(markup) {
  const values = new Set([...markup.matchAll(/\sstyle="([^"]*)"/g)].map((m) => decodeAttribute(m[1])));
  return [...values].map((value) => `sha256-${createHash("sha256").update(value, "utf8").digest("base64")}`).sort();
}

/** Builds web/src/prerender.tsx for Node into web/.prerender and writes web/dist/prerendered/*.html. */
export async function prerenderPages(root) {
  const out = join(root, "web/.prerender");
  const vite = join(root, "node_modules/.bin/vite");
  const args = ["build", "--config", "web/vite.config.ts", "--ssr", "src/prerender.tsx", "--outDir", out, "--emptyOutDir", "--logLevel", "warn"];
  const result = spawnSync(vite, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the prerender bundle (web/src/prerender.tsx) failed to build; see the messages above");
  const { PRERENDERED_PAGES, ROOT_ID, prerenderGuard, renderPage } = await import(pathToFileURL(join(out, "prerender.js")).href);
  const dist = join(root, "web/dist");
  const template = readFileSync(join(dist, "index.html"), "utf8");
  const emptyRoot = `<div id="${ROOT_ID}"></div>`;
  if (!template.includes(emptyRoot) || !template.includes("</head>")) throw new Error(`web/dist/index.html has no ${emptyRoot} or </head>`);
  rmSync(join(dist, "prerendered"), { recursive: true, force: true });
  mkdirSync(join(dist, "prerendered"));
  for (const { path, audiences } of PRERENDERED_PAGES) {
    const { variants, styles } = await renderPage(path, audiences);
    // The first variant is the page; the others wait, inert, for the guard to pick one.
    const templates = variants
      .slice(1)
      .map((html, i) => `<template id="${ROOT_ID}-variant-${i + 1}">${html}</template>`)
      .join("");
    const page = template
      .replace("</head>", `${styles.replaceAll("<style", `<style nonce="${CSP_NONCE_PLACEHOLDER}"`)}</head>`)
      .replace(
        emptyRoot,
        `<div id="${ROOT_ID}">${variants[0]}</div>${templates}<script nonce="${CSP_NONCE_PLACEHOLDER}">${prerenderGuard(audiences)}</script>`,
      );
    const files = prerenderedFiles(path);
    writeFileSync(join(dist, "prerendered", files.page), page);
    writeFileSync(join(dist, "prerendered", files.styleHashes), `${JSON.stringify({ styleAttributeHashes: styleAttributeHashes(variants.join("")) })}\n`);
  }
  rmSync(out, { recursive: true, force: true });
  return PRERENDERED_PAGES.length;
}
