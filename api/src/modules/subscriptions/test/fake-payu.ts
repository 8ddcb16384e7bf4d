// A local stand-in for PayU's REST API v2.1 that speaks its wire format: OAuth client_credentials at
// /pl/standard/user/oauth/authorize, POST /api/v2_1/orders answering 302 with a JSON body
// (status.statusCode SUCCESS, redirectUri, orderId, extOrderId), and notifications signed the way
// PayU signs them (OpenPayU-Signature: hash of the body followed by the second key).
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PayuConfig } from "../../../config.ts";

type ReceivedOrder = Record<string, unknown> & { extOrderId: string; totalAmount: string; currencyCode: string };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });

export class FakePayu {
  readonly config: PayuConfig;
  readonly tokenRequests: URLSearchParams[] = [];
  readonly orders: (ReceivedOrder & { orderId: string; authorization: string })[] = [];
  /** The next order request answers this (e.g. 500) instead of 302. */
  failNextOrder: number | null = null;
  private tokens = new Set<string>();
  private server: Server;

  private constructor(server: Server, config: PayuConfig) {
    this.server = server;
    this.config = config;
  }

  static async start(): Promise<FakePayu> {
    let fake: FakePayu | null = null;
    const server = createServer((req, res) => {
      void fake!.handle(req).then(({ status, body, headers }) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakePayu(server, {
      baseUrl: `http://127.0.0.1:${port}`,
      posId: "300746",
      clientId: "300746",
      clientSecret: "2ee86a66e5d97e3fadc400c9f19b065d",
      secondKey: "b6ca15b0d1020e8094d9b5f8d163db54",
    });
    return fake;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const body = await readBody(req);
    if (req.method === "POST" && req.url === "/pl/standard/user/oauth/authorize") {
      const form = new URLSearchParams(body);
      this.tokenRequests.push(form);
      if (
        req.headers["content-type"] !== "application/x-www-form-urlencoded" ||
        form.get("grant_type") !== "client_credentials" ||
        form.get("client_id") !== this.config.clientId ||
        form.get("client_secret") !== this.config.clientSecret
      ) {
        return { status: 401, body: { error: "invalid_client", error_description: "Bad client credentials" } };
      }
      const token = randomBytes(16).toString("hex");
      this.tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: "bearer", expires_in: 43199, grant_type: "client_credentials" } };
    }
    if (req.method === "POST" && req.url === "/api/v2_1/orders") {
      const auth = String(req.headers.authorization ?? "");
      if (!this.tokens.has(auth.replace(/^Bearer /, ""))) return { status: 401, body: { status: { statusCode: "UNAUTHORIZED" } } };
      if (this.failNextOrder) {
        const status = this.failNextOrder;
        this.failNextOrder = null;
        return { status, body: { status: { statusCode: "ERROR_INTERNAL" } } };
      }
      const order = JSON.parse(body) as ReceivedOrder;
      const orderId = `WZHF5FFDRJ${randomBytes(6).toString("hex").toUpperCase()}GUEST000P01`;
      this.orders.push({ ...order, orderId, authorization: auth });
      const redirectUri = `${this.config.baseUrl}/pl/standard/co/summary?orderId=${orderId}`;
      return {
        status: 302,
        headers: { location: redirectUri },
        body: { status: { statusCode: "SUCCESS" }, redirectUri, orderId, extOrderId: order.extOrderId },
      };
    }
    return { status: 404, body: { status: { statusCode: "DATA_NOT_FOUND" } } };
  }

  /** A PayU notification of `status` for a received order, signed with the second key. */
  notification(
    order: { orderId: string; extOrderId: string; totalAmount: string; currencyCode?: string },
    status: string,
    opts: { algorithm?: string; key?: string; receivedAt?: string } = {},
  ) {
    const body = JSON.stringify({
      order: {
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        orderCreateDate: "2026-06-01T12:58:20.000+02:00",
        notifyUrl: "https://zeglog.test/api/payments/payu/notify",
        customerIp: "127.0.0.1",
        merchantPosId: this.config.posId,
        description: "Żeglog Premium",
        currencyCode: order.currencyCode ?? "PLN",
        totalAmount: order.totalAmount,
        buyer: { email: "jan@example.com", firstName: "Jan", lastName: "Kowalski", language: "pl" },
        payMethod: { type: "PBL" },
        products: [{ name: "Żeglog Premium", unitPrice: order.totalAmount, quantity: "1" }],
        status,
      },
      localReceiptDateTime: opts.receivedAt ?? "2026-06-01T13:00:00.000+02:00",
      properties: [{ name: "PAYMENT_ID", value: "151471228" }],
    });
    const algorithm = opts.algorithm ?? "MD5";
    const hash = createHash(algorithm === "MD5" ? "md5" : "sha256")
      .update(body + (opts.key ?? this.config.secondKey))
      .digest("hex");
    return { body, header: `sender=checkout;signature=${hash};algorithm=${algorithm};content=DOCUMENT` };
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
