// A local stand-in for Stripe's API for the `stripe` SDK (pointed at it with host/port/protocol):
// POST /v1/checkout/sessions (form-encoded, as the SDK sends it) answers a Checkout Session; events
// are signed with stripe.webhooks.generateTestHeaderString, exactly as Stripe signs webhooks.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeConfig } from "../../../config.ts";

type FakeSession = {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  mode: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
  url: string;
};

export class FakeStripe {
  readonly config: StripeConfig = { secretKey: "sk_test_fake123", webhookSecret: "whsec_fake456" };
  readonly sessions: (FakeSession & { form: URLSearchParams; authorization: string; idempotencyKey: string })[] = [];
  readonly client: Stripe;
  private server: Server;

  private constructor(server: Server, port: number) {
    this.server = server;
    this.client = new Stripe(this.config.secretKey, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
  }

  static async start(): Promise<FakeStripe> {
    let fake: FakeStripe | null = null;
    const server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
          const form = new URLSearchParams(data);
          const id = `cs_test_${randomBytes(12).toString("hex")}`;
          const session: FakeSession = {
            id,
            object: "checkout.session",
            amount_total: Number(form.get("line_items[0][price_data][unit_amount]")) * Number(form.get("line_items[0][quantity]")),
            currency: String(form.get("line_items[0][price_data][currency]")),
            mode: String(form.get("mode")),
            metadata: { paymentId: String(form.get("metadata[paymentId]")) },
            client_reference_id: form.get("client_reference_id"),
            customer_email: form.get("customer_email"),
            success_url: String(form.get("success_url")),
            cancel_url: String(form.get("cancel_url")),
            payment_status: "unpaid",
            status: "open",
            url: `https://checkout.stripe.test/c/pay/${id}`,
          };
          fake!.sessions.push({ ...session, form, authorization: String(req.headers.authorization), idempotencyKey: String(req.headers["idempotency-key"]) });
          res.writeHead(200, { "content-type": "application/json", "request-id": "req_fake" });
          res.end(JSON.stringify(session));
          return;
        }
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    fake = new FakeStripe(server, (server.address() as AddressInfo).port);
    return fake;
  }

  /** A signed webhook event about a session (`paid` marks it paid). */
  event(
    type: string,
    session: FakeSession,
    opts: { paid?: boolean; id?: string; secret?: string; timestamp?: number; amount?: number; currency?: string } = {},
  ) {
    const object = {
      ...session,
      payment_status: opts.paid ? "paid" : "unpaid",
      status: type === "checkout.session.expired" ? "expired" : opts.paid ? "complete" : "open",
      amount_total: opts.amount ?? session.amount_total,
      currency: opts.currency ?? session.currency,
    };
    const payload = JSON.stringify({
      id: opts.id ?? `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2025-01-27",
      created: Math.floor((opts.timestamp ?? Date.now()) / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const header = this.client.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? this.config.webhookSecret,
      timestamp: opts.timestamp === undefined ? undefined : Math.floor(opts.timestamp / 1000),
    });
    return { payload, header };
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
