// Graceful shutdown of the real server process: on SIGTERM /healthz and /readyz answer 503, the
// listener closes, a request in flight (a PDF render whose body is still arriving) finishes with
// its PDF, and the process exits 0; a request that never finishes is cut after the bounded wait.
import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { tripForm } from "./modules/documents/test/sample-trip.ts";
import { eventually, freePort, serverProcesses, waitHealthy } from "./test/server-process.ts";

const procs = serverProcesses();
afterAll(() => procs.cleanup());

/** A POST whose body is sent in two parts: the server has the request in flight in between. */
function slowPost(port: number, path: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let req!: ClientRequest;
  const response = new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    req = request(
      { host: "127.0.0.1", port, path, method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": bytes.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.write(bytes.subarray(0, half));
  });
  return { response, finish: () => req.end(bytes.subarray(half)) };
}

const status = async (port: number, path: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: "close" } });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe("SIGTERM", () => {
  it("drains: health 503, no new connections, the PDF render in flight finishes, exit 0", async () => {
    const port = await freePort();
    const env = await procs.env({ PORT: String(port), LOG_LEVEL: "debug", SHUTDOWN_DELAY_SECONDS: "5", SHUTDOWN_TIMEOUT_SECONDS: "120" });
    const s = procs.start(env);
    await waitHealthy(port);
    expect(await status(port, "/readyz")).toEqual({ status: 200, body: { status: "ok" } });

    const pdf = slowPost(port, "/api/public/trip-card-pdf", JSON.stringify(tripForm()));
    await eventually(() => expect(s.output()).toMatch(/"path":"\/api\/public\/trip-card-pdf","msg":"request started"/), 30_000);
    s.child.kill("SIGTERM");

    // While draining (SHUTDOWN_DELAY_SECONDS), the load balancer's checks see 503 …
    await eventually(async () => expect(await status(port, "/readyz")).toEqual({ status: 503, body: { status: "draining" } }));
    expect((await status(port, "/healthz")).status).toBe(503);
    // … then the listener closes: new connections are refused.
    await eventually(async () => {
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        (e: Error & { cause?: { code?: string } }) => e.cause?.code === "ECONNREFUSED",
      );
      expect(refused).toBe(true);
    }, 30_000);
    expect(s.child.exitCode).toBeNull();

    // The request in flight gets its body now and its PDF is rendered and sent in full.
    pdf.finish();
    const res = await pdf.response;
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.body.length).toBe(Number(res.headers["content-length"]));
    expect(res.headers.connection).toBe("close");

    expect(await s.exited).toBe(0);
    expect(s.output()).toMatch(/"msg":"shutting down: draining"/);
    expect(s.output()).toMatch(/"msg":"shutdown complete"/);
    expect(s.output()).not.toMatch(/shutdown timeout/);
  });

  it("waits for an unfinished request at most SHUTDOWN_TIMEOUT_SECONDS, then exits", async () => {
    const port = await freePort();
    const env = await procs.env({ PORT: String(port), LOG_LEVEL: "debug", SHUTDOWN_TIMEOUT_SECONDS: "1" });
    const s = procs.start(env);
    await waitHealthy(port);
    const stuck = slowPost(port, "/api/public/trip-card-pdf", JSON.stringify(tripForm()));
    const cut = stuck.response.then(
      () => "answered",
      (e: NodeJS.ErrnoException) => e.code,
    );
    await eventually(() => expect(s.output()).toMatch(/"msg":"request started"/), 30_000);
    const signalled = Date.now();
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(s.output()).toMatch(/"inFlight":1,"msg":"shutdown timeout: closing the connections of unfinished requests"/);
    expect(await cut).toBe("ECONNRESET");
  });
});
