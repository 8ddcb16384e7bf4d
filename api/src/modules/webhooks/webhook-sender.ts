// One signed POST to a webhook endpoint: node:http(s) (redirects are never followed), a 10 s
// timeout, the address checks of ssrf.ts at send time, and at most a short excerpt of the answer.
import http from "node:http";
import https from "node:https";
import { signPayload } from "./webhook-crypto.ts";
import { checkedLookup, urlRefusal, type WebhookNetPolicy } from "./ssrf.ts";

export const SEND_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 200;

type SendResult = { ok: boolean; status: number | null; error: string | null; excerpt: string | null };

/** Short, for the captain's delivery log: never a stack, an internal address or a file path. */
function describe(e: unknown): string {
  const code = (e as { code?: string }).code;
  switch (code) {
    case "ERR_WEBHOOK_REFUSED_ADDRESS":
      return "refused: not a public address";
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "host not found";
    case "ETIMEDOUT":
    case "ERR_WEBHOOK_TIMEOUT":
      return "timed out after 10 s";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "host unreachable";
    default:
      return code?.startsWith("ERR_TLS") || code?.includes("CERT") ? "TLS error" : "connection failed";
  }
}

export function sendWebhook(
  policy: WebhookNetPolicy,
  target: { url: string; secret: string; eventId: string; timestamp: number; body: string },
): Promise<SendResult> {
  const refusal = urlRefusal(policy, target.url);
  if (refusal) return Promise.resolve({ ok: false, status: null, error: `refused: ${refusal}`, excerpt: null });
  const url = new URL(target.url);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (!settled) {
        settled = true;
        resolve(r);
      }
    };
    const req = client.request(url, {
      method: "POST",
      lookup: checkedLookup(policy, url.hostname.replace(/^\[|\]$/g, "")),
      headers: {
        "content-type": "application/json",
        "user-agent": "Zeglog-Webhooks/1",
        "content-length": Buffer.byteLength(target.body),
        "zeglog-webhook-id": target.eventId,
        "zeglog-webhook-timestamp": String(target.timestamp),
        "zeglog-webhook-signature": signPayload(target.secret, target.timestamp, target.body),
      },
    });
    req.setTimeout(SEND_TIMEOUT_MS, () => req.destroy(Object.assign(new Error("timeout"), { code: "ERR_WEBHOOK_TIMEOUT" })));
    req.on("error", (e) => done({ ok: false, status: null, error: describe(e), excerpt: null }));
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        if (text.length >= EXCERPT_CHARS) res.destroy();
      });
      const finish = () => {
        const ok = status >= 200 && status < 300;
        done({ ok, status, error: ok ? null : `HTTP ${status}`, excerpt: text.slice(0, EXCERPT_CHARS) || null });
      };
      res.on("end", finish);
      res.on("close", finish);
    });
    req.end(target.body);
  });
}
