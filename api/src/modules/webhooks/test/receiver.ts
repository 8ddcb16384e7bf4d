// A real webhook receiver for tests: node:http on an ephemeral port of 127.0.0.1, keeping every
// request's headers and raw body, answering with the status the test sets.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "../../../logger.ts";
import { appPerFile } from "../../../test/app-per-file.ts";
import type { TestApp } from "../../../test/harness.ts";
import { DEV_WEBHOOK_KEY, keyFrom } from "../webhook-crypto.ts";
import { WebhookWorker } from "../webhook-worker.ts";

type Received = { headers: IncomingHttpHeaders; body: string };
/** A started receiver: its URL, what it received, the status it answers with, and close. */
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(state.status, { "content-type": "text/plain" }).end(state.status < 300 ? "ok" : "boom ".repeat(100));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the headers: recompute the HMAC over the raw body and compare. */
export function verifySignature(secret: string, r: Received): boolean {
  const timestamp = String(r.headers["zeglog-webhook-timestamp"] ?? "");
  const signature = String(r.headers["zeglog-webhook-signature"] ?? "");
  const expected = `v1=${createHmac("sha256", secret).update(`${timestamp}.${r.body}`).digest("hex")}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

export const LOOPBACK_ALLOWED = { policy: { production: false, allowedHosts: ["127.0.0.1"] }, key: keyFrom(DEV_WEBHOOK_KEY) };

/** One test app for the file with webhooks allowed to this machine, and a receiver started after it and closed last; `ready` gets both. */
export function appWithReceiver(ready: (app: TestApp, receiver: Receiver) => void) {
  let receiver: Receiver | undefined;
  appPerFile(
    async (app) => {
      receiver = await startReceiver();
      ready(app, receiver);
    },
    { options: { webhooks: LOOPBACK_ALLOWED }, after: async () => await receiver?.close() },
  );
}

/** A worker on the test app's database and clock, jitter fixed at its middle (delays exactly as listed). */
export const testWorker = (t: TestApp, policy = LOOPBACK_ALLOWED.policy) =>
  new WebhookWorker({ db: t.db, clock: t.clock, logger: createLogger("silent"), policy, key: LOOPBACK_ALLOWED.key, random: () => 0.5 });
