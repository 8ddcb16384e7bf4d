/** Types of prerender.mjs (a plain ES module run by Node). */
/** The file under web/dist/prerendered/ holding the page of `path` ("/" → index.html, "/login" → login.html). */
export declare function prerenderedFile(path: string): string;
/** Builds web/src/prerender.tsx for Node and writes web/dist/prerendered/*.html; answers how many pages. */
export declare function prerenderPages(root: string): Promise<number>;
/** The CSP hashes ('sha256-…') of the distinct style attribute values in `markup`, sorted. */
export declare function styleAttributeHashes(markup: string): string[];
