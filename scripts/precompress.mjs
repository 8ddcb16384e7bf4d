// Precompresses the built web client once, at build time: next to every compressible file of
// web/dist (JavaScript, CSS, SVG, JSON, text) over 1 kB it writes `<file>.br` (brotli, quality 11)
// and `<file>.gz` (gzip, level 9) when they are smaller. api/src/http/static.ts serves them to
// browsers that accept them, so no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Not .html: a page goes out with a fresh nonce each time, compressed then (api/src/http/static.ts).
export const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Writes .br and .gz twins of every compressible file under `dir`; returns how many files. */
export function precompress(dir) {
  let count = 0;
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}
