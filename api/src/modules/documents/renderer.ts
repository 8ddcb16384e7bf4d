// Renders a template to PDF in the supervised pool of render child processes (render-pool.ts).
// The pool is created on the first render with the settings given to configureRenderer (the
// server passes PDF_WORKERS, PDF_QUEUE and PDF_TIMEOUT_MS from config.ts) or the defaults below.
import { availableParallelism } from "node:os";
import type { Logger } from "../../logger.ts";
import { RenderPool, type RenderPoolOptions, type RenderPriority } from "./render-pool.ts";
import type { VirtualFile } from "./typst.ts";

export type RenderOptions = {
  /** `low` for the anonymous public generator: it may fill only half of the queue and waits behind captains' documents. */
  priority?: RenderPriority;
};

export const defaultRenderSettings = (): Omit<RenderPoolOptions, "logger"> => {
  const size = Math.max(1, availableParallelism());
  return { size, maxQueue: 16 * size, timeoutMs: 30_000 };
};

let settings: RenderPoolOptions = defaultRenderSettings();
let pool: RenderPool | null = null;

/** Sets the pool's size, queue and timeout (and its logger); applies from the next pool on. */
export function configureRenderer(options: Partial<RenderPoolOptions> & { logger?: Pick<Logger, "warn" | "error" | "info"> }) {
  settings = { ...settings, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
}

/**
 * Compiles `templates/<template>` with `data` (as JSON in sys.inputs.data) in a render child process.
 * `data` is whatever the template reads: a trip's DocumentData, an invoice, a sea-time statement.
 */
export function renderPdf(template: string, data: object, files: VirtualFile[] = [], options: RenderOptions = {}): Promise<Buffer<ArrayBuffer>> {
  pool ??= new RenderPool(settings);
  return pool.render(template, data, files, options.priority);
}

/** The render children now and those busy rendering (diagnostics, tests). */
export const renderPoolStatus = () => ({ pids: pool?.pid ?? [], busyPids: pool?.busyPids ?? [] });

/** Stops the render children (shutdown, tests, benchmarks); the next render starts a new pool. */
export async function stopRenderWorker(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.close();
}
