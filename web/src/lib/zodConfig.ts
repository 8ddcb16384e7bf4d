// Imported first by main.tsx, before any form schema is built: zod must not compile its parsers
// with `new Function` in the browser. The Content-Security-Policy forbids eval, and even zod's
// probe for it would be reported as a violation. (The server keeps zod's faster compiled parsers.)
import { z } from "zod";

z.config({ jitless: true });
