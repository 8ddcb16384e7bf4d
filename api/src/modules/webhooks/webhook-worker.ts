// Sends the outbox (WebhookDelivery). Every app process runs one worker. A tick claims due rows
// with FOR UPDATE SKIP LOCKED and pushes their next attempt ahead by a lease in that short
// transaction, so two processes never take the same row; the POST happens outside any transaction
// and its outcome is written only if the row is still the claimed attempt. A delivered row is never
// sent again (redelivery makes a new row). A process that dies mid-send leaves the row to be
// retried once the lease is over (a receiver dedupes by Zeglog-Webhook-Id).
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import { decryptSecret } from "./webhook-crypto.ts";
import { SEND_TIMEOUT_MS, sendWebhook } from "./webhook-sender.ts";
import type { WebhookNetPolicy } from "./ssrf.ts";

/** Waits after the 1st, 2nd, … failed attempt; after the last the delivery is failed. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed row is not due again before this (longer than a send can take). */
const LEASE_MS = SEND_TIMEOUT_MS * 6;
const BATCH = 10;

type WebhookWorkerDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  policy: WebhookNetPolicy;
  key: Buffer;
  /** 0..1, for the jitter (tests pass a fixed one). */
  random?: () => number;
};

/** The wait before the next attempt after `attempts` failed ones (±20 % jitter), or null: give up. */
function retryDelay(attempts: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Claimed = { id: string; attempts: number; nextAttemptAt: Date };

export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private deps: WebhookWorkerDeps) {}

  /** Claims up to BATCH due deliveries (no other process can take them until the lease ends). */
  private async claim(): Promise<Claimed[]> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    return db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "WebhookDelivery"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now}
        ORDER BY "nextAttemptAt" LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      const claimed: Claimed[] = [];
      for (const { id } of rows) {
        const row = await tx.webhookDelivery.update({
          where: { id },
          data: { attempts: { increment: 1 }, nextAttemptAt: leaseUntil },
          select: { id: true, attempts: true, nextAttemptAt: true },
        });
        claimed.push(row);
      }
      return claimed;
    });
  }

  private async deliver(claimed: Claimed): Promise<void> {
    const { db, clock, policy, key } = this.deps;
    const row = await db.webhookDelivery.findUnique({ where: { id: claimed.id }, include: { endpoint: true } });
    if (!row) return;
    let secret: string;
    try {
      secret = decryptSecret(key, row.endpoint.secretEnc);
    } catch {
      this.deps.logger.error({ deliveryId: row.id }, "webhook secret cannot be decrypted (WEBHOOK_SECRET_KEY changed?)");
      secret = "";
    }
    const now = clock.now();
    const result = secret
      ? await sendWebhook(policy, {
          url: row.endpoint.url,
          secret,
          eventId: row.eventId,
          timestamp: Math.floor(now.getTime() / 1000),
          body: JSON.stringify(row.payload),
        })
      : { ok: false, status: null, error: "signing secret unavailable", excerpt: null };
    const after = clock.now();
    const delay = result.ok ? null : retryDelay(claimed.attempts, this.deps.random);
    // Only the attempt this worker claimed is updated (a lease that ran out may have been re-claimed).
    await db.webhookDelivery.updateMany({
      where: { id: row.id, status: "pending", attempts: claimed.attempts },
      data: {
        status: result.ok ? "delivered" : delay === null ? "failed" : "pending",
        deliveredAt: result.ok ? after : null,
        nextAttemptAt: delay === null ? claimed.nextAttemptAt : new Date(after.getTime() + delay),
        lastResponseCode: result.status,
        lastError: result.error,
        responseExcerpt: result.excerpt,
      },
    });
  }

  /** One pass: claims due rows and sends them; returns how many were attempted. */
  async tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = (async () => {
      let total = 0;
      for (;;) {
        const claimed = await this.claim();
        await Promise.all(claimed.map((c) => this.deliver(c)));
        total += claimed.length;
        if (claimed.length < BATCH || this.stopped) return total;
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Polls every `intervalMs` until stop(). */
  start(intervalMs = 2_000): void {
    this.stopped = false;
    const loop = async () => {
      await this.tick().catch((e: unknown) => this.deps.logger.error({ err: e }, "webhook worker tick failed"));
      if (!this.stopped) this.timer = setTimeout(() => void loop(), intervalMs);
    };
    this.timer = setTimeout(() => void loop(), intervalMs);
  }

  /** Sends soon (after a new delivery was queued by this process). */
  kick(): void {
    if (this.stopped || this.timer === null) return;
    void this.tick().catch((e: unknown) => this.deps.logger.error({ err: e }, "webhook worker tick failed"));
  }

  /** Stops polling and waits for the sends in flight (each at most 10 s). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
