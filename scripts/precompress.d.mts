/** Types of precompress.mjs (a plain ES module run by Node during the build). */
export declare const COMPRESSIBLE: Set<string>;
/** Writes .br and .gz beside every compressible file of `dir` over 1 kB (each only when smaller); answers how many files it compressed. */
export declare function precompress(dir: string): number;
