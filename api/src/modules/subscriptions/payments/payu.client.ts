// PayU REST API v2.1: OAuth client_credentials (the token is cached until shortly before it expires)
// and order creation. PayU answers a new order with 302 (or 201) and a JSON body holding redirectUri
// and orderId; the redirect is never followed.
import type { Clock } from "../../../clock.ts";
import type { PayuConfig } from "../../../config.ts";

type PayuOrderRequest = {
  notifyUrl: string;
  continueUrl: string;
  customerIp: string;
  description: string;
  totalAmount: number;
  extOrderId: string;
  buyer: { email: string; firstName: string; lastName: string; language: "pl" | "en" };
  products: { name: string; unitPrice: number; quantity: number }[];
};

type PayuOrderResponse = { orderId: string; redirectUri: string };

class PayuError extends Error {}

const TIMEOUT_MS = 15_000;

export class PayuClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private config: PayuConfig,
    private clock: Clock,
    private fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(path: string, init: RequestInit): Promise<Response> {
    return this.fetchImpl(`${this.config.baseUrl}${path}`, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  /** A bearer token from `/pl/standard/user/oauth/authorize`, reused until 60 s before it expires. */
  async accessToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const res = await this.call("/pl/standard/user/oauth/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: this.config.clientId, client_secret: this.config.clientSecret }),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!res.ok || typeof body?.access_token !== "string") throw new PayuError(`PayU OAuth failed with HTTP ${res.status}`);
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
    this.token = { value: body.access_token, expiresAt: now + Math.max(0, seconds - 60) * 1000 };
    return this.token.value;
  }

  async createOrder(order: PayuOrderRequest): Promise<PayuOrderResponse> {
    const send = async (token: string) =>
      this.call("/api/v2_1/orders", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          notifyUrl: order.notifyUrl,
          continueUrl: order.continueUrl,
          customerIp: order.customerIp,
          merchantPosId: this.config.posId,
          description: order.description,
          currencyCode: "PLN",
          totalAmount: String(order.totalAmount),
          extOrderId: order.extOrderId,
          buyer: order.buyer,
          products: order.products.map((p) => ({ ...p, unitPrice: String(p.unitPrice), quantity: String(p.quantity) })),
        }),
      });
    let res = await send(await this.accessToken());
    if (res.status === 401) {
      // The cached token was revoked or expired early: fetch a new one once.
      this.token = null;
      res = await send(await this.accessToken());
    }
    const body = (await res.json().catch(() => null)) as { redirectUri?: unknown; orderId?: unknown; status?: { statusCode?: unknown } } | null;
    const ok = res.status === 302 || res.status === 201 || res.status === 200;
    if (!ok || body?.status?.statusCode !== "SUCCESS" || typeof body.redirectUri !== "string" || typeof body.orderId !== "string") {
      throw new PayuError(`PayU refused the order: HTTP ${res.status} ${JSON.stringify(body?.status?.statusCode ?? null)}`);
    }
    return { orderId: body.orderId, redirectUri: body.redirectUri };
  }
}
