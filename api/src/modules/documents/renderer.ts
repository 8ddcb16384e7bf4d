// Renders a template to PDF on the render worker thread (render.worker.ts), which owns the
// process's one Typst compiler. Jobs queue on the worker and run one at a time; the main thread
// only posts the JSON data and receives the bytes, so it keeps serving requests meanwhile.
// The worker starts on the first render and keeps the event loop alive only while jobs are pending.
import { Worker } from "node:worker_threads";
import type { DocumentData } from "./documents.model.ts";
import { TypstRenderError, type VirtualFile } from "./typst.ts";

export type RenderJob = { id: number; template: string; data: DocumentData; files: VirtualFile[] };
export type RenderReply =
  | { id: number; pdf: Uint8Array<ArrayBuffer> }
  | { id: number; error: { message: string; diagnostics: unknown[] } };

type Pending = { worker: Worker; resolve: (pdf: Buffer<ArrayBuffer>) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/** A render that has not finished after this long is abandoned and the worker restarted. */
const JOB_TIMEOUT_MS = 30_000;

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/** Rejects the jobs of a worker that failed or stopped. */
function failJobsOf(w: Worker, error: Error) {
  for (const [id, p] of pending) {
    if (p.worker !== w) continue;
    clearTimeout(p.timer);
    p.reject(error);
    pending.delete(id);
  }
}

function startWorker(): Worker {
  const w = new Worker(new URL("./render-worker.mjs", import.meta.url));
  w.on("message", (reply: RenderReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    clearTimeout(p.timer);
    if (![...pending.values()].some((job) => job.worker === w)) w.unref();
    if ("pdf" in reply) p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    else p.reject(new TypstRenderError(reply.error.message, reply.error.diagnostics));
  });
  w.on("error", (e) => {
    if (worker === w) worker = null;
    failJobsOf(w, e);
  });
  w.on("exit", (code) => {
    if (worker === w) worker = null;
    failJobsOf(w, new Error(`PDF render worker exited (code ${code})`));
  });
  return w;
}

/** Compiles `templates/<template>` with `data` (as JSON in sys.inputs.data) on the worker. */
export function renderPdf(template: string, data: DocumentData, files: VirtualFile[] = []): Promise<Buffer<ArrayBuffer>> {
  worker ??= startWorker();
  const w = worker;
  const id = nextId++;
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`PDF render of ${template} timed out after ${JOB_TIMEOUT_MS} ms`));
      if (worker === w) worker = null;
      void w.terminate();
    }, JOB_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { worker: w, resolve, reject, timer });
    w.ref();
    w.postMessage({ id, template, data, files } satisfies RenderJob);
  });
}

/** Stops the worker (tests, benchmarks); the next render starts a new one. */
export async function stopRenderWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
