// Prints the Pothos schema to schema.graphql (npm run schema). CI fails when the file is stale.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "../api/src/graphql/schema.ts";
import { ROOT } from "../api/src/db/migrations.ts";

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(ROOT, "schema.graphql"), printedSchema());
  console.log("schema.graphql written");
}
