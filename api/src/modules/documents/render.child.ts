// A PDF render child process: owns one Typst compiler and compiles the jobs its parent (the render
// pool) sends, one at a time. If Typst panics natively, only this process dies; the pool fails that
// render and starts another child.
import { renderTemplate, typstCompiler } from "./typst.ts";
import type { ChildMessage, RenderJob, RenderReply } from "./render-pool.ts";

if (!process.send) throw new Error("render.child.ts must run as a child process with an IPC channel");
const send = process.send.bind(process);

// The parent going away (killed, crashed) ends this process too.
process.on("disconnect", () => process.exit(0));

function render(job: RenderJob): RenderReply {
  try {
    const pdf = renderTemplate(
      job.template,
      job.data,
      job.files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes) })),
    );
    return { id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (e) {
    const raw = typeof e === "object" && e !== null && "diagnostics" in e && Array.isArray(e.diagnostics) ? e.diagnostics : [];
    const diagnostics = JSON.parse(JSON.stringify(raw)) as unknown[];
    return { id: job.id, error: { message: e instanceof Error ? e.message : String(e), diagnostics } };
  }
}

// The parent may send the next job before this one is done (render-pool.ts): jobs wait here, and
// the next starts once the last answer is written out, so no answer waits behind a whole render.
const jobs: RenderJob[] = [];
let rendering = false;
function renderNext() {
  const job = rendering ? undefined : jobs.shift();
  if (!job) return;
  rendering = true;
  send(render(job) satisfies ChildMessage, undefined, undefined, () => {
    rendering = false;
    renderNext();
  });
}

process.on("message", (job: RenderJob) => {
  jobs.push(job);
  renderNext();
});

// Fonts are loaded before the first job, so a render's time is the render's own.
typstCompiler();
send({ ready: true } satisfies ChildMessage);
