/** Types of prerender.mjs (a plain ES module run by Node). */
/** What web/vite.config.ts puts as `html.cspNonce` into the built index.html; api/src/http/static.ts replaces it in every page. */
export declare const CSP_NONCE_PLACEHOLDER: string;
/** Query parameters a prerendered page's first render depends on: with one of them, index.html is served. */
export declare const PRERENDER_VARIANT_PARAMS: readonly string[];
/** The files under web/dist/prerendered/ of the page of `path`: the page and the hashes of its style attributes. */
export declare function prerenderedFiles(path: string): { page: string; styleHashes: string };
/** Builds web/src/prerender.tsx for Node and writes web/dist/prerendered/*.html; answers how many pages. */
export declare function prerenderPages(root: string): Promise<number>;
/** The CSP hashes ('sha256-…') of the distinct style attribute values in `markup`, sorted. */
export declare function styleAttributeHashes(markup: string): string[];
