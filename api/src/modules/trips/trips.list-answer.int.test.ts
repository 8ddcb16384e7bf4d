// The trip list answered by its SQL (trips.list-answer.ts) answers every query it takes byte for byte
// as the executor does (the same query with `@include(if: true)` on its `trips` field, which the SQL
// answer leaves to the executor): the list screen's query as the web client sends it, every column
// it writes, aliases, fragments, merged fields and __typename, for captains, staff and a captain
// without trips, every sort, searches and page sizes, over texts JSON must escape. What it does not
// take — later pages, other fields, directives, a viewer without the scope, variables that do not
// fit — the executor answers as before (the log says which answered).
import { Writable } from "node:stream";
import { parse } from "graphql";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { seedTrips, staffToken, tripForm } from "../../test/trips.ts";
import { planTripList } from "./trips.list-answer.ts";

let t: TestApp;
const logged: string[] = [];
let tokens: Record<"captain" | "other" | "staff" | "empty", string>;

beforeAll(async () => {
  // The app's log at debug level, kept: each SQL answer logs "trip list answered by its SQL".
  const logger = pino({ level: "debug" }, new Writable({ write: (chunk: Buffer, _e, done) => (logged.push(String(chunk)), done()) }));
  t = await createTestApp({ logger });
  const [captain, other, empty] = [await registerCaptain(t), await registerCaptain(t), await registerCaptain(t)];
  tokens = { captain: captain.token, other: other.token, staff: (await staffToken(t)).token, empty: empty.token };
  // Equal embarkation dates (the id breaks the tie), texts JSON must escape, Polish letters and an
  // emoji, empty and free-text licences, and a deleted trip the list must not show.
  const ids = await seedTrips(t.db, captain.id, 24, new Date("2026-03-01T10:00:00Z"), (i) =>
    tripForm({
      yachtName: ["Zawisza", '100% "Czarny"', "Dar_Młodzieży ⛵", "Pogoria\\2"][i % 4] ?? "",
      embarkationDate: `2026-0${1 + (i % 3)}-1${i % 5}`,
      disembarkationDate: "2026-12-31",
      email: i % 2 ? "" : "kpt@example.com",
      ...(i % 3 === 0 ? { licenseType: "_other", otherLicense: "RYA Yachtmaster" } : {}),
      ...(i % 4 === 1 ? { captainNotes: 'Sztorm "Ksawery" \\ 8°B\nnowa linia\tżółć €', logbookNumber: "" } : {}),
    }),
  );
  await seedTrips(t.db, other.id, 5, new Date("2026-03-02T10:00:00Z"));
  await t.db.trip.update({ where: { id: ids[3] ?? "" }, data: { deletedAt: new Date("2026-03-03T10:00:00Z"), status: "cancelled" } });
  // Control characters no form admits (a row of older rules): PostgreSQL's escapes must be JSON.stringify's.
  await t.db.trip.update({ where: { id: ids[5] ?? "" }, data: { homePort: "Hel\u0001\u001f\u007f\u2028" } });
});
afterAll(() => t.close());

/** How many answers the SQL gave so far (its log lines). */
const answeredBySql = () => logged.filter((l) => l.includes("trip list answered by its SQL")).length;

/** The answer's bytes, and whether the SQL answered it (by the log lines it added). */
async function answer(query: string, variables: Record<string, unknown>, token?: string) {
  const before = answeredBySql();
  const res = await t.app.fetch(
    new Request("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
    { ip: "10.0.0.1" },
  );
  const bySql = answeredBySql() > before;
  return { status: res.status, text: await res.text(), bySql };
}

/** The same query with `@include(if: true)` after the trips field's arguments: the executor's answer, at the same error positions. */
const viaExecutor = (query: string) => query.replace(/(trips(?:\([^)]*\))?)\s*\{/, "$1 @include(if: true) {");

const ALL = `id status version createdAt updatedAt yachtName registrationNumber homePort hullLength enginesCount enginePower embarkationPort
  isEmbarkationTidalPort disembarkationPort isDisembarkationTidalPort distance embarkationDate disembarkationDate sailingHours engineHours
  mooringHours tidalHours tidalPortsCount logbookNumber captainNotes captain { firstName lastName email phone licenseType licenseNumber otherLicense }`;

const QUERIES: Record<string, string> = {
  // The web's TripsList as Apollo sends it (its fragment, and __typename in every selection).
  "the list screen's": `query TripsList($search: String, $sort: TripSort, $first: Int) {
    trips(search: $search, sort: $sort, first: $first) { totalCount nodes { ...TripSummaryFields status distance createdAt __typename } __typename } }
    fragment TripSummaryFields on Trip { id yachtName registrationNumber embarkationPort disembarkationPort embarkationDate disembarkationDate
      captain { firstName lastName __typename } __typename }`,
  "every column": `query L($search: String, $sort: TripSort, $first: Int) { trips(search: $search, sort: $sort, first: $first) {
    __typename hasNextPage endCursor nodes { ${ALL} } totalCount } }`,
  "aliases, merged fields and inline fragments": `query L($search: String, $sort: TripSort, $first: Int) {
    mine: trips(search: $search, sort: $sort, first: $first) { n: totalCount more: hasNextPage next: endCursor
      list: nodes { ... on Trip { id when: embarkationDate } captain { firstName } ... { status captain { surname: lastName firstName } } id t: __typename } } }`,
};

const VARIABLES: Record<string, unknown>[] = [
  {},
  { first: 5 },
  { first: 1, sort: "CREATED_AT_DESC" },
  { sort: "EMBARKATION_DATE_ASC", first: 7 },
  { search: '100% "czarny"' },
  { search: "dar_m" },
  { search: "nothing like this" },
  { first: 0 },
  { first: 100_000, search: "  ZAWISZA " },
];

it("answers the queries it takes as the executor does, byte for byte", async () => {
  let compared = 0;
  for (const [name, query] of Object.entries(QUERIES))
    for (const [who, token] of Object.entries(tokens))
      for (const variables of VARIABLES) {
        const where = `${name} query, ${who}, ${JSON.stringify(variables)}`;
        const [sql, executor] = [await answer(query, variables, token), await answer(viaExecutor(query), variables, token)];
        expect(sql.bySql, where).toBe(true);
        expect(executor.bySql, where).toBe(false);
        expect(sql, where).toEqual({ ...executor, bySql: true });
        expect(sql.text, where).toMatch(/^\{"data":\{"(trips|mine)":\{/);
        compared += (sql.text.match(/"(id|list)":/g) ?? []).length;
      }
  // Not vacuous: trips were written (the staff's view of every captain among them), escapes too.
  expect(compared).toBeGreaterThan(400);
  const every = await answer(QUERIES["every column"] ?? "", {}, tokens.staff);
  for (const text of ['\\"Czarny\\"', "Pogoria\\\\2", "\\n", "\\t", "\\u0001\\u001f", "⛵", '"email":null', '"logbookNumber":null', '"hasNextPage":false'])
    expect(every.text).toContain(text);
  expect(JSON.parse(every.text)).toMatchObject({ data: { trips: { totalCount: 28 } } });
});

it("leaves to the executor the pages, fields, viewers and variables it does not take", async () => {
  const list = `query L($first: Int, $after: String) { trips(first: $first, after: $after) { endCursor nodes { id yachtName } } }`;
  const first = await answer(list, { first: 4 }, tokens.captain);
  expect(first.bySql).toBe(true);
  const { endCursor } = (JSON.parse(first.text) as { data: { trips: { endCursor: string } } }).data.trips;
  const cases: [string, string, Record<string, unknown>, string | undefined][] = [
    ["a later page", list, { first: 4, after: endCursor }, tokens.captain],
    ["a bad cursor", list, { after: "not a cursor" }, tokens.captain],
    ["no one signed in", list, {}, undefined],
    ["a variable of the wrong type", list, { first: "many" }, tokens.captain],
    ["a computed field", `{ trips { nodes { id cruiseDays } } }`, {}, tokens.captain],
    ["a relation", `{ trips { nodes { id visitedPorts { name } } } }`, {}, tokens.captain],
    ["another root field beside it", `{ trips { nodes { id } } me { id } }`, {}, tokens.captain],
    ["a directive inside", `{ trips { nodes { id yachtName @skip(if: true) } } }`, {}, tokens.captain],
    ["an alias longer than PostgreSQL keeps", `{ trips { nodes { ${"a".repeat(64)}: id } } }`, {}, tokens.captain],
  ];
  for (const [what, query, variables, token] of cases) {
    const got = await answer(query, variables, token);
    expect(got.bySql, what).toBe(false);
    // The same answer as before this module: the executor's (with its own errors, where any).
    expect(got, what).toEqual(await answer(viaExecutor(query), variables, token));
  }
  // The ones that fail still fail as the executor says.
  expect((await answer(list, {}, undefined)).text).toContain("UNAUTHENTICATED");
  expect((await answer(list, { after: "not a cursor" }, tokens.captain)).text).toContain('"errors"');
});

it("plans only the operations it can answer", () => {
  const plan = (query: string, name?: string) => planTripList(parse(query), name) !== null;
  expect(plan(`{ trips { nodes { id } } }`)).toBe(true);
  expect(plan(`query A { trips { totalCount } } query B { trips { nodes { id } } }`, "B")).toBe(true);
  expect(plan(`query A { trips { totalCount nodes { id } } }`)).toBe(true);
  // Nothing of the trips themselves asked: left to the executor (no row's JSON is wanted).
  expect(plan(`{ trips { totalCount } }`)).toBe(false);
  expect(plan(`mutation { trips { nodes { id } } }`)).toBe(false);
  expect(plan(`{ trips { nodes { id } } trip(id: "x") { id } }`)).toBe(false);
  expect(plan(`{ trips { nodes { captain { __typename } } } }`)).toBe(true);
  expect(plan(`{ trips { nodes { owner { id } } } }`)).toBe(false);
  expect(plan(`{ trips { nodes { ...F } } } fragment F on Trip @foo { id }`)).toBe(false);
  expect(plan(`{ trips { nodes { ... on Yacht { id } } } }`)).toBe(false);
  expect(plan(`query @foo { trips { nodes { id } } }`)).toBe(false);
});
