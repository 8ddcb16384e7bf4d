import { defineConfig } from "prisma/config";

// Prisma 7's CLI insists on a native schema-engine binary before `generate`, although generate never
// runs it, and the binary cannot be downloaded here. Point it at any existing file. Migrations are
// run by scripts/migrate.ts through Prisma's WASM schema engine instead of `prisma migrate`.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
