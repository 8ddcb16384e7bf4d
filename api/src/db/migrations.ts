// Applies prisma/migrations through Prisma's WASM schema engine and driver adapters, because the
// native engine behind `prisma migrate` cannot be downloaded here. Same `_prisma_migrations` table
// and folder layout as Prisma Migrate. Used by start-up, tests and scripts/migrate.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const SCHEMA_PATH = join(ROOT, "prisma/schema.prisma");
export const MIGRATIONS_DIR = join(ROOT, "prisma/migrations");
export const filters = { externalTables: [], externalEnums: [] };

const read = (p: string) => readFileSync(p, "utf8");

/* The engine's wasm-bindgen API is untyped; this is the part of it we call. */
type SchemaEngine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diagnoseMigrationHistory(input: unknown): Promise<{ history: unknown; failedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string }>;
  free(): void;
};

type WasmModule = {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: { new: (opts: unknown, log: () => void, factory: unknown) => Promise<SchemaEngine> };
};

let wasmModule: Promise<WasmModule> | undefined;
function loadWasm(): Promise<WasmModule> {
  wasmModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmJs = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as unknown as WasmModule;
    const module = new WebAssembly.Module(readFileSync(join(dirname(wasmJs), "schema_engine_bg.wasm")));
    const inst = new WebAssembly.Instance(module, { "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports });
    bg.__wbg_set_wasm(inst.exports);
    (inst.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg;
  })();
  return wasmModule;
}

export async function withEngine<T>(factory: SqlMigrationAwareDriverAdapterFactory, fn: (e: SchemaEngine) => Promise<T>): Promise<T> {
  const bg = await loadWasm();
  // The engine does not close the PostgreSQL connections it opens, and its migration advisory lock
  // (server-wide) lives as long as its connection: without closing them here, a starting process
  // would keep every other process (another instance, a parallel test run) waiting for its pool's
  // idle timeout. PGlite's adapter shares the one open database and is left alone.
  const opened: { dispose(): Promise<void> }[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory =
    factory.adapterName === "@prisma/adapter-pg"
      ? Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
          connect: async () => {
            const adapter = await factory.connect();
            opened.push(adapter);
            return adapter;
          },
        })
      : factory;
  const engine = await bg.SchemaEngine.new({ datamodels: undefined }, () => {}, bindMigrationAwareSqlAdapterFactory(tracked));
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((a) => a.dispose().catch(() => {})));
  }
}

export function migrationsList(dir = MIGRATIONS_DIR) {
  const lock = join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    shadowDbInitScript: "",
    lockfile: { path: "migration_lock.toml", content: existsSync(lock) ? read(lock) : null },
    migrationDirectories: (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [])
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
      .map((path) => ({
        path,
        migrationFile: { path: "migration.sql", content: { tag: "ok", value: read(join(dir, path, "migration.sql")) } },
      })),
  };
}

/** A migration-capable adapter over an open PGlite. pglite-prisma-adapter 0.7.2 does not await
 * exec() in executeScript, so a failed migration would be recorded as applied: wrap it. */
export function pgliteMigrationFactory(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(db);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const onError = (adapter as unknown as { onError: (e: unknown) => never }).onError.bind(adapter);
    adapter.executeScript = async (sql: string) => {
      try {
        await db.exec(sql);
      } catch (e) {
        onError(e);
      }
    };
    return adapter;
  };
  return factory;
}

export class MigrationError extends Error {}

/** Applies pending migrations; a failed or half-applied migration becomes a clear MigrationError. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory, dir = MIGRATIONS_DIR): Promise<string[]> {
  // PostgreSQL serialises migrations server-wide with an advisory lock that Prisma waits 10 s for;
  // when another process (another instance starting, a parallel test run) holds it longer, wait again.
  for (let attempt = 1; ; attempt++) {
    try {
      const out = await withEngine(factory, (e) => e.applyMigrations({ migrationsList: migrationsList(dir), filters }));
      return out.appliedMigrationNames;
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      if (attempt < 6 && detail.includes("advisory lock")) continue;
      throw migrationError(detail);
    }
  }
}

function migrationError(detail: string) {
  return new MigrationError(
    `Database migration failed — the server will not start until it is fixed.\n${detail.trim()}\n` +
      "Inspect it with `npm run db:status`; after repairing the database, mark the migration as rolled back or resolved.",
  );
}
