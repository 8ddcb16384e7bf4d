// The GraphQL endpoint's bounds through the real app: GraphQL Armor's limits (messages name the
// limit and the value found), no batching, wrongly typed variables as BAD_USER_INPUT (and not
// logged as server errors), and GraphiQL from the app's own assets or off.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

const logLines: string[] = [];
const logger = pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger });
});
afterAll(() => t.close());

type Answer = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
async function post(body: unknown): Promise<{ status: number; body: Answer; ms: number }> {
  const started = performance.now();
  const res = await t.app.fetch(
    new Request("http://test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    { ip: "10.88.0.1" },
  );
  return { status: res.status, body: (await res.json()) as Answer, ms: performance.now() - started };
}
const query = (q: string, variables: Record<string, unknown> = {}) => post({ query: q, variables });

describe("GraphQL Armor limits", () => {
  it("refuses 1,000 aliased __schema at once, saying the limit and what it found, and /healthz stays quick", async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __schema { queryType { name } }`).join(" ");
    const tooMany = await query(`{ ${fields(100)} }`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe("Syntax Error: Aliases limit of 15 exceeded, found 100.");
    const huge = await Promise.all(Array.from({ length: 4 }, () => query(`{ ${fields(1000)} }`)));
    for (const r of huge) expect(r.body.errors?.[0]?.message).toMatch(/limit of \d+ exceeded/);
    const health = performance.now();
    expect((await t.rest("GET", "/healthz")).status).toBe(200);
    expect(performance.now() - health).toBeLessThan(2000);
  });

  it("bounds tokens, depth, directives and cost", async () => {
    expect((await query(`{ ${"__typename ".repeat(2500)} }`)).body.errors?.[0]?.message).toBe("Syntax Error: Token limit of 2000 exceeded.");
    const deep = `{ a { b { c { d { e { f { g { h { i { j { k { l } } } } } } } } } } } }`;
    expect((await query(deep)).body.errors?.[0]?.message).toBe("Syntax Error: Query depth limit of 10 exceeded, found 12.");
    expect((await query(`{ __typename ${"@include(if: true) ".repeat(25)}}`)).body.errors?.[0]?.message).toBe(
      "Syntax Error: Directives limit of 20 exceeded, found 25.",
    );
    const trip =
      "id yachtName status embarkationDate disembarkationDate distance captain { firstName lastName email phone } visitedPorts { id name isTidalPort } crewMembers { id fullName role email phone }";
    // 14 lists of trips, each with its fields four times over (a fragment spread four times)
    const costly = await query(
      `fragment T on Trip { ${trip} } { ${Array.from({ length: 14 }, (_, i) => `q${i}: trips { nodes { ...T ...T ...T ...T } }`).join(" ")} }`,
    );
    expect(costly.body.errors?.[0]?.message).toBe("Syntax Error: Query Cost limit of 5000 exceeded, found 9079.");
  });

  it("does not batch", async () => {
    const res = await post([{ query: "{ __typename }" }, { query: "{ __typename }" }]);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe("Batching is not supported.");
  });
});

describe("wrongly typed variables", () => {
  it.each([
    [
      "an object for an ID",
      `query Q($id: ID!) { trip(id: $id) { id } }`,
      { id: { x: 1 } },
      'Variable "$id" got invalid value { x: 1 }; ID cannot represent value: { x: 1 }',
    ],
    [
      "a number for an input object",
      `mutation M($input: TripInput!) { createTrip(input: $input) { id } }`,
      { input: 5 },
      'Variable "$input" got invalid value 5; Expected type "TripInput" to be an object.',
    ],
    [
      "a string for an Int",
      `mutation G($email: String!, $days: Int!) { grantPremium(email: $email, days: $days) { id } }`,
      { email: "a@b.pl", days: "dużo" },
      'Variable "$days" got invalid value "dużo"; Int cannot represent non-integer value: "dużo"',
    ],
  ])("%s: BAD_USER_INPUT with the coercion message, 400, not logged as an error", async (_name, q, variables, message) => {
    logLines.length = 0;
    const res = await query(q, variables);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: "BAD_USER_INPUT" } })]);
    expect(logLines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50)).toEqual([]);
  });
});

describe("GraphiQL", () => {
  it("loads only the app's own scripts and styles", async () => {
    const res = await t.app.fetch(new Request("http://test/graphql", { headers: { accept: "text/html" } }), {});
    const html = await res.text();
    expect(html).toContain("<title>Żeglog GraphQL</title>");
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual(["data:,", "/graphiql/graphiql.css", "/graphiql/env.js", "/graphiql/yoga-graphiql.js", "/graphiql/init.js"]);
    expect(html).not.toMatch(/https?:\/\/|<script>|<style>/);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self';");
    for (const asset of ["graphiql.css", "env.js", "yoga-graphiql.js", "init.js", "editor.worker.js", "json.worker.js", "graphql.worker.js"]) {
      const a = await t.app.fetch(new Request(`http://test/graphiql/${asset}`), {});
      expect(a.status, asset).toBe(200);
      expect((await a.text()).length, asset).toBeGreaterThan(100);
    }
  });

  it("is off with GRAPHIQL=off: no page and no assets", async () => {
    const off = await createTestApp({ graphiql: false });
    try {
      const res = await off.app.fetch(new Request("http://test/graphql", { headers: { accept: "text/html" } }), {});
      expect(res.headers.get("content-type") ?? "").not.toContain("text/html");
      expect((await off.app.fetch(new Request("http://test/graphiql/yoga-graphiql.js"), {})).status).not.toBe(200);
      expect((await off.gql<{ __typename: string }>("{ __typename }")).data?.__typename).toBe("Query");
    } finally {
      await off.close();
    }
  });
});

describe("GraphQL Armor limits at their bounds", () => {
  const ok = (r: { status: number; body: Answer }) => expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __schema { queryType { name } }`).join(" ");
  // `{ __typename … }`: two braces and one token per field
  const tokens = (n: number) => `{ ${"__typename ".repeat(n - 2)}}`;
  // depth n: n nested fields (unknown ones: the depth limit is checked before the schema is)
  const depth = (n: number) => `{ ${"f { ".repeat(n - 1)}g${" }".repeat(n - 1)} }`;

  it("passes below and at each bound, refuses one above it naming the limit and the value", async () => {
    ok(await query(`{ ${aliases(14)} }`));
    ok(await query(`{ ${aliases(15)} }`));
    expect((await query(`{ ${aliases(16)} }`)).body.errors?.[0]?.message).toBe("Syntax Error: Aliases limit of 15 exceeded, found 16.");
    const directives = (n: number) => `{ ${"__typename @include(if: true) ".repeat(n)}}`;
    ok(await query(directives(19)));
    ok(await query(directives(20)));
    expect((await query(directives(21))).body.errors?.[0]?.message).toBe("Syntax Error: Directives limit of 20 exceeded, found 21.");
    // (2,000 copies of one field go past graphql-js's own budget for merging fields — "Validation
    // aborted." — after parsing: what matters here is that the token limit lets them through)
    for (const n of [1999, 2000]) expect((await query(tokens(n))).body.errors?.[0]?.message ?? "").not.toMatch(/Token limit/);
    expect((await query(tokens(2001))).body.errors?.[0]?.message).toBe("Syntax Error: Token limit of 2000 exceeded.");
    for (const n of [9, 10]) expect((await query(depth(n))).body.errors?.[0]?.message).toBe('Cannot query field "f" on type "Query".');
    expect((await query(depth(11))).body.errors?.[0]?.message).toBe("Syntax Error: Query depth limit of 10 exceeded, found 11.");
  });
});
