// The hand-written read of one trip with its ports and crew (trips.detail-sql.ts) returns what
// Prisma's findUnique returns for the same select: every column (types included), the children in
// order with their dates, empty lists, and null for deleted, unknown or other captains' trips; the
// GraphQL answers through either path are equal; a command's answer built from the state it wrote
// (tripOfState) equals the read after it, in GraphQL and REST.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SAME_NAMED_TRIP_FIELDS } from "../../../../validation/trip.ts";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { premiumCaptain, seedTrips, staffToken, tripForm } from "../../test/trips.ts";
import { savePayload } from "../../test/save-payload.ts";
import { must } from "../../../../validation/must.ts";
import { detailSelection, readTripDetail, tripOfState } from "./trips.detail-sql.ts";
import { foldEvents, type TripState } from "./trip.events.ts";
import { readStream } from "./trip.store.ts";
import { visibleTripWhere } from "./trips.read.ts";
import { TripsService, type Actor } from "./trips.service.ts";

let t: TestApp;
let captain: { id: string; token: string };
let staff: { id: string; token: string };
let ids: string[] = [];
let othersId = "";
let deletedId = "";

const CHILDREN = { visitedPorts: { orderBy: { position: "asc" } }, crewMembers: { orderBy: { position: "asc" } } } as const;
/** Every column the query may read, and both children. */
const ALL = {
  select: {
    ...CHILDREN,
    ...Object.fromEntries(
      [
        "id",
        "ownerId",
        "version",
        "status",
        "createdAt",
        "updatedAt",
        "deletedAt",
        "deletedById",
        "captainFirstName",
        "captainLastName",
        "captainEmail",
        "captainPhone",
        "licenseType",
        "licenseNumber",
        "otherLicense",
        ...SAME_NAMED_TRIP_FIELDS,
        "tidalPortsCount",
        "logbookNumber",
        "captainNotes",
      ].map((c) => [c, true]),
    ),
  },
};
const crewMember = (fullName: string, over: Record<string, string> = {}) => ({ ...tripForm().crewMembers[0]!, fullName, ...over });

beforeAll(async () => {
  t = await createTestApp();
  captain = await registerCaptain(t);
  const other = await registerCaptain(t);
  staff = await staffToken(t);
  // Ports with and without dates, several crew members (empty optional texts), and a trip without children.
  ids = await seedTrips(t.db, captain.id, 4, new Date("2026-03-01T10:00:00Z"), (i) =>
    tripForm({
      yachtName: `Jacht ${i}`,
      email: i % 2 ? "" : "kpt@example.com",
      logbookNumber: i % 2 ? "" : "LOG-1",
      visitedPorts:
        i === 3
          ? []
          : [
              { name: "Hel", isTidalPort: true, arrivalDate: "2026-07-02", departureDate: "2026-07-03" },
              { name: "Bornholm", isTidalPort: false },
              { name: "Ystad", isTidalPort: false, arrivalDate: "2026-07-05" },
            ],
      crewMembers: i === 3 ? [] : [crewMember("Anna Nowak"), crewMember("Piotr Wiśniewski", { email: "", phone: "", licenseType: "", licenseNumber: "" })],
    }),
  );
  [othersId = ""] = await seedTrips(t.db, other.id, 1, new Date("2026-03-02T10:00:00Z"));
  [deletedId = ""] = await seedTrips(t.db, captain.id, 1, new Date("2026-03-02T10:00:00Z"));
  await t.db.trip.update({ where: { id: deletedId }, data: { deletedAt: new Date("2026-03-03T10:00:00Z"), deletedById: staff.id, status: "cancelled" } });
});
afterAll(() => t.close());

const actors = (): [string, Actor][] => [
  ["captain", { id: captain.id, role: "captain", requestId: "r" }],
  ["staff", { id: staff.id, role: "staff", requestId: "r" }],
];

it("returns Prisma's object for every column and both children, or null where Prisma finds nothing", async () => {
  const selection = detailSelection(ALL);
  expect(selection).not.toBeNull();
  let found = 0;
  for (const [who, actor] of actors())
    for (const id of [...ids, othersId, deletedId, randomUUID()]) {
      const where = visibleTripWhere(actor, id);
      const viaPrisma = await t.db.trip.findUnique({ ...ALL, where });
      const raw = await readTripDetail(t.db, { id, ownerId: where.ownerId as string | undefined }, selection!);
      expect(raw, `${who} ${id}`).toEqual(viaPrisma);
      if (viaPrisma) found++;
    }
  // Not vacuous: the captain's 4 trips, and the staff's 4 plus the other captain's.
  expect(found).toBe(9);
  const first = await readTripDetail<{ visitedPorts: { arrivalDate: Date | null }[]; crewMembers: unknown[] }>(t.db, { id: ids[0]! }, selection!);
  expect(first?.visitedPorts.map((p) => p.arrivalDate)).toEqual([new Date("2026-07-02T00:00:00.000Z"), null, new Date("2026-07-05T00:00:00.000Z")]);
  expect(first?.crewMembers).toHaveLength(2);
  // A subset of columns, without children, is read as Prisma reads it too.
  const few = { select: { id: true, yachtName: true, embarkationDate: true } };
  expect(await readTripDetail(t.db, { id: ids[1]! }, detailSelection(few)!)).toEqual(await t.db.trip.findUnique({ ...few, where: { id: ids[1]! } }));
});

it("leaves other relations, the decimal sums and other child queries to Prisma", () => {
  expect(detailSelection(ALL)?.children).toEqual(["visitedPorts", "crewMembers"]);
  expect(detailSelection({ select: { ...ALL.select, owner: true } })).toBeNull();
  expect(detailSelection({ select: { ...ALL.select, distanceValue: true } })).toBeNull();
  expect(detailSelection({ select: { ...ALL.select, searchText: true } })).toBeNull();
  expect(detailSelection({ select: { ...ALL.select, visitedPorts: { orderBy: { position: "desc" } } } })).toBeNull();
  expect(detailSelection({ select: { ...ALL.select, crewMembers: { select: { id: true } } } })).toBeNull();
  expect(detailSelection({ select: { yachtName: true } })).toBeNull(); // no id
  expect(detailSelection({ include: CHILDREN })).toBeNull();
  expect(detailSelection({ ...ALL, where: { id: "x" } })).toBeNull();
});

/** The trip page's query (web/src/modules/trips: TripDetail). */
const DETAIL = `query T($id: ID!) { trip(id: $id) { id status version yachtName registrationNumber homePort hullLength enginesCount enginePower
  embarkationPort isEmbarkationTidalPort disembarkationPort isDisembarkationTidalPort distance embarkationDate disembarkationDate cruiseDays
  sailingHours engineHours mooringHours tidalHours tidalPortsCount logbookNumber captainNotes createdAt updatedAt deletedAt
  captain { firstName lastName email phone licenseType licenseNumber otherLicense }
  visitedPorts { id name isTidalPort arrivalDate departureDate }
  crewMembers { id fullName email phone role otherRole roleText licenseType otherLicense licenseText licenseNumber captainOpinion performance
    seasickness resistance captainNotes } EXTRA } }`;

it("answers the trip page's query as the Prisma path does", async () => {
  for (const [token, id] of [
    [captain.token, ids[0]!],
    [captain.token, ids[3]!],
    [staff.token, othersId],
    [captain.token, othersId],
    [captain.token, deletedId],
  ] as const) {
    const read = (extra: string) => t.gql<{ trip: Record<string, unknown> | null }>(DETAIL.replace("EXTRA", extra), { id }, { token });
    const detail = await read(""); // the hand-written query
    const viaPrisma = await read("owner { id }"); // another relation: Prisma
    const { owner: _o, ...trip } = viaPrisma.data?.trip ?? {};
    expect(detail).toEqual(viaPrisma.data?.trip ? { data: { trip } } : viaPrisma);
  }
});

/** The state of a stored trip, folded from its log. */
const stateOf = async (id: string) => must(foldEvents(await readStream(t.db, id)), `trip ${id}`);

it("answers a command from the state it wrote: the same object a read gives after it (tripOfState)", async () => {
  const selection = detailSelection(ALL)!;
  const trips = new TripsService({ db: t.db, clock: t.clock, subscriptions: { assertPremiumOf: async () => {} } as never });
  const me: Actor = { id: captain.id, role: "captain", requestId: "r", premium: true };
  // New trips (with and without children, empty optional texts), then an update that drops a port, adds a crew member
  // and empties the e-mail, and a status change.
  const check = async (state: TripState) => {
    const read = await readTripDetail(t.db, { id: state.id }, selection);
    expect(read, state.id).not.toBeNull();
    expect(tripOfState(state, selection), state.id).toEqual(read);
  };
  for (const state of await Promise.all(ids.map(stateOf))) await check(state);
  const updated = await trips.update(me, ids[0]!, {
    ...tripForm({ email: "", distance: "12,5", captainNotes: "Zmiana" }),
    visitedPorts: [{ name: "Ystad", isTidalPort: false, arrivalDate: "2026-07-05" }],
    crewMembers: [crewMember("Anna Nowak"), crewMember("Ewa Ślązak", { phone: "" })],
  });
  const statused = await trips.setStatus(me, ids[1]!, { status: "in_progress" });
  await check(updated);
  await check(statused);
  expect(updated.version).toBe(2);
  expect(tripOfState<{ crewMembers: { fullName: string }[] }>(updated, selection).crewMembers.map((m) => m.fullName)).toEqual(["Anna Nowak", "Ewa Ślązak"]);
  // A subset of the columns, without children, is that subset of the read.
  const few = detailSelection({ select: { id: true, version: true, status: true } })!;
  expect(tripOfState(statused, few)).toEqual({ id: statused.id, version: statused.version, status: "in_progress" });
});

it("answers createTrip, updateTrip and setTripStatus as the trip page's read after them", async () => {
  const owner = await premiumCaptain(t);
  const { token } = owner;
  const query = (op: string) => DETAIL.replace("query T($id: ID!) { trip(id: $id)", op).replace("EXTRA", "");
  const created = await t.gql<{ createTrip: Record<string, unknown> }>(
    query("mutation C($input: TripInput!) { createTrip(input: $input)"),
    { input: tripForm() },
    { token },
  );
  const id = String(created.data?.createTrip.id);
  const readBack = async () => (await t.gql<{ trip: Record<string, unknown> }>(DETAIL.replace("EXTRA", ""), { id }, { token })).data?.trip;
  expect(created.errors).toBeUndefined();
  expect(created.data?.createTrip).toEqual(await readBack());
  const updated = await t.gql<{ updateTrip: Record<string, unknown> }>(
    query("mutation U($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input)"),
    { id, input: tripForm({ yachtName: "Żbik", visitedPorts: [], crewMembers: [crewMember("Zofia Łęcka")] }) },
    { token },
  );
  expect(updated.data?.updateTrip).toMatchObject({ version: 2, yachtName: "Żbik", visitedPorts: [] });
  expect(updated.data?.updateTrip).toEqual(await readBack());
  const statused = await t.gql<{ setTripStatus: Record<string, unknown> }>(
    query("mutation S($id: ID!) { setTripStatus(id: $id, status: in_progress)"),
    { id },
    { token },
  );
  expect(statused.data?.setTripStatus).toMatchObject({ version: 3, status: "in_progress" });
  expect(statused.data?.setTripStatus).toEqual(await readBack());
  // A selection the hand-written read cannot give (another relation) is still read through Prisma.
  const withOwner = await t.gql<{ updateTrip: { owner: { id: string }; version: number } }>(
    `mutation U($id: ID!, $input: TripInput!) { updateTrip(id: $id, input: $input) { version owner { id } } }`,
    { id, input: tripForm() },
    { token },
  );
  expect(withOwner.data?.updateTrip).toEqual({ version: 4, owner: { id: owner.id } });
});

it("answers the REST create, update and status change as a GET after them", async () => {
  const { token } = await premiumCaptain(t);
  type Body = { sailing_trip: { id: string; version: number } };
  const get = async (id: string) => JSON.stringify((await t.rest<Body>("GET", `/api/sailing-trips/${id}`, { token })).body.sailing_trip);
  const posted = await t.rest<Body>("POST", "/api/sailing-trips", { token, body: savePayload(tripForm({ logbookNumber: "" })) });
  expect(posted.status).toBe(201);
  const id = posted.body.sailing_trip.id;
  expect(JSON.stringify(posted.body.sailing_trip)).toBe(await get(id));
  const put = await t.rest<Body>("PUT", `/api/sailing-trips/${id}`, { token, body: savePayload(tripForm({ yachtName: "Żbik", crewMembers: [] })) });
  expect(put.body.sailing_trip.version).toBe(2);
  expect(JSON.stringify(put.body.sailing_trip)).toBe(await get(id));
  const patched = await t.rest<Body>("PATCH", `/api/sailing-trips/${id}/status`, { token, body: { status: "in_progress" } });
  expect(patched.body.sailing_trip.version).toBe(3);
  expect(JSON.stringify(patched.body.sailing_trip)).toBe(await get(id));
});
