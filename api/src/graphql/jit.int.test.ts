// A repeated operation runs compiled by graphql-jit (graphql/jit.ts); its first run goes through
// graphql-js. Both must answer alike: the same status, data and errors (codes, messages in the
// caller's language, paths, locations), so each operation here is sent three times and the later
// answers compared with the first. The log shows that the later runs were the compiled ones.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { premiumCaptain, seedTrips, tripForm, unknownTripId } from "../test/trips.ts";

const logLines: string[] = [];
const logger = pino({ level: "debug" }, new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }));

let t: TestApp;
let token: string;
let tripId: string;
beforeAll(async () => {
  t = await createTestApp({ logger });
  const captain = await premiumCaptain(t, { name: "Żaneta Ślązak" });
  token = captain.token;
  await seedTrips(t.db, captain.id, 12, t.clock.now(), (i) =>
    tripForm({
      yachtName: `Żaglówka ${i}`,
      embarkationDate: `2026-0${1 + (i % 6)}-1${i % 10}`,
      visitedPorts: [{ name: "Łeba", isTidalPort: false }],
      crewMembers: tripForm().crewMembers.map((m) => ({ ...m, fullName: `Ewa Ślązak ${i}` })),
    }),
  );
  const list = await t.gql<{ trips: { nodes: { id: string }[] } }>("{ trips(first: 1) { nodes { id } } }", {}, { token });
  tripId = list.data?.trips.nodes[0]?.id ?? "";
});
afterAll(() => t.close());

/** The answer as a client sees it, the request id (new on every request) left out. */
async function send(query: string, variables: Record<string, unknown>, opts: { token?: string; lang?: string }) {
  const res = await t.rest("POST", "/graphql", { body: { query, variables }, token: opts.token, lang: opts.lang });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    body: JSON.parse(JSON.stringify(res.body).replace(/"requestId":"[^"]+"/g, '"requestId":"…"')) as unknown,
  };
}

/** Three runs of the operation: the first plain, the others compiled; all answers alike. */
async function threeRuns(name: string, query: string, variables: Record<string, unknown> = {}, opts: { token?: string; lang?: string } = { token }) {
  const compiledBefore = logLines.filter((l) => l.includes('"msg":"GraphQL operation compiled"') && l.includes(`"operationName":"${name}"`)).length;
  const first = await send(query, variables, opts);
  const second = await send(query, variables, opts);
  const third = await send(query, variables, opts);
  expect(second).toEqual(first);
  expect(third).toEqual(first);
  const compiled = logLines.filter((l) => l.includes('"msg":"GraphQL operation compiled"') && l.includes(`"operationName":"${name}"`)).length;
  return { answer: first, compiledNow: compiled - compiledBefore };
}

const TRIPS_LIST = `query TripsList($search: String, $sort: TripSort, $first: Int) { trips(search: $search, sort: $sort, first: $first) { totalCount
  nodes { id status yachtName registrationNumber embarkationPort disembarkationPort embarkationDate disembarkationDate distance createdAt
  captain { firstName lastName } } } }`;

describe("operations compiled by graphql-jit answer as graphql-js does", () => {
  it("the list screen's TripsList, with Polish letters, dates, decimals and the total; compiled on its second run", async () => {
    const { answer, compiledNow } = await threeRuns("TripsList", TRIPS_LIST, { first: 10, sort: "EMBARKATION_DATE_DESC" });
    expect(answer.status).toBe(200);
    const trips = (answer.body as { data: { trips: { totalCount: number; nodes: Record<string, unknown>[] } } }).data.trips;
    expect(trips.totalCount).toBe(12);
    expect(trips.nodes).toHaveLength(10);
    expect(trips.nodes[0]).toMatchObject({ yachtName: expect.stringMatching(/^Żaglówka \d+$/) as string, status: "planned", captain: { firstName: "Jan" } });
    expect(trips.nodes[0]?.embarkationDate).toMatch(/^2026-\d\d-\d\d$/);
    expect(compiledNow).toBe(1);
  });

  it("a trip with its ports and crew, through fragments, aliases and @include/@skip", async () => {
    const query = `query Detail($id: ID!, $withCrew: Boolean!, $noPorts: Boolean!) {
      one: trip(id: $id) { ...Head ports: visitedPorts @skip(if: $noPorts) { name isTidalPort } crewMembers @include(if: $withCrew) { fullName roleText licenseText } }
      again: trip(id: $id) { __typename id version cruiseDays }
    }
    fragment Head on Trip { id yachtName embarkationDate createdAt captain { firstName lastName } }`;
    const { answer } = await threeRuns("Detail", query, { id: tripId, withCrew: true, noPorts: false });
    const data = (answer.body as { data: { one: Record<string, unknown>; again: Record<string, unknown> } }).data;
    expect(data.one).toMatchObject({
      id: tripId,
      ports: [{ name: "Łeba", isTidalPort: false }],
      crewMembers: [{ fullName: expect.stringMatching(/^Ewa Ślązak/) as string }],
    });
    expect(data.again).toMatchObject({ __typename: "Trip", id: tripId });
    const skipped = await threeRuns("Detail", query, { id: tripId, withCrew: false, noPorts: true });
    const one = (skipped.answer.body as { data: { one: Record<string, unknown> } }).data.one;
    expect(Object.keys(one)).not.toContain("ports");
    expect(Object.keys(one)).not.toContain("crewMembers");
  });

  it("another account's or a missing trip: NOT_FOUND with its path and place, in both languages", async () => {
    const query = "query Missing($id: ID!) { trip(id: $id) { id } }";
    for (const lang of ["pl", "en"]) {
      const { answer } = await threeRuns("Missing", query, { id: unknownTripId() }, { token, lang });
      const error = (answer.body as { errors: { message: string; path: string[]; locations: unknown[]; extensions: { code: string } }[] }).errors[0];
      expect(error).toMatchObject({ path: ["trip"], locations: [{ line: 1, column: 27 }], extensions: { code: "NOT_FOUND" } });
      expect(error?.message).toBe(lang === "pl" ? "Nie znaleziono" : "Not found");
    }
  });

  it("signed out: UNAUTHENTICATED", async () => {
    const { answer } = await threeRuns("Anonymous", "query Anonymous { trips(first: 1) { totalCount } }", {}, {});
    expect(answer.body).toMatchObject({ errors: [{ extensions: { code: "UNAUTHENTICATED" }, path: ["trips"] }] });
  });

  it("variables of the wrong type or missing: a 400 about the request, at the variable, never a 500", async () => {
    const query = "query Vars($id: ID!, $search: String, $first: Int) { trip(id: $id) { id } trips(search: $search, first: $first) { totalCount } }";
    for (const variables of [{ id: tripId, search: { a: 1 } }, { id: null }, { id: {} }, { id: tripId, first: "ten" }, { id: tripId, first: 2 ** 40 }]) {
      const { answer } = await threeRuns("Vars", query, variables);
      expect(answer.status).toBe(400);
      const errors = (answer.body as { errors: { message: string; locations: unknown[]; extensions: { code: string } }[] }).errors;
      expect(errors[0]?.message).toMatch(/^Variable "\$(id|search|first)"/);
      expect(errors[0]?.locations).toEqual([expect.objectContaining({ line: 1 })]);
      expect(["BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED"]).toContain(errors[0]?.extensions.code);
    }
  });

  it("a mutation with invalid input: VALIDATION_FAILED with its fields, nothing saved", async () => {
    const query = `mutation BadYacht($input: YachtInput!) { createYacht(input: $input) { id } }`;
    const input = { name: "", registrationNumber: "POL-1", homePort: "Gdynia", hullLength: "-1", enginesCount: "1", enginePower: "40" };
    const { answer } = await threeRuns("BadYacht", query, { input }, { token, lang: "en" });
    expect(answer.body).toMatchObject({
      errors: [{ path: ["createYacht"], extensions: { code: "VALIDATION_FAILED", fields: { name: expect.any(String) as string } } }],
    });
    expect(await t.db.yacht.count()).toBe(0);
  });
});
