// Entry of the PDF render worker thread: registers tsx (the server runs TypeScript sources) and
// loads the worker. Plain JavaScript so that it starts the same under node, tsx and vitest.
import { register } from "tsx/esm/api";

register();
await import("./render.worker.ts");
