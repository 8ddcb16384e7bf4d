// jsonBytes writes a value's JSON a list item at a time; its bytes must be those of JSON.stringify's
// text in UTF-8, whatever the value holds.
import { describe, expect, it } from "vitest";
import { JsonTextList, jsonBytes, jsonTextBytes } from "./json-bytes.ts";

const text = (v: unknown) => new TextDecoder("utf-8", { fatal: true }).decode(jsonBytes(v));
const noPrototype = (o: Record<string, unknown>) => Object.assign(Object.create(null) as Record<string, unknown>, o);

describe("jsonBytes", () => {
  const values: [string, unknown][] = [
    ["Polish text, quotes, control characters and a lone surrogate", { name: "Żaglówka „Ślązak” ⛵", q: 'a"b\\c', nl: "x\ny\t\u0001", odd: "a\ud800b" }],
    ["scalars at the top", "Świnoujście"],
    ["numbers JSON has no word for", [NaN, Infinity, -0, 1e21, 0.1]],
    [
      "undefined, functions and symbols: left out of objects, null in lists",
      { a: undefined, f: () => 1, s: Symbol("x"), list: [undefined, () => 1, Symbol("y"), null] },
    ],
    ["a list with holes", [1, , 3]], // eslint-disable-line no-sparse-arrays
    [
      "Dates and other toJSON, given their key",
      {
        at: new Date(Date.UTC(2026, 10, 28, 10, 16, 45, 123)),
        custom: { toJSON: (key: string) => `key=${key}` },
        list: [{ toJSON: (key: string) => ({ key }) }, { toJSON: () => undefined }],
      },
    ],
    ["boxed primitives", { s: new String("ż"), n: new Number(3), b: new Boolean(false) }],
    [
      "GraphQL's objects without a prototype",
      noPrototype({ data: noPrototype({ trips: noPrototype({ totalCount: 2, nodes: [noPrototype({ id: "a" }), noPrototype({ id: "b" })] }) }) }),
    ],
    ["empty containers", { a: [], o: {}, nested: [[], {}] }],
    [
      "a class instance (its own fields)",
      new (class Trip {
        id = "t";
        port = "Hel";
      })(),
    ],
    ["objects nested deeper than the split", { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: ["Łeba"] } } } } } } } } } }],
    [
      "a long list of records with Polish letters (more than one chunk)",
      {
        success: true,
        sailing_trips: Array.from({ length: 400 }, (_, i) => ({ id: i, port: "Gdańsk", crew: [{ name: "Ewa Ślązak" }], notes: "ł".repeat(60) })),
        total: 400,
      },
    ],
  ];
  it.each(values)("writes %s as JSON.stringify does", (_, value) => {
    expect(text(value)).toBe(JSON.stringify(value));
  });

  it("writes the UTF-8 bytes, not the text's UTF-16 units", () => {
    expect([...jsonBytes("ż⛵")]).toEqual([...Buffer.from('"ż⛵"', "utf8")]);
  });

  it("throws where JSON.stringify throws, and for a value with no JSON text", () => {
    const loop: Record<string, unknown> = { list: [] };
    (loop.list as unknown[]).push(loop);
    expect(() => jsonBytes({ n: 1n })).toThrow(TypeError);
    expect(() => jsonBytes(loop)).toThrow(TypeError);
    expect(() => jsonBytes(undefined)).toThrow(TypeError);
  });
});

describe("jsonTextBytes", () => {
  it("writes the pieces' text as UTF-8, over many chunks and with a character split by none of them", () => {
    // ≈ 40,000 characters: several 16 K chunks, each piece with two-byte and four-byte characters.
    const pieces = Array.from({ length: 500 }, (_, i) => `${i ? "," : "["}{"name":"Żeglarz ${i} ⛵ 𝄞","notes":"${"ó".repeat(i % 50)}"}`);
    pieces.push("]");
    expect(Buffer.from(jsonTextBytes(pieces)).equals(Buffer.from(pieces.join(""), "utf8"))).toBe(true);
    expect(JSON.parse(Buffer.from(jsonTextBytes(pieces)).toString("utf8"))).toHaveLength(500);
    expect([...jsonTextBytes([])]).toEqual([]);
  });
});

describe("JsonTextList", () => {
  const texts = ['{"id":"a","port":"Łeba ⛵"}', '{"id":"b","notes":"x\\ny"}', "[1,null]"];
  it("is written as a list of its texts, as they are (not parsed again)", () => {
    // Key spacing JSON.stringify would not write shows that the texts went out verbatim.
    const spaced = '{"id" : "c"}';
    expect(text({ data: { nodes: new JsonTextList([...texts, spaced]), totalCount: 4 } })).toBe(
      `{"data":{"nodes":[${[...texts, spaced].join(",")}],"totalCount":4}}`,
    );
    expect(text(new JsonTextList([]))).toBe("[]");
    expect(text({ nodes: new JsonTextList([texts[0] as string]) })).toBe(`{"nodes":[${texts[0]}]}`);
  });
  it("reads as the same values through JSON.stringify (toJSON)", () => {
    const value = { nodes: new JsonTextList(texts) };
    expect(JSON.parse(JSON.stringify(value))).toEqual({ nodes: texts.map((t) => JSON.parse(t) as unknown) });
    expect(JSON.parse(text(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
