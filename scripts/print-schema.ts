// Prints the Pothos schema to schema.graphql (npm run schema). CI fails when the file is stale.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { printedSchema } from "../api/src/graphql/sdl.ts";
import { ROOT } from "../api/src/db/migrations.ts";

export { printedSchema };

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(ROOT, "schema.graphql"), printedSchema());
  console.log("schema.graphql written");
}
