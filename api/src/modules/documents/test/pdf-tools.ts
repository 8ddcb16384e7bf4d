// Reads rendered PDFs back with poppler-utils (pdftotext, pdfinfo, pdffonts, pdfimages), the way a
// federation clerk's copy-paste would see them.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, fn: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "zeglog-pdf-"));
  const path = join(dir, "doc.pdf");
  try {
    await writeFile(path, pdf);
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type TextOptions = { first?: number; last?: number; mode?: "layout" | "raw" };

/**
 * `pdftotext -layout` (the page as laid out) of the whole document or of pages first..last;
 * `mode: "raw"` gives the content-stream order instead, where each form cell reads "label value".
 */
export const pdfText = (pdf: Uint8Array, opts: TextOptions = {}) =>
  withFile(pdf, async (path) => {
    const range = [...(opts.first ? ["-f", String(opts.first)] : []), ...(opts.last ? ["-l", String(opts.last)] : [])];
    return (await run("pdftotext", [`-${opts.mode ?? "layout"}`, "-enc", "UTF-8", ...range, path, "-"])).stdout;
  });

/** The text with every run of whitespace as one space: wrapped full-width text reads as one line. */
export const flat = (text: string) => text.replace(/\s+/g, " ");

export const pdfPages = (pdf: Uint8Array) => withFile(pdf, async (path) => Number(/^Pages:\s+(\d+)/m.exec((await run("pdfinfo", [path])).stdout)?.[1]));

/** Names of the embedded fonts (subset prefix removed). */
export const pdfFonts = (pdf: Uint8Array) =>
  withFile(pdf, async (path) => {
    const rows = (await run("pdffonts", [path])).stdout.split("\n").slice(2).filter(Boolean);
    return rows.map((r) => ({ name: (r.split(/\s+/)[0] ?? "").replace(/^[A-Z]{6}\+/, ""), embedded: / yes /.test(r) }));
  });

/** `pdfinfo` (the document's info dictionary) and `pdfinfo -meta` (its XMP metadata stream). */
export const pdfInfo = (pdf: Uint8Array) =>
  withFile(pdf, async (path) => ({ info: (await run("pdfinfo", [path])).stdout, xmp: (await run("pdfinfo", ["-meta", path])).stdout }));

export const pdfImageCount = (pdf: Uint8Array) =>
  withFile(pdf, async (path) => (await run("pdfimages", ["-list", path])).stdout.split("\n").slice(2).filter(Boolean).length);

type Word = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box (points), from `pdftotext -bbox`. */
export const pdfWords = (pdf: Uint8Array) =>
  withFile(pdf, async (path) => {
    const html = (await run("pdftotext", ["-bbox", "-enc", "UTF-8", path, "-"], { maxBuffer: 64 * 1024 * 1024 })).stdout;
    const words: Word[] = [];
    let page = 0;
    for (const [match, xMin, yMin, xMax, yMax, text = ""] of html.matchAll(
      /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      if (match === "<page ") page++;
      else words.push({ page, text, xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) });
    }
    return words;
  });

/**
 * Pairs of words printed over each other (text running out of its cell into the next one). Lines
 * may touch vertically, so a pair counts only when it shares half a line's height and 1 pt of width.
 */
export function overlappingWords(words: Word[]): [Word, Word][] {
  const found: [Word, Word][] = [];
  for (const [i, a] of words.entries()) {
    for (const b of words.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (w > 1 && h > 0.5 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin)) found.push([a, b]);
    }
  }
  return found;
}

/** A4 width minus the templates' 15 mm side margins, in points. */
export const TEXT_RIGHT_EDGE = 595.28 - (15 / 25.4) * 72;
