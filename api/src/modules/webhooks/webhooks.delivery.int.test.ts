// The webhook outbox through the real app and a real HTTP receiver on 127.0.0.1: rows written in the
// trip's transaction, signed POSTs verified by the receiver, exactly once per success, retries with
// backoff on 500 and on a refused connection (the test clock moves, nothing sleeps), SSRF refusals
// at send time, and two workers sharing one database without sending a row twice.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { premiumCaptain, tripForm } from "../../test/trips.ts";
import { decryptSecret } from "./webhook-crypto.ts";
import { tripWebhooksSql } from "./webhook-events.ts";
import { appendToStream, readStream } from "../trips/trip.store.ts";
import { must } from "../../../../validation/must.ts";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./webhook-worker.ts";
import { LOOPBACK_ALLOWED, appWithReceiver, testWorker, verifySignature, type Receiver } from "./test/receiver.ts";

let t: TestApp;
let receiver: Receiver;
appWithReceiver((app, r) => {
  t = app;
  receiver = r;
});
afterEach(async () => {
  receiver.received.length = 0;
  receiver.state.status = 200;
  // each test starts with an empty queue (earlier tests leave retries due as the clock moves on)
  await t.db.webhookDelivery.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
});

const actor = (id: string) => ({ id, role: "captain" as const, requestId: "test" });

async function captainWithEndpoint(url = receiver.url, events = ["trip.created", "trip.updated", "trip.deleted", "trip.restored"]) {
  const captain = await premiumCaptain(t);
  const user = await t.db.user.findUniqueOrThrow({ where: { id: captain.id } });
  const { secret, endpoint } = await t.app.services.webhooks.create(user, { url, events });
  return { captain, secret, endpoint };
}

const deliveriesOf = (endpointId: string) => t.db.webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: "asc" } });

describe("webhook delivery", () => {
  it("stores the secret encrypted, signs the raw body, and delivers exactly once on 2xx", async () => {
    const { captain, secret, endpoint } = await captainWithEndpoint();
    const stored = await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(stored.secretEnc).not.toContain(secret.slice(6));
    expect(decryptSecret(LOOPBACK_ALLOWED.key, stored.secretEnc)).toBe(secret);

    const trip = await t.app.services.trips.create(actor(captain.id), tripForm());
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ event: "trip.created", status: "pending", attempts: 0 });

    const worker = testWorker(t);
    expect(await worker.tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(verifySignature(secret, got)).toBe(true);
    expect(verifySignature("whsec_wrong", got)).toBe(false);
    expect(verifySignature(secret, { ...got, body: got.body.replace("trip.created", "trip.deleted") })).toBe(false);
    expect(got.headers["zeglog-webhook-id"]).toBe(row!.eventId);
    expect(got.headers["zeglog-webhook-timestamp"]).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
    expect(JSON.parse(got.body)).toEqual({
      id: row!.eventId,
      type: "trip.created",
      createdAt: t.clock.now().toISOString(),
      data: { tripId: trip.id, version: 1, status: trip.status },
    });

    const [done] = await deliveriesOf(endpoint.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 1, lastResponseCode: 200, lastError: null, responseExcerpt: "ok" });
    // a delivered row is never sent again, however much time passes
    t.clock.advance(7 * 86_400_000);
    expect(await worker.tick()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it("retries a 500 with backoff, then gives up after the last attempt", async () => {
    receiver.state.status = 500;
    const { captain, endpoint } = await captainWithEndpoint();
    await t.app.services.trips.create(actor(captain.id), tripForm());
    const worker = testWorker(t);
    await worker.tick();
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastResponseCode: 500, lastError: "HTTP 500" });
    expect(row!.responseExcerpt!.length).toBeLessThanOrEqual(200);
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);

    // not due yet: nothing is sent
    t.clock.advance(RETRY_DELAYS_MS[0] - 1000);
    expect(await worker.tick()).toBe(0);
    expect(receiver.received).toHaveLength(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      t.clock.advance(RETRY_DELAYS_MS[attempt - 2]!);
      expect(await worker.tick()).toBe(1);
      [row] = await deliveriesOf(endpoint.id);
      expect(row!.attempts).toBe(attempt);
      const wait = RETRY_DELAYS_MS[attempt - 1];
      if (wait !== undefined) expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(wait);
    }
    expect(row!.status).toBe("failed");
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    t.clock.advance(86_400_000);
    expect(await worker.tick()).toBe(0);

    // redelivery is a new row with the same event id; once it succeeds it is done
    receiver.state.status = 204;
    const again = await t.app.services.webhooks.redeliver(captain.id, row!.id);
    expect(again.eventId).toBe(row!.eventId);
    expect(await worker.tick()).toBe(1);
    expect(await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: again.id } })).toMatchObject({ status: "delivered", lastResponseCode: 204 });
  });

  it("retries a refused connection with backoff", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { captain, endpoint } = await captainWithEndpoint(`http://127.0.0.1:${port}/gone`);
    await t.app.services.trips.create(actor(captain.id), tripForm());
    await testWorker(t).tick();
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastResponseCode: null, lastError: "connection refused" });
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
  });

  it("refuses at send time a host that is not public unless it is allowed", async () => {
    const { captain, endpoint } = await captainWithEndpoint();
    await t.app.services.trips.create(actor(captain.id), tripForm());
    // the same row, sent by a process whose WEBHOOK_ALLOWED_HOSTS does not name 127.0.0.1 (production)
    await testWorker(t, { production: true, allowedHosts: [] }).tick();
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "refused: only https URLs" });
    expect(receiver.received).toHaveLength(0);
    await t.db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { url: receiver.url.replace("http:", "https:") } });
    t.clock.advance(RETRY_DELAYS_MS[0]);
    await testWorker(t, { production: true, allowedHosts: [] }).tick();
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ attempts: 2, lastError: "refused: not a public address" });
    expect(receiver.received).toHaveLength(0);
  });

  it("writes the outbox row in the event's transaction: a failed append leaves none", async () => {
    const { captain, endpoint } = await captainWithEndpoint();
    const trip = await t.app.services.trips.create(actor(captain.id), tripForm());
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    // a stale expected version loses at the append: no event, no projection change, no delivery
    await expect(t.app.services.trips.update(actor(captain.id), trip.id, tripForm({ distance: "300" }), 0)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    await t.app.services.trips.update(actor(captain.id), trip.id, tripForm({ distance: "300" }), trip.version);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.event)).toEqual(["trip.created", "trip.updated"]);
    expect((rows[1]!.payload as { data: { changedFields: string[] } }).data.changedFields).toEqual(["distance"]);
  });

  it("writes a row for each active endpoint subscribed to the event, with the append: a lost race on the version writes neither", async () => {
    const { captain, endpoint } = await captainWithEndpoint();
    const user = await t.db.user.findUniqueOrThrow({ where: { id: captain.id } });
    const paused = (await t.app.services.webhooks.create(user, { url: receiver.url, events: ["trip.created"] })).endpoint;
    await t.db.webhookEndpoint.update({ where: { id: paused.id }, data: { active: false } });
    const deletionsOnly = (await t.app.services.webhooks.create(user, { url: receiver.url, events: ["trip.deleted"] })).endpoint;
    const trip = await t.app.services.trips.create(actor(captain.id), tripForm());
    expect((await deliveriesOf(endpoint.id)).map((r) => [r.event, (r.payload as { data: unknown }).data])).toEqual([
      ["trip.created", { tripId: trip.id, version: 1, status: "planned" }],
    ]);
    expect([await deliveriesOf(paused.id), await deliveriesOf(deletionsOnly.id)]).toEqual([[], []]);
    // The same event appended again at version 1, with its outbox rows: the version is taken, so neither is written.
    const [created] = await readStream(t.db, trip.id);
    const again = appendToStream(t.db, trip.id, 0, [must(created, "the TripCreated event")], tripWebhooksSql(trip, [must(created, "")], t.clock.now()));
    await expect(again).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await t.db.tripEvent.count({ where: { streamId: trip.id } })).toBe(1);
  });

  it("two workers on one database never send the same row", async () => {
    const { captain, endpoint } = await captainWithEndpoint();
    for (let i = 0; i < 12; i++) await t.app.services.trips.create(actor(captain.id), tripForm({ yachtName: `Jacht ${i}` }));
    const [a, b] = [testWorker(t), testWorker(t)];
    const [sentA, sentB] = await Promise.all([a.tick(), b.tick()]);
    expect(sentA + sentB).toBeGreaterThanOrEqual(12);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ["delivered", 1]));
    const ids = receiver.received.map((r) => String(r.headers["zeglog-webhook-id"]));
    for (const row of rows) expect(ids.filter((id) => id === row.eventId)).toHaveLength(1);
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([0, 0]);
  });
});
