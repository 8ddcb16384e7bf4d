// `npm start`: builds the web client when needed, then runs the server in THIS process
// (migrations are applied by the server at start-up).
import { register } from "tsx/esm/api";
import { ensureWebBuilt } from "./build-web.mjs";

await ensureWebBuilt();
register();
await import("../api/src/server.ts");
