// The schema as SDL: written to schema.graphql (npm run schema) and served at /graphql/schema.graphql.
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./schema.ts";

let printed: string | null = null;
export const printedSchema = () => (printed ??= `${printSchema(lexicographicSortSchema(schema))}\n`);
