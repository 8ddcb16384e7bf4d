// Imported first by main.tsx, before any form schema is built: zod must not compile its parsers
// with `new Function` in the browser. The Content-Security-Policy forbids eval, and even zod's
// probe for it would be reported as a violation. (The server keeps zod's faster compiled parsers.)
// zod keeps its settings in `globalThis.__zod_globalConfig` (what `z.config()` writes), so setting
// it here does the same without importing zod into the first chunk: the forms' chunks bring zod.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
