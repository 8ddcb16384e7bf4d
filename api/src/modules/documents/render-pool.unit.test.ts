// The render pool of child processes: a native Typst panic costs one render (the child is replaced,
// this process lives on), a render's timeout counts from its start, the queue is bounded (503 with
// a retry time) and captains' renders go before the public generator's.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../../errors.ts";
import { documentData } from "./documents.model.ts";
import { RenderFailedError, RenderPool, type RenderPoolOptions } from "./render-pool.ts";
import { flat, pdfText } from "./test/pdf-tools.ts";
import { sampleTrip } from "./test/sample-trip.ts";
import { virtualPath, type VirtualFile } from "./typst.ts";
import { must } from "../../../../validation/must.ts";

const pools: RenderPool[] = [];
const newPool = (o: Partial<RenderPoolOptions> = {}) => {
  const logs: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const log = (level: string) => (obj: Record<string, unknown>, msg: string) => logs.push({ level, msg, obj });
  const pool = new RenderPool({
    size: 1,
    maxQueue: 8,
    timeoutMs: 60_000,
    logger: { info: log("info"), warn: log("warn"), error: log("error") },
    ...o,
  } as RenderPoolOptions);
  pools.push(pool);
  return { pool, logs };
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const card = (over: Parameters<typeof sampleTrip>[0] = {}) => documentData(sampleTrip(over));
/** Document data straight to Typst, past the document model's sanitising: what used to crash the server. */
const panicking = () => {
  const data = card();
  return { ...data, yacht: { ...data.yacht, name: "\u202eABC" } };
};
/** A template that would compute for minutes (a billion loop turns). */
const slowFile: VirtualFile = { bytes: Buffer.from("#let n = 0\n#for i in range(1000000000) { n += 1 }\n#n"), extension: "typ" };
const slow = (pool: RenderPool) => pool.render(virtualPath(slowFile).slice(1), {}, [slowFile]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("render pool", { timeout: 120_000 }, () => {
  it("fails only the render whose child panics in Typst, logs it, and renders the next one in a new child", async () => {
    const { pool, logs } = newPool();
    const first = await pool.render("voyage-card.typ", card({ logbookNumber: "NR-1" }));
    expect(first.subarray(0, 5).toString()).toBe("%PDF-");
    const [before] = pool.pid;

    const error = await pool.render("voyage-card.typ", panicking()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderFailedError);
    expect(String((error as Error).message)).toMatch(/exited during a render/);
    const crash = logs.find((l) => l.level === "error" && /crashed/.test(l.msg));
    expect(crash?.obj.stderr).toMatch(/panicked|Aborted|begin <= end/);
    expect(alive(must(before, "the worker pid"))).toBe(false);

    const next = await pool.render("voyage-card.typ", card({ logbookNumber: "NR-2" }));
    expect(flat(await pdfText(next, { mode: "raw" }))).toContain("voyage No. NR-2");
    expect(pool.pid[0]).not.toBe(before);
  });

  it("sends a busy child its next job ahead; one sent ahead to a child that dies is rendered by the next child", async () => {
    const { pool } = newPool();
    await pool.render("voyage-card.typ", card()); // the child is up and warm
    const [before] = pool.pid;
    const crashing = pool.render("voyage-card.typ", panicking()).catch((e: unknown) => e);
    const ahead = pool.render("voyage-card.typ", card({ logbookNumber: "NR-AHEAD" }));
    const queued = pool.render("voyage-card.typ", card({ logbookNumber: "NR-QUEUED" }));
    expect(pool.sentAhead).toBe(1); // the second job went to the busy child; the third waits here
    expect(await crashing).toBeInstanceOf(RenderFailedError);
    expect(flat(await pdfText(await ahead, { mode: "raw" }))).toContain("voyage No. NR-AHEAD");
    expect(flat(await pdfText(await queued, { mode: "raw" }))).toContain("voyage No. NR-QUEUED");
    expect(pool.pid[0]).not.toBe(before);
    expect(pool.sentAhead).toBe(0);
  });

  it("counts the timeout from the start of a render: the one waiting behind a killed render still gets its time", async () => {
    const timeoutMs = 4000;
    const { pool, logs } = newPool({ timeoutMs });
    await pool.render("voyage-card.typ", card()); // the child is up and warm
    const queuedAt = performance.now();
    const stuck = slow(pool).catch((e: unknown) => e);
    const waiting = pool.render("voyage-card.typ", card({ logbookNumber: "NR-W" }));
    expect(await stuck).toBeInstanceOf(RenderFailedError);
    expect(String(await stuck)).toMatch(/timed out after 4000 ms/);
    const pdf = await waiting;
    expect(performance.now() - queuedAt).toBeGreaterThan(timeoutMs);
    expect(flat(await pdfText(pdf, { mode: "raw" }))).toContain("voyage No. NR-W");
    expect(logs.some((l) => /timed out/.test(l.msg))).toBe(true);
  });

  it("refuses renders over the queue with a retry time, and the public (low) priority gets half of the queue", async () => {
    const { pool } = newPool({ maxQueue: 2, timeoutMs: 120_000 });
    await pool.render("voyage-card.typ", card());
    const stuck = slow(pool).catch((e: unknown) => e); // occupies the only child
    const queued = [pool.render("voyage-card.typ", card()).catch((e: unknown) => e)];
    const low = await pool.render("voyage-card.typ", card(), [], "low").catch((e: unknown) => e);
    expect(low).toBeInstanceOf(ServiceUnavailableError);
    queued.push(pool.render("voyage-card.typ", card()).catch((e: unknown) => e));
    const over = await pool.render("voyage-card.typ", card()).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(ServiceUnavailableError);
    expect((over as ServiceUnavailableError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((over as ServiceUnavailableError).code).toBe("SERVICE_UNAVAILABLE");

    const pids = pool.pid;
    await pool.close();
    expect(await stuck).toBeInstanceOf(RenderFailedError);
    for (const q of await Promise.all(queued)) expect(q).toBeInstanceOf(RenderFailedError);
    for (const pid of pids) expect(alive(pid)).toBe(false);
    await expect(pool.render("voyage-card.typ", card())).rejects.toThrow(/closed/);
  });

  it("renders captains' documents before the public generator's waiting ones", async () => {
    const { pool } = newPool();
    const done: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => done.push(name));
    // All three wait for the child that is still starting.
    await Promise.all([
      track("public-1", pool.render("voyage-card.typ", card(), [], "low")),
      track("public-2", pool.render("voyage-card.typ", card(), [], "low")),
      track("captain", pool.render("voyage-card.typ", card())),
    ]);
    expect(done).toEqual(["captain", "public-1", "public-2"]);
  });

  it("starts children only for waiting renders", async () => {
    const { pool } = newPool({ size: 4 });
    await pool.render("voyage-card.typ", card());
    expect(pool.children).toBe(1);
  });

  it("uses up to `size` children for concurrent renders, each answer its own document", async () => {
    const { pool } = newPool({ size: 2 });
    const pdfs = await Promise.all(Array.from({ length: 4 }, (_, i) => pool.render("voyage-card.typ", card({ logbookNumber: `NR-${i}` }))));
    expect(pool.children).toBe(2);
    for (const [i, pdf] of pdfs.entries()) expect(flat(await pdfText(pdf, { mode: "raw" }))).toContain(`voyage No. NR-${i}`);
  });

  it("closing a pool of idle children waits for them to exit instead of letting a script end early", () => {
    // Idle children are unref'd; closing must still be awaited to the end (a script that renders,
    // closes and then goes on used to stop silently at the close).
    const pool = fileURLToPath(new URL("./render-pool.ts", import.meta.url));
    const script = `
      import { RenderPool } from ${JSON.stringify(pool)};
      const pool = new RenderPool({ size: 2, maxQueue: 4, timeoutMs: 60000 });
      await pool.render("voyage-card.typ", ${JSON.stringify(card())});
      await pool.close();
      console.log("closed");`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 110_000 });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("closed");
    expect(run.status).toBe(0);
  });
});
