/** Types of build-web.mjs (a plain ES module run by Node). */
export declare function sourceHash(): string;
/** Builds web/dist unless it is already built from the current sources (or `force`); answers whether it built. */
export declare function ensureWebBuilt(options?: { force?: boolean }): Promise<boolean>;
