// The render worker: owns the process's one Typst compiler and compiles the jobs the main thread
// posts, one at a time, so a long render (all crew opinions of a big crew) never blocks requests.
import { parentPort } from "node:worker_threads";
import { renderTemplate } from "./typst.ts";
import type { RenderJob, RenderReply } from "./renderer.ts";

const port = parentPort;
if (!port) throw new Error("render.worker.ts must run in a worker thread");

port.on("message", (job: RenderJob) => {
  let reply: RenderReply;
  try {
    const pdf = renderTemplate(job.template, job.data, job.files);
    // A copy in a plain ArrayBuffer, which can be transferred (the compiler's buffer cannot).
    const copy = new Uint8Array(new ArrayBuffer(pdf.byteLength));
    copy.set(pdf);
    reply = { id: job.id, pdf: copy };
  } catch (e) {
    const diagnostics = typeof e === "object" && e !== null && "diagnostics" in e && Array.isArray(e.diagnostics) ? e.diagnostics : [];
    reply = { id: job.id, error: { message: e instanceof Error ? e.message : String(e), diagnostics } };
  }
  port.postMessage(reply, "pdf" in reply ? [reply.pdf.buffer] : []);
});
