// The one Typst compiler of the process, created on first use and reused: warm renders take a few
// milliseconds because Typst memoises the templates and fonts between compilations. Fonts are the
// TTFs shipped through npm (fonts.ts), so the output is the same on every machine; system fonts are
// not used (`fallback: false` in the templates) and a font warning fails the render. The PDFs are
// archival: PDF/A-2b, with the document's title, author and keywords in their XMP metadata.
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { NodeCompiler, PdfStandard } from "@myriaddreamin/typst-ts-node-compiler";
import { fontBlobs } from "./fonts.ts";

/** The repository's templates/ (resolved from this file: the worker must not load the database code). */
export const TEMPLATES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../templates");

export class TypstRenderError extends Error {
  constructor(
    message: string,
    readonly diagnostics: unknown[],
  ) {
    super(message);
    this.name = "TypstRenderError";
  }
}

let compiler: NodeCompiler | null = null;

/** The process's compiler (created lazily). */
export function typstCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace: TEMPLATES_DIR, fontArgs: [{ fontBlobs: fontBlobs() }] });
  return compiler;
}

const message = (d: unknown) => (typeof d === "object" && d !== null && "message" in d ? String(d.message) : String(d));

/**
 * Typst memoises into a process-wide cache that only shrinks when evicted: without eviction every
 * render with new data adds to it (1 GB and 3× slower renders after 400 voyage cards). After each
 * render, results unused for this many renders are dropped; the templates' stay warm.
 */
const CACHE_MAX_AGE = 5;

/** Warnings Typst gives for fonts (e.g. "unknown font family") mean the output is not what we ship. */
const isFontWarning = (d: unknown) => /font/i.test(message(d));

/** A file handed to the template through the compiler's virtual file system (e.g. the logo). */
export type VirtualFile = { bytes: Uint8Array; extension: string };

/** The template-relative path (`/.files/<sha256>.<ext>`) a virtual file is visible under. */
export const virtualPath = (f: VirtualFile) => `/.files/${createHash("sha256").update(f.bytes).digest("hex")}.${f.extension}`;

/**
 * Compiles `templates/<template>` with `data` as JSON in `sys.inputs.data`. Synchronous: the
 * compiler is shared, and mapping the virtual files, compiling and unmapping happen in one turn
 * of the event loop, so renders never see each other's files.
 */
export function renderTemplate(template: string, data: unknown, files: VirtualFile[] = []): Buffer {
  const c = typstCompiler();
  const mapped = files.map((f) => {
    const path = join(TEMPLATES_DIR, virtualPath(f));
    c.mapShadow(path, Buffer.from(f.bytes));
    return path;
  });
  try {
    const result = c.compile({ mainFilePath: join(TEMPLATES_DIR, template), inputs: { data: JSON.stringify(data) } });
    const error = result.takeError();
    if (error) {
      const diagnostics = error.shortDiagnostics;
      throw new TypstRenderError(`Typst failed to compile ${template}: ${diagnostics.map(message).join("; ")}`, diagnostics);
    }
    const fontWarnings = (result.takeWarnings()?.shortDiagnostics ?? []).filter(isFontWarning);
    if (fontWarnings.length) {
      throw new TypstRenderError(`Font problem in ${template}: ${fontWarnings.map(message).join("; ")}`, fontWarnings);
    }
    const doc = result.result;
    if (!doc) throw new TypstRenderError(`Typst produced no document for ${template}`, []);
    return c.pdf(doc, { pdfStandard: PdfStandard.A_2b });
  } finally {
    for (const path of mapped) c.unmapShadow(path);
    c.evictCache(CACHE_MAX_AGE);
  }
}
