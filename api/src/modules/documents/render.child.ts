// A PDF render child process: owns one Typst compiler and compiles the jobs its parent (the render
// pool) sends, one at a time. If Typst panics natively, only this process dies; the pool fails that
// render and starts another child.
import { renderTemplate, typstCompiler } from "./typst.ts";
import type { ChildMessage, RenderJob, RenderReply } from "./render-pool.ts";

const send = process.send?.bind(process);
if (!send) throw new Error("render.child.ts must run as a child process with an IPC channel");

// The parent going away (killed, crashed) ends this process too.
process.on("disconnect", () => process.exit(0));

process.on("message", (job: RenderJob) => {
  let reply: RenderReply;
  try {
    const pdf = renderTemplate(
      job.template,
      job.data,
      job.files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes) })),
    );
    reply = { id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (e) {
    const raw = typeof e === "object" && e !== null && "diagnostics" in e && Array.isArray(e.diagnostics) ? e.diagnostics : [];
    const diagnostics = JSON.parse(JSON.stringify(raw)) as unknown[];
    reply = { id: job.id, error: { message: e instanceof Error ? e.message : String(e), diagnostics } };
  }
  send(reply satisfies ChildMessage);
});

// Fonts are loaded before the first job, so a render's time is the render's own.
typstCompiler();
send({ ready: true } satisfies ChildMessage);
