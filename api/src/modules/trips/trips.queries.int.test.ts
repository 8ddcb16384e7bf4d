// No N+1: the Prisma operations a trips list makes do not grow with the number of trips.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import type { Db } from "../../db/db.ts";
import { createLogger } from "../../logger.ts";
import { MemoryMailer, TestClock, openTestDatabase } from "../../test/harness.ts";
import { seedTrips, tripForm } from "../../test/trips.ts";

let dispose: () => Promise<void>;
let app: ReturnType<typeof createApp>;
let db: Db;
const operations: string[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  db = opened.database.prisma;
  // Records every Prisma operation the app makes, raw queries too (relation loads inside an include are not separate operations).
  const counting = db.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        operations.push(model ? `${model}.${operation}` : operation);
        return query(args);
      },
    },
  });
  const clock = new TestClock();
  app = createApp({
    db: counting as unknown as Db,
    clock,
    logger: createLogger("silent"),
    mailer: new MemoryMailer(),
    publicUrl: "https://zeglog.test",
    webDistDir: "/nonexistent",
  });
});
afterAll(() => dispose());

/** Registers a captain through the REST API (before a test counts operations); their token and user. */
async function register(name: string, email: string, phone: string) {
  const res = await app.fetch(
    new Request("http://test/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, email, phone_register: phone, password: "password123", password_confirmation: "password123" }),
    }),
  );
  return (await res.json()) as { token: string; user: { id: string } };
}

/** Sends one GraphQL request (`{ query, variables }`) as the captain of `token`. */
const graphql = (token: string, body: { query: string; variables?: Record<string, unknown> }) =>
  app.fetch(
    new Request("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );

const LIST = `{ trips { totalCount nodes { id yachtName captain { firstName } owner { email } visitedPorts { id name } crewMembers { id fullName roleText } } } }`;

it("lists 3 or 30 trips with their ports, crew and owner in the same few operations", async () => {
  const { token, user } = await register("Jan", "jan.n1@example.com", "600 100 200");
  const list = async () => {
    operations.length = 0;
    const res = await graphql(token, { query: LIST });
    const body = (await res.json()) as { data: { trips: { totalCount: number } } };
    return { count: body.data.trips.totalCount, operations: [...operations].sort() };
  };
  // The first request leases a block of the token's rate-limit counter (modules/limits/leased-rate-limiter.ts);
  // the requests measured below count locally, without a write.
  const first = await list();
  expect(first.operations).toEqual(["$queryRaw", "$queryRaw", "Trip.count", "Trip.findMany"]);
  await seedTrips(db, user.id, 3, new Date("2026-06-01T10:00:00Z"));
  const few = await list();
  await seedTrips(db, user.id, 27, new Date("2026-06-01T10:00:00Z"));
  const many = await list();
  expect([few.count, many.count]).toEqual([3, 30]);
  expect(many.operations).toEqual(few.operations);
  // One raw query: the auth lookup (the session joined to its user: AuthService.authenticate).
  expect(many.operations).toEqual(["$queryRaw", "Trip.count", "Trip.findMany"]);
});

const CARDS = `{ trips { totalCount nodes { id status yachtName embarkationDate createdAt captain { firstName lastName } } } }`;

it("reads the list screen's cards (first page, card columns) in one query besides the auth lookup", async () => {
  const { token, user } = await register("Ewa", "ewa.n2@example.com", "600 100 201");
  await seedTrips(db, user.id, 4, new Date("2026-06-01T10:00:00Z"));
  const cards = async (query: string) => {
    const res = await graphql(token, { query });
    operations.length = 0;
    const again = await graphql(token, { query });
    const [a, b] = (await Promise.all([res.json(), again.json()])) as { data: { trips: { totalCount: number } } }[];
    expect(b).toEqual(a);
    return { count: b?.data.trips.totalCount, operations: [...operations].sort() };
  };
  // The auth lookup and the page with its count (trips.list-sql.ts).
  expect(await cards(CARDS)).toEqual({ count: 4, operations: ["$queryRaw", "$queryRaw"] });
  // Any other trip column too; a relation: Prisma's page (the ports included) and count, as before.
  expect(await cards(CARDS.replace("yachtName", "yachtName homePort"))).toEqual({ count: 4, operations: ["$queryRaw", "$queryRaw"] });
  expect(await cards(CARDS.replace("yachtName", "yachtName visitedPorts { id }"))).toEqual({
    count: 4,
    operations: ["$queryRaw", "Trip.count", "Trip.findMany"],
  });
});

const DETAIL = `query T($id: ID!) { trip(id: $id) { id yachtName hullLength captain { lastName } visitedPorts { id name } crewMembers { id fullName } } }`;

it("reads the trip page (columns, ports and crew) in one query besides the auth lookup", async () => {
  const { token, user } = await register("Olga", "olga.n3@example.com", "600 100 202");
  const [id] = await seedTrips(db, user.id, 1, new Date("2026-06-01T10:00:00Z"));
  const detail = async (query: string) => {
    operations.length = 0;
    const res = await graphql(token, { query, variables: { id } });
    const body = (await res.json()) as { data: { trip: { id: string; crewMembers: unknown[] } } };
    expect(body.data.trip.id).toBe(id);
    expect(body.data.trip.crewMembers).toHaveLength(1);
    return [...operations].sort();
  };
  await detail(DETAIL); // the first request leases the token's rate-limit block
  // The auth lookup and the trip with its children (trips.detail-sql.ts).
  expect(await detail(DETAIL)).toEqual(["$queryRaw", "$queryRaw"]);
  // Another relation: Prisma's findUnique (its relation loads are not separate operations).
  expect(await detail(DETAIL.replace("hullLength", "hullLength owner { email }"))).toEqual(["$queryRaw", "Trip.findUnique"]);
});

it("creates a trip in one statement with the limit's count (event, outbox rows, trip, ports, crew) and answers without a read back", async () => {
  const { token, user } = await register("Igor", "igor.n4@example.com", "600 100 203");
  const now = new Date();
  await db.subscription.create({
    data: { userId: user.id, status: "active", provider: "payu", startsAt: now, endsAt: new Date(now.getTime() + 86_400_000_000), createdAt: now },
  });
  const create = async () => {
    operations.length = 0;
    const res = await graphql(token, {
      query: `mutation C($input: TripInput!) { createTrip(input: $input) { id version } }`,
      variables: { input: tripForm() },
    });
    const body = (await res.json()) as { data: { createTrip: { id: string; version: number } } };
    expect(body.data.createTrip.version).toBe(1);
    return { id: body.data.createTrip.id, operations: [...operations] };
  };
  await create(); // the first request leases the token's rate-limit block
  const { id, operations: made } = await create();
  expect(made).toEqual([
    "$queryRaw", // the auth lookup, with Premium
    "$queryRaw", // the captain's row locked for the trip limit
    // The event with its webhook outbox rows (none here: no endpoint), the trip, its ports and its
    // crew, and the limit's count of the captain's trips read by the same statement.
    "$queryRaw",
    // The answer is the state just written (tripOfState): no read after the transaction.
  ]);
  // The rows written are the trip's, with its children in order.
  const written = await db.trip.findUniqueOrThrow({ where: { id }, include: { visitedPorts: { orderBy: { position: "asc" } }, crewMembers: true } });
  expect([written.ownerId, written.yachtName, written.visitedPorts.map((p) => p.name), written.crewMembers.map((m) => m.fullName)]).toEqual([
    user.id,
    "Zawisza",
    ["Bornholm"],
    ["Anna Nowak"],
  ]);

  // An update: the event and the row with the old children removed in one statement, the new children in another.
  operations.length = 0;
  const form = tripForm({
    yachtName: "Dar Młodzieży",
    visitedPorts: [
      { name: "Visby", isTidalPort: false },
      { name: "Ystad", isTidalPort: true },
    ],
  });
  const res = await graphql(token, {
    query: `mutation U($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input) { version yachtName visitedPorts { name } } }`,
    variables: { id, input: { ...form, crewMembers: [] } },
  });
  expect(await res.json()).toEqual({ data: { updateTrip: { version: 2, yachtName: "Dar Młodzieży", visitedPorts: [{ name: "Visby" }, { name: "Ystad" }] } } });
  expect(operations).toEqual([
    "$queryRaw", // the auth lookup, with Premium
    "$queryRaw", // the stream
    "$executeRaw", // the event with its outbox rows, the row's columns; the old ports and crew removed
    "$executeRaw", // the new ports and crew
  ]);
  const updated = await db.trip.findUniqueOrThrow({ where: { id }, include: { visitedPorts: { orderBy: { position: "asc" } }, crewMembers: true } });
  expect([updated.createdAt, updated.yachtName, updated.visitedPorts.map((p) => [p.name, p.isTidal, p.position]), updated.crewMembers]).toEqual([
    written.createdAt,
    "Dar Młodzieży",
    [
      ["Visby", false, 0],
      ["Ystad", true, 1],
    ],
    [],
  ]);
});
