// The webhook API through GraphQL: session only (an API token is FORBIDDEN), another captain's
// endpoint or delivery is NOT_FOUND, zod validation with the refused-address check, at most 10
// endpoints, the secret shown once, the paginated delivery log, test sends, and the enrolment event.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { connect, createTrip, join, registerStudent } from "../students/test/students.ts";
import { appWithReceiver, testWorker, type Receiver } from "./test/receiver.ts";

let t: TestApp;
let receiver: Receiver;
appWithReceiver((app, r) => {
  t = app;
  receiver = r;
});

const CREATE = `mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret message endpoint { id url description events active } } }`;
const LIST = `{ webhookEndpoints { id url events } }`;
const DELIVERIES = `query D($id: ID!, $first: Int, $after: String) { webhookDeliveries(endpointId: $id, first: $first, after: $after) { totalCount hasNextPage endCursor nodes { id event status attempts lastResponseCode payload } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id events active description } }`;
const DELETE = `mutation X($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`;
const TEST = `mutation T($id: ID!) { sendTestWebhook(endpointId: $id) { id event status } }`;
const REDELIVER = `mutation R($id: ID!) { redeliverWebhook(deliveryId: $id) { id event } }`;

type Created = { createWebhookEndpoint: { secret: string; message: string; endpoint: { id: string; url: string; events: string[] } } };
type Page = {
  webhookDeliveries: {
    totalCount: number;
    hasNextPage: boolean;
    endCursor: string | null;
    nodes: { id: string; event: string; status: string; attempts: number; lastResponseCode: number | null; payload: string }[];
  };
};

async function create(token: string, input: Record<string, unknown>) {
  const res = await t.gql<Created>(CREATE, { input }, { token, lang: "en" });
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhookEndpoint;
}

describe("webhook API", () => {
  it("creates an endpoint with its secret shown once and lists it without the secret", async () => {
    const captain = await registerCaptain(t);
    const created = await create(captain.token, { url: receiver.url, description: "CRM", events: ["TRIP_CREATED", "PLANNED_TRIP_ENROLMENT_CHANGED"] });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.message).toBe("Webhook added");
    expect(created.endpoint).toMatchObject({ url: receiver.url, events: ["TRIP_CREATED", "PLANNED_TRIP_ENROLMENT_CHANGED"] });
    const list = await t.gql<{ webhookEndpoints: unknown[] }>(LIST, {}, { token: captain.token });
    expect(list.data?.webhookEndpoints).toEqual([{ id: created.endpoint.id, url: receiver.url, events: ["TRIP_CREATED", "PLANNED_TRIP_ENROLMENT_CHANGED"] }]);
    expect(JSON.stringify(await t.gql(`{ __type(name: "WebhookEndpoint") { fields { name } } }`))).not.toContain("secret");
  });

  it("validates the input and refuses non-public hosts", async () => {
    const captain = await registerCaptain(t);
    const fieldsOf = async (input: Record<string, unknown>) => {
      const res = await t.gql(CREATE, { input }, { token: captain.token, lang: "en" });
      expect(res.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
      return res.errors?.[0]?.extensions?.fields;
    };
    expect(await fieldsOf({ url: "ftp://example.com/x", events: ["TRIP_CREATED"] })).toEqual({ url: "Enter a URL starting with https://" });
    expect(await fieldsOf({ url: "https://example.com/x", events: [] })).toEqual({ events: "Choose at least one event" });
    for (const url of [
      "http://10.0.0.5/x",
      "https://192.168.1.1/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest",
      "https://localhost/x",
      "https://127.0.0.2/x",
    ]) {
      expect(await fieldsOf({ url, events: ["TRIP_CREATED"] })).toEqual({ url: "This address is not allowed: enter a public https:// address" });
    }
  });

  it("allows at most 10 endpoints per captain", async () => {
    const captain = await registerCaptain(t);
    for (let i = 0; i < 10; i++) await create(captain.token, { url: `https://hooks${i}.example.com/in`, events: ["TRIP_DELETED"] });
    const res = await t.gql(CREATE, { input: { url: "https://one-more.example.com/", events: ["TRIP_DELETED"] } }, { token: captain.token, lang: "en" });
    expect(res.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(res.errors?.[0]?.message).toBe("You already have 10 webhook endpoints — delete one to add another");
  });

  it("is not reachable with an API token, and another captain's objects are NOT_FOUND", async () => {
    const owner = await registerCaptain(t);
    const other = await registerCaptain(t);
    const { endpoint } = await create(owner.token, { url: receiver.url, events: ["TRIP_CREATED"] });
    const delivery = await t.gql<{ sendTestWebhook: { id: string } }>(TEST, { id: endpoint.id }, { token: owner.token });
    const deliveryId = delivery.data!.sendTestWebhook.id;

    const apiToken = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "x", scope: READ_WRITE }) { token } }`,
      {},
      { token: owner.token },
    );
    const zk = apiToken.data!.createApiToken.token;
    for (const [query, vars] of [
      [LIST, {}],
      [CREATE, { input: { url: "https://evil.example.com/", events: ["TRIP_CREATED"] } }],
      [UPDATE, { id: endpoint.id, input: { url: "https://evil.example.com/" } }],
      [DELIVERIES, { id: endpoint.id }],
    ] as const) {
      expect((await t.gql(query, vars, { token: zk })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }

    for (const [query, vars] of [
      [UPDATE, { id: endpoint.id, input: { active: false } }],
      [DELETE, { id: endpoint.id }],
      [DELIVERIES, { id: endpoint.id }],
      [TEST, { id: endpoint.id }],
      [REDELIVER, { id: deliveryId }],
      [DELETE, { id: "not-a-uuid" }],
    ] as const) {
      expect((await t.gql(query, vars, { token: other.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    expect((await t.gql(LIST, {}, { token: other.token })).data).toEqual({ webhookEndpoints: [] });
    expect((await t.gql(LIST, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({ url: receiver.url, active: true });
  });

  it("sends a test event, pages the delivery log, redelivers, updates and deletes", async () => {
    const captain = await registerCaptain(t);
    const { endpoint } = await create(captain.token, { url: receiver.url, events: ["TRIP_CREATED"] });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      expect(
        (await t.gql<{ sendTestWebhook: { event: string; status: string } }>(TEST, { id: endpoint.id }, { token: captain.token })).data?.sendTestWebhook,
      ).toMatchObject({ event: "webhook.test", status: "PENDING" });
    }
    await testWorker(t).tick();
    const first = await t.gql<Page>(DELIVERIES, { id: endpoint.id, first: 2 }, { token: captain.token });
    expect(first.data?.webhookDeliveries).toMatchObject({ totalCount: 3, hasNextPage: true });
    expect(first.data?.webhookDeliveries.nodes.map((n) => [n.event, n.status, n.attempts, n.lastResponseCode])).toEqual([
      ["webhook.test", "DELIVERED", 1, 200],
      ["webhook.test", "DELIVERED", 1, 200],
    ]);
    const second = await t.gql<Page>(DELIVERIES, { id: endpoint.id, first: 2, after: first.data?.webhookDeliveries.endCursor }, { token: captain.token });
    expect(second.data?.webhookDeliveries).toMatchObject({ hasNextPage: false, nodes: [{ event: "webhook.test" }] });
    const refused = async (vars: Record<string, unknown>) =>
      (await t.gql(DELIVERIES, { id: endpoint.id, ...vars }, { token: captain.token })).errors?.[0]?.extensions?.code;
    expect(await refused({ after: second.data?.webhookDeliveries.nodes[0]?.id })).toBe("BAD_USER_INPUT"); // a bare id is not a cursor
    expect(await refused({ after: "%%%" })).toBe("BAD_USER_INPUT");
    expect(await refused({ first: 101 })).toBe("BAD_USER_INPUT");

    const again = await t.gql<{ redeliverWebhook: { event: string } }>(
      REDELIVER,
      { id: second.data?.webhookDeliveries.nodes[0]?.id },
      { token: captain.token },
    );
    expect(again.data?.redeliverWebhook.event).toBe("webhook.test");
    expect(
      (
        await t.gql<{ updateWebhookEndpoint: unknown }>(
          UPDATE,
          { id: endpoint.id, input: { events: ["TRIP_UPDATED"], active: false, description: "paused" } },
          { token: captain.token },
        )
      ).data?.updateWebhookEndpoint,
    ).toEqual({ id: endpoint.id, events: ["TRIP_UPDATED"], active: false, description: "paused" });
    expect((await t.gql(DELETE, { id: endpoint.id }, { token: captain.token })).data).toEqual({ deleteWebhookEndpoint: { id: endpoint.id } });
    expect(await t.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });

  it("queues planned_trip.enrolment_changed when a student joins the captain's planned trip", async () => {
    const captain = await registerCaptain(t);
    const { endpoint } = await create(captain.token, { url: receiver.url, events: ["PLANNED_TRIP_ENROLMENT_CHANGED"] });
    const student = await registerStudent(t);
    await connect(t, captain.token, student.token);
    const trip = await createTrip(t, captain.token);
    const joined = await join(t, student.token, trip.id);
    expect(joined.status).toBe(201);
    const rows = await t.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(rows.map((r) => r.event)).toEqual(["planned_trip.enrolment_changed"]);
    expect((rows[0]?.payload as { data: unknown }).data).toEqual({
      plannedTripId: trip.id,
      enrolmentId: joined.body.enrolment.id,
      studentId: student.id,
      fromStatus: null,
      toStatus: "pending",
      changedBy: "STUDENT",
    });
  });
});
