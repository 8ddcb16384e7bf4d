// Entry of a PDF render child process (render-pool.ts): registers tsx (the server runs TypeScript
// sources) and loads the child. Plain JavaScript so that it starts the same under node, tsx and
// vitest.
import { register } from "tsx/esm/api";

register();
await import("./render.child.ts");
