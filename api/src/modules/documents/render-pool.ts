// A small supervised pool of render CHILD PROCESSES (render-child.mjs → render.child.ts), each
// with its own Typst compiler. A native panic of Typst aborts only that child: its render fails
// (a plain Error, so callers answer with the error taxonomy's internal message), the crash is
// logged with the child's last words on stderr, and the next render starts a new child.
//
// Bounded everywhere: at most `size` children, each rendering one job at a time; at most
// `maxQueue` jobs waiting (over it: ServiceUnavailableError, 503 + Retry-After); low-priority
// jobs (the public generator) may fill only half of the queue and are dispatched after the
// others, so a burst of them cannot starve signed-in captains. A render's timeout counts from
// the moment a child starts it, not from enqueueing; a child that overruns is killed and replaced.
//
// While every child is busy and jobs wait, each child is sent its next job before it finishes the
// one it renders (one at most): it starts that one the moment it is done, without waiting for this
// process to read its answer and send another (on a machine whose cores the children fill, this
// process is often not running just then). A job sent ahead whose child dies before starting it
// goes back to the head of the queue, once.
import { fork, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { ServiceUnavailableError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { TypstRenderError, type VirtualFile } from "./typst.ts";

export type RenderPriority = "normal" | "low";
export type RenderJob = { id: number; template: string; data: unknown; files: VirtualFile[] };
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: { message: string; diagnostics: unknown[] } };
export type ChildMessage = RenderReply | { ready: true };

export type RenderPoolOptions = {
  /** How many children at most (each renders one document at a time). */
  size: number;
  /** How many renders may wait for a free child; more are refused with 503. */
  maxQueue: number;
  /** A render still running this long after its child started it is abandoned and the child killed. */
  timeoutMs: number;
  logger?: Pick<Logger, "warn" | "error" | "info">;
};

/** A render whose child process died (a native panic, out of memory, killed) or overran its time. */
export class RenderFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderFailedError";
  }
}

type Job = {
  id: number;
  message: RenderJob;
  priority: RenderPriority;
  /** Sent ahead to a child that died before it started it, and queued again (once). */
  requeued: boolean;
  resolve: (pdf: Buffer<ArrayBuffer>) => void;
  reject: (e: Error) => void;
};

type Slot = {
  child: ChildProcess;
  ready: boolean;
  /** The job the child renders now, and the one sent ahead that it starts next. */
  job: Job | null;
  next: Job | null;
  timer: NodeJS.Timeout | null;
  started: number;
  stderr: string;
};

const ENTRY = fileURLToPath(new URL("./render-child.mjs", import.meta.url));
const STDERR_TAIL = 4000;

export class RenderPool {
  private slots = new Set<Slot>();
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Mean render time (ms), for the Retry-After estimate. */
  private meanMs = 200;

  constructor(readonly options: RenderPoolOptions) {
    if (options.size < 1 || options.maxQueue < 0 || options.timeoutMs <= 0) throw new RangeError("invalid render pool options");
  }

  /** Children alive now (for tests and diagnostics). */
  get children(): number {
    return this.slots.size;
  }

  get pid(): number[] {
    return [...this.slots].map((s) => s.child.pid ?? 0);
  }

  /** Process ids of the children rendering right now. */
  get busyPids(): number[] {
    return [...this.slots].filter((s) => s.job !== null).map((s) => s.child.pid ?? 0);
  }

  render(template: string, data: unknown, files: VirtualFile[] = [], priority: RenderPriority = "normal"): Promise<Buffer<ArrayBuffer>> {
    if (this.closed) return Promise.reject(new RenderFailedError("the PDF render pool is closed"));
    // Jobs that idle, starting or not yet started children will take at once do not wait.
    const busy = [...this.slots].filter((s) => s.job !== null).length;
    const waiting = this.queue.length + this.sentAhead - (this.options.size - busy);
    const room = priority === "low" ? Math.floor(this.options.maxQueue / 2) : this.options.maxQueue;
    if (waiting >= room) return Promise.reject(new ServiceUnavailableError(this.retryAfterSeconds()));
    const id = this.nextId++;
    return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
      const job: Job = { id, priority, resolve, reject, requeued: false, message: { id, template, data, files } };
      // Normal jobs go before every waiting low-priority job.
      const at = priority === "normal" ? this.queue.findIndex((j) => j.priority === "low") : -1;
      if (at < 0) this.queue.push(job);
      else this.queue.splice(at, 0, job);
      this.pump();
    });
  }

  /** Kills every child and fails the jobs still waiting. The pool refuses renders afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new RenderFailedError("the PDF render pool was closed"));
    const exits = [...this.slots].map((slot) => this.retire(slot, new RenderFailedError("the PDF render pool was closed")));
    await Promise.all(exits);
  }

  /** Jobs sent ahead to a busy child, which it starts when it is done (diagnostics, tests). */
  get sentAhead(): number {
    return [...this.slots].filter((s) => s.next !== null).length;
  }

  private retryAfterSeconds(): number {
    const waitMs = ((this.queue.length + this.sentAhead + 1) * this.meanMs) / this.options.size;
    return Math.min(60, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  private idleSlot(): Slot | undefined {
    return [...this.slots].find((s) => s.ready && s.job === null);
  }

  /** Hands waiting jobs to idle children and starts children while there is work and room. */
  private pump() {
    if (this.closed) return;
    for (let slot = this.idleSlot(); slot && this.queue.length; slot = this.idleSlot()) this.dispatch(slot, this.queue.shift()!);
    // One child per waiting job at most (counting those still starting), up to the pool's size.
    const starting = () => [...this.slots].filter((s) => !s.ready).length;
    while (this.queue.length > starting() && this.slots.size < this.options.size) this.spawn();
    // Every child there is, up and busy: each gets its next job ahead.
    if (this.slots.size === this.options.size && starting() === 0) {
      for (const slot of this.slots) {
        const job = slot.job && !slot.next ? this.queue.shift() : undefined;
        if (job) this.sendAhead(slot, job);
      }
    }
    this.updateRefs();
  }

  private dispatch(slot: Slot, job: Job) {
    slot.job = job;
    this.start(slot, job);
    this.send(slot, job);
  }

  private sendAhead(slot: Slot, job: Job) {
    slot.next = job;
    this.send(slot, job);
  }

  private send(slot: Slot, job: Job) {
    slot.child.send(job.message, (e) => {
      if (e) void this.retire(slot, new RenderFailedError(`could not send the render to its child process: ${e.message}`));
    });
  }

  /** The child starts `job` now: its time counts from here. */
  private start(slot: Slot, job: Job) {
    slot.started = performance.now();
    slot.timer = setTimeout(() => {
      this.options.logger?.error(
        { template: job.message.template, timeoutMs: this.options.timeoutMs, pid: slot.child.pid },
        "PDF render timed out; killing its child process",
      );
      void this.retire(slot, new RenderFailedError(`PDF render of ${job.message.template} timed out after ${this.options.timeoutMs} ms`));
    }, this.options.timeoutMs);
  }

  private spawn() {
    // No inherited execArgv: the entry registers tsx itself, the same under node, tsx and vitest.
    const child = fork(ENTRY, [], { execArgv: [], serialization: "advanced", stdio: ["ignore", "inherit", "pipe", "ipc"] });
    const slot: Slot = { child, ready: false, job: null, next: null, timer: null, started: 0, stderr: "" };
    this.slots.add(slot);
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on("message", (message: ChildMessage) => this.onMessage(slot, message));
    child.on("error", (e) => {
      this.options.logger?.error({ err: e, pid: child.pid }, "PDF render child process error");
      void this.retire(slot, new RenderFailedError(`PDF render child process error: ${e.message}`));
    });
    child.on("exit", (code, signal) => this.onExit(slot, code, signal));
  }

  private onMessage(slot: Slot, message: ChildMessage) {
    if ("ready" in message) {
      slot.ready = true;
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    const ms = performance.now() - slot.started;
    this.finish(slot);
    // The child has gone on to the job sent ahead.
    const next = slot.next;
    if (next) {
      slot.next = null;
      slot.job = next;
      this.start(slot, next);
    }
    this.meanMs = this.meanMs * 0.9 + ms * 0.1;
    if ("pdf" in message) job.resolve(Buffer.from(message.pdf.buffer as ArrayBuffer, message.pdf.byteOffset, message.pdf.byteLength));
    else job.reject(new TypstRenderError(message.error.message, message.error.diagnostics));
    this.pump();
  }

  private onExit(slot: Slot, code: number | null, signal: NodeJS.Signals | null) {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    const job = slot.job;
    this.finish(slot);
    this.requeue(slot);
    if (job) {
      this.options.logger?.error(
        { template: job.message.template, code, signal, pid: slot.child.pid, stderr: slot.stderr.trim() },
        "PDF render child process crashed; replacing it",
      );
      job.reject(new RenderFailedError(`PDF render child process exited during a render (code ${code}, signal ${signal})`));
    } else if (!slot.ready && !this.closed) {
      this.options.logger?.error({ code, signal, stderr: slot.stderr.trim() }, "PDF render child process failed to start");
      // Nothing alive can take the waiting jobs: fail them instead of restarting in a loop.
      if (this.slots.size === 0) {
        for (const waiting of this.queue.splice(0)) waiting.reject(new RenderFailedError("the PDF render child process failed to start"));
      }
    }
    this.pump();
  }

  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** The job sent ahead to a child that is gone never started: it waits at the head of the queue again, once. */
  private requeue(slot: Slot) {
    const next = slot.next;
    slot.next = null;
    if (!next) return;
    if (this.closed) next.reject(new RenderFailedError("the PDF render pool was closed"));
    else if (next.requeued) next.reject(new RenderFailedError("the PDF render child process exited twice before this render started"));
    else {
      next.requeued = true;
      this.queue.unshift(next);
    }
  }

  /** Kills a child; its job (if any) fails with `error`. Resolves once the process has exited. */
  private retire(slot: Slot, error: Error): Promise<void> {
    const job = slot.job;
    this.finish(slot);
    this.requeue(slot);
    this.slots.delete(slot);
    job?.reject(error);
    const { child } = slot;
    const exited = child.exitCode !== null || child.signalCode !== null;
    const done = exited ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    if (!exited) {
      child.ref(); // an idle child is unref'd: keep the process alive until its exit is seen
      child.kill("SIGKILL");
    }
    queueMicrotask(() => this.pump());
    return done;
  }

  /** Idle children do not keep the process alive (tests and scripts end when their work is done). */
  private updateRefs() {
    for (const slot of this.slots) {
      const busy = slot.job !== null || slot.next !== null || !slot.ready || this.queue.length > 0;
      const stderr = slot.child.stderr as Socket | null;
      if (busy) {
        slot.child.ref();
        slot.child.channel?.ref();
        stderr?.ref?.();
      } else {
        slot.child.unref();
        slot.child.channel?.unref();
        stderr?.unref?.();
      }
    }
  }
}
