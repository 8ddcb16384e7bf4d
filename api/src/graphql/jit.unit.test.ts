// When graphqlJit compiles (graphql/jit.ts): not on an operation's first run, on its second; never
// for documents seen once; at most MAX_COMPILED_DOCUMENTS documents kept, the least recently used
// dropped first. A run refused for its variables is answered by graphql-js, with no resolver run twice.
import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { MAX_COMPILED_DOCUMENTS, graphqlJit } from "./jit.ts";

function server() {
  const compiled: (string | undefined)[] = [];
  const logger = {
    debug: (fields: { operationName?: string }, msg: string) => void (msg === "GraphQL operation compiled" && compiled.push(fields.operationName)),
    error: () => undefined,
  };
  let resolved = 0;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: "type Query { hello(name: String!, times: Int): String! fail: String }",
      resolvers: {
        Query: {
          hello: (_: unknown, args: { name: string; times?: number }) => (resolved++, `Cześć ${args.name}`.repeat(args.times ?? 1)),
          fail: () => {
            throw new Error("sztorm");
          },
        },
      },
    }),
    plugins: [graphqlJit(logger as never)],
    logging: false,
  });
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  return { ask, compiled, resolved: () => resolved };
}

describe("graphqlJit", () => {
  it("compiles an operation on its second run, and answers as graphql-js did", async () => {
    const s = server();
    const query = "query Hello($name: String!) { hello(name: $name) }";
    const first = await s.ask(query, { name: "Ewa" });
    expect(s.compiled).toEqual([]);
    const second = await s.ask(query, { name: "Ewa" });
    expect(s.compiled).toEqual(["Hello"]);
    await s.ask(query, { name: "Ewa" });
    expect(s.compiled).toEqual(["Hello"]);
    expect(second).toEqual(first);
    expect(first.body).toEqual({ data: { hello: "Cześć Ewa" } });
  });

  it("answers a resolver's error at the same place, on any line of the document, once compiled", async () => {
    const s = server();
    const query = 'query Fail {\r\n  hello(name: "Ewa")\n\n    fail\r  a: fail\n}';
    const first = await s.ask(query);
    expect(first.body).toMatchObject({
      data: { hello: "Cześć Ewa", fail: null, a: null },
      errors: [
        { path: ["fail"], locations: [{ line: 4, column: 5 }] },
        { path: ["a"], locations: [{ line: 5, column: 3 }] },
      ],
    });
    expect(await s.ask(query)).toEqual(first);
    expect(s.compiled).toEqual(["Fail"]);
  });

  it("never compiles documents that come once", async () => {
    const s = server();
    for (let i = 0; i < 50; i++) expect((await s.ask(`query One${i} { hello(name: "x${i}") }`)).status).toBe(200);
    expect(s.compiled).toEqual([]);
  });

  it("answers variables that do not fit through graphql-js, without running a resolver", async () => {
    const s = server();
    const query = "query Times($name: String!, $times: Int) { hello(name: $name, times: $times) }";
    const plain = await s.ask(query, { name: "Ola", times: "dwa" });
    await s.ask(query, { name: "Ola", times: 2 });
    expect(s.compiled).toEqual(["Times"]);
    const before = s.resolved();
    expect(await s.ask(query, { name: "Ola", times: "dwa" })).toEqual(plain);
    expect(await s.ask(query, { times: 1 })).toMatchObject({ body: { errors: [{ message: expect.stringMatching(/^Variable "\$name"/) as string }] } });
    expect(s.resolved()).toBe(before);
    expect(plain.body).toMatchObject({
      errors: [{ message: expect.stringMatching(/^Variable "\$times" got invalid value "dwa"/) as string, locations: [{ line: 1, column: 29 }] }],
    });
  });

  it(`keeps the compiled operations of at most ${MAX_COMPILED_DOCUMENTS} documents, dropping the least recently used`, async () => {
    const s = server();
    const doc = (i: number) => `query Doc${i} { hello(name: "${i}") }`;
    for (let i = 0; i <= MAX_COMPILED_DOCUMENTS; i++) {
      await s.ask(doc(i));
      await s.ask(doc(i));
    }
    expect(s.compiled).toHaveLength(MAX_COMPILED_DOCUMENTS + 1);
    // Doc0 was dropped when the last came: it is compiled again; Doc2 is still kept.
    await s.ask(doc(2));
    await s.ask(doc(0));
    expect(s.compiled.slice(MAX_COMPILED_DOCUMENTS + 1)).toEqual(["Doc0"]);
  });
});
