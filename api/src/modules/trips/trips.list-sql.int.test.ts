// The hand-written first page of the trip list (trips.list-sql.ts) returns what Prisma returns for
// the same page: the same rows (columns, types, order) and the same count, for captains and staff,
// every sort, searches with LIKE wildcards, short pages and deleted or other captains' trips; and
// the GraphQL answers through either path are equal; REST's list texts (trips.rest-sql.ts) read as tripJson's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { seedTrips, staffToken, tripForm } from "../../test/trips.ts";
import { TRIP_SORTS, tripListArgs, type TripListArgs } from "./trips.read.ts";
import { cardColumns, listTripCards } from "./trips.list-sql.ts";
import { listRestTripTexts } from "./trips.rest-sql.ts";
import { tripJson } from "./trip.json.ts";
import { tripInclude, tripOmit } from "./trip.columns.ts";
import type { Actor } from "./trips.service.ts";
import { TRIP_BASE_COLUMNS } from "./trips.types.ts";

let t: TestApp;
const CREW = tripForm().crewMembers[0]!;
let captain: { id: string; token: string };
let other: { id: string; token: string };
let staff: { id: string; token: string };

/** The list card's columns, as TripType selects them. */
const SELECT = TRIP_BASE_COLUMNS;

beforeAll(async () => {
  t = await createTestApp();
  captain = await registerCaptain(t);
  other = await registerCaptain(t);
  staff = await staffToken(t);
  // Equal embarkation dates (the id breaks the tie), names with LIKE's wildcards, and empty e-mails.
  const ids = await seedTrips(t.db, captain.id, 24, new Date("2026-03-01T10:00:00Z"), (i) =>
    tripForm({
      yachtName: ["Zawisza", "100% Czarny", "Dar_Młodzieży", "Pogoria\\2"][i % 4] ?? "",
      embarkationDate: `2026-0${1 + (i % 3)}-1${i % 5}`,
      disembarkationDate: "2026-12-31",
      email: i % 2 ? "" : "kpt@example.com",
      // Some trips without ports and crew, some with a port's dates (the whole-trip list reads children).
      ...(i % 5 === 0 ? { visitedPorts: [], crewMembers: [] } : {}),
      ...(i % 5 === 1 ? { visitedPorts: [{ name: "Visby", isTidalPort: true, arrivalDate: "2026-07-02", departureDate: "2026-07-03" }] } : {}),
      // Texts JSON must escape, and a crew member whose role and licence are free texts (REST's texts are PostgreSQL's).
      ...(i % 5 === 2
        ? {
            captainNotes: 'Sztorm "Ksawery" \\ 8°B\nnowa linia\tzakładka – żółć €',
            logbookNumber: "",
            otherLicense: "RYA",
            licenseType: "_other",
            crewMembers: [
              { ...CREW, fullName: "Zoë O'Brien", role: "_other", otherRole: 'Kuk "Stary"', licenseType: "_other", otherLicense: "RYA Day Skipper" },
              { ...CREW, fullName: "Łukasz Ćwik", email: "", phone: "", licenseType: "", licenseNumber: "", captainNotes: "Świetny\nsternik" },
            ],
          }
        : {}),
    }),
  );
  await seedTrips(t.db, other.id, 5, new Date("2026-03-02T10:00:00Z"));
  await t.db.trip.update({ where: { id: ids[3] ?? "" }, data: { deletedAt: new Date("2026-03-03T10:00:00Z"), status: "cancelled" } });
});
afterAll(() => t.close());

const actors = (): [string, Actor][] => [
  ["captain", { id: captain.id, role: "captain", requestId: "r" }],
  ["staff", { id: staff.id, role: "staff", requestId: "r" }],
];
const cases: TripListArgs[] = [
  {},
  { first: 5 },
  { first: 1 },
  ...TRIP_SORTS.map((sort) => ({ sort })),
  { search: "zawisza" },
  { search: "100%" },
  { search: "%" },
  { search: "dar_m" },
  { search: "_" },
  { search: "pogoria\\" },
  { search: "nothing like this" },
  { search: "  JAN  ", sort: "EMBARKATION_DATE_ASC", first: 3 },
];

it("returns Prisma's rows and count for every actor, sort, search and page size", async () => {
  let compared = 0;
  for (const [who, actor] of actors())
    for (const args of cases) {
      const list = tripListArgs(actor, args);
      const columns = cardColumns(SELECT, list);
      expect(columns, `${who} ${JSON.stringify(args)}`).not.toBeNull();
      const [prismaRows, prismaCount] = await Promise.all([
        t.db.trip.findMany({ select: SELECT, where: list.pageWhere, orderBy: list.orderBy, take: list.take }),
        t.db.trip.count({ where: list.where }),
      ]);
      const raw = await listTripCards(t.db, list, columns ?? []);
      expect(raw, `${who} ${JSON.stringify(args)}`).toEqual({ rows: prismaRows, totalCount: prismaCount });
      compared += prismaRows.length;
    }
  // The cases are not vacuous: rows were compared, among them the staff's view of both captains.
  expect(compared).toBeGreaterThan(200);
  expect((await listTripCards(t.db, tripListArgs(actors()[1]![1], {}), ["id", "embarkationDate"])).totalCount).toBe(28);
});

it("leaves later pages, relations and the omitted decimals to Prisma", () => {
  const actor = actors()[0]![1];
  const first = tripListArgs(actor, {});
  expect(cardColumns(SELECT, first)).toEqual(Object.keys(SELECT));
  // Any trip column the detail may read too; not the decimals left out of every answer (tripOmit).
  expect(cardColumns({ ...SELECT, homePort: true }, first)).toEqual([...Object.keys(SELECT), "homePort"]);
  expect(cardColumns({ ...SELECT, distanceValue: true }, first)).toBeNull();
  expect(cardColumns({ ...SELECT, visitedPorts: { orderBy: { position: "asc" } } }, first)).toBeNull();
  const { id: _id, ...withoutId } = SELECT;
  expect(cardColumns(withoutId, first)).toBeNull();
  const { createdAt: _c, ...withoutCreated } = SELECT;
  expect(cardColumns(withoutCreated, tripListArgs(actor, { sort: "CREATED_AT_DESC" }))).toBeNull();
  const after = Buffer.from(JSON.stringify(["2026-01-10T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"])).toString("base64url");
  expect(cardColumns(SELECT, tripListArgs(actor, { after }))).toBeNull();
});

const CARD_FIELDS = `id status version yachtName registrationNumber embarkationPort disembarkationPort embarkationDate disembarkationDate distance createdAt
  cruiseDays captain { firstName lastName email phone licenseType licenseNumber otherLicense }`;

it("answers the list screen's query as the Prisma path does", async () => {
  for (const [token, args] of [
    [captain.token, {}],
    [captain.token, { search: "100%", sort: "CREATED_AT_DESC" }],
    [staff.token, { first: 7, sort: "EMBARKATION_DATE_ASC" }],
  ] as const) {
    const page = (extra: string) =>
      t.gql<{ trips: { totalCount: number; hasNextPage: boolean; endCursor: string | null; nodes: Record<string, unknown>[] } }>(
        `query L($search: String, $sort: TripSort, $first: Int) { trips(search: $search, sort: $sort, first: $first) {
          totalCount hasNextPage endCursor nodes { ${CARD_FIELDS} ${extra} } } }`,
        args,
        { token },
      );
    const cards = await page(""); // the hand-written query
    const viaPrisma = await page("visitedPorts { id }"); // a relation: Prisma
    expect(cards.errors).toBeUndefined();
    expect(viaPrisma.errors).toBeUndefined();
    const trips = viaPrisma.data!.trips;
    expect(cards.data!.trips).toEqual({ ...trips, nodes: trips.nodes.map(({ visitedPorts: _v, ...n }) => n) });
    expect(trips.nodes.length).toBeGreaterThan(0);
  }
});

it("writes each trip of REST's list as tripJson of Prisma's findMany with tripInclude", async () => {
  let compared = 0;
  const seen = { none: 0, dated: 0, other: 0, escaped: 0 };
  for (const [who, actor] of actors())
    for (const args of cases) {
      const list = tripListArgs(actor, args);
      const [prismaRows, prismaCount] = await Promise.all([
        t.db.trip.findMany({ where: list.pageWhere, orderBy: list.orderBy, take: list.pageSize, include: tripInclude, omit: tripOmit }),
        t.db.trip.count({ where: list.where }),
      ]);
      const sql = await listRestTripTexts(t.db, list);
      // The same JSON (PostgreSQL's arrays put a space after each comma between their items).
      expect({ ...sql, texts: sql.texts.map((text) => JSON.parse(text) as unknown) }, `${who} ${JSON.stringify(args)}`).toEqual({
        texts: prismaRows.map(tripJson),
        totalCount: prismaCount,
      });
      compared += prismaRows.length;
      // tripJson's keys in its order too (toEqual does not look at the order).
      sql.texts.forEach((text, i) => expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(tripJson(prismaRows[i]!))));
      for (const row of prismaRows) {
        if (row.visitedPorts.length === 0 && row.crewMembers.length === 0) seen.none++;
        if (row.visitedPorts.some((p) => p.arrivalDate)) seen.dated++;
        if (row.crewMembers.some((m) => m.role === "_other" && m.licenseType === "_other")) seen.other++;
        if (/["\\\n\t]/.test(row.captainNotes ?? "")) seen.escaped++;
      }
    }
  expect(compared).toBeGreaterThan(200);
  for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
});
