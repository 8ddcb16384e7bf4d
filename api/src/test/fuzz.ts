// Generators of hostile input for the fuzz test (fuzz.int.test.ts): a seeded random source, the
// outside security test's value set (NUL, lone surrogates, bidi controls, huge and deep values,
// wrong types, bad dates, malformed escapes), mutations of valid bodies, and GraphQL operations
// with variables for every query and mutation of the schema.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";

export type Rng = { next: () => number; int: (n: number) => number; pick: <T>(items: readonly T[]) => T; chance: (p: number) => boolean };

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[int(items.length)] as T; // int(n) < n: always an index of the non-empty list
  };
  return { next, int, pick, chance: (p) => next() < p };
}

const deepObject = (depth: number): unknown => {
  let v: unknown = "dno";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const NASTY_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\udc00\ud800",
  "\u202eABC",
  "a\u200bb\u202eRTL\u202c",
  "\u2066izolat\u2069",
  "\u202dLRO",
  "bell\u0007",
  "c1\u0085",
  "\r\n\t",
  "%ZZ",
  "%E0%A4%A",
  "%00",
  '\'; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  "#sys.exit()",
  "../../etc/passwd",
  "😀😀😀",
  `${"x".repeat(38)}😀abc`,
  "",
  " ",
  "x".repeat(300),
  "ą".repeat(5000),
  "x".repeat(120_000),
  "2026-02-30",
  "9999-99-99",
  "0000-00-00",
  "2026-13-45T99:99:99Z",
  "-1",
  "-0",
  "1e308",
  "NaN",
  "Infinity",
  "12,5,5",
  "0x1F",
  "00000000-0000-0000-0000-000000000000",
  "zc_nothing",
  "zr_nothing",
  "_other",
  "null",
  "{}",
  "[]",
];

const NASTY_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  [],
  {},
  [null],
  { $gt: "" },
  ["a", 1, null],
  deepObject(500),
  Array.from({ length: 2000 }, (_, i) => i),
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { x: 1 } } },
];

export const nasty = (r: Rng): unknown => (r.chance(0.65) ? r.pick(NASTY_STRINGS) : r.pick(NASTY_VALUES));

/** A copy of `base` with some fields (at any depth) replaced by hostile values, or a hostile value instead of it. */
export function mutate(r: Rng, base: unknown, depth = 0): unknown {
  if (depth === 0 && r.chance(0.08)) return nasty(r);
  if (Array.isArray(base)) {
    const items = base.map((v) => mutate(r, v, depth + 1));
    if (r.chance(0.1)) items.push(nasty(r));
    return items;
  }
  if (base !== null && typeof base === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(base)) {
      if (r.chance(0.05)) continue;
      out[k] = r.chance(0.25) ? nasty(r) : mutate(r, v, depth + 1);
    }
    if (r.chance(0.1)) out[r.pick(["extra", "__proto__", "id", "ownerId", "role", "deletedAt"])] = nasty(r);
    return out;
  }
  return r.chance(0.15) ? nasty(r) : base;
}

/** Percent-encoded bytes a URL can carry: NUL, an encoded lone surrogate, RLO, overlong and cut sequences. */
const RAW_ESCAPES = ["%00", "%ED%A0%80", "%E2%80%AE", "%E0%A4%A", "%ZZ", "%C0%AF", "%FF", "%", "%%32%65"];

const encodable = (v: unknown) =>
  String(v)
    .replace(/[\ud800-\udfff]/g, "")
    .slice(0, 5000);

/** A query-string value: hostile text encoded, or raw (malformed) escapes. */
export function param(r: Rng): string {
  return r.chance(0.6) ? encodeURIComponent(encodable(r.pick(NASTY_STRINGS))) : `a${r.pick(RAW_ESCAPES)}b${r.chance(0.5) ? r.pick(RAW_ESCAPES) : ""}`;
}

/** A path segment: a real id, a random one, or hostile (malformed escapes included). */
export function segment(r: Rng, real: string[]): string {
  const roll = r.next();
  if (roll < 0.35 && real.length) return r.pick(real);
  if (roll < 0.5) return "00000000-0000-4000-8000-000000000000";
  if (roll < 0.7) return param(r);
  const raw = String(r.pick(NASTY_STRINGS)).slice(0, 200);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this replaces
  return raw.replace(/[\s/?#%\u0000-\u001f\u007f-\u009f\ud800-\udfff]/g, () => r.pick(RAW_ESCAPES));
}

/** A raw body that is not what the endpoint expects. */
export function rawBody(r: Rng): string {
  return r.pick([
    "{not json",
    "null",
    "[]",
    "1e999",
    '"\\ud800"',
    '{"a":"\\u0000"}',
    `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
    `{${'"a":1,'.repeat(20_000)}"b":2}`,
    "\u0000\u0001\u0002",
    "\ufeff{}",
    '{"__proto__":{"isAdmin":true}}',
  ]);
}

// ─── GraphQL ────────────────────────────────────────────────────────────────────────────────────

function selection(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named) || isEnumType(named)) return [f.name];
    if (isObjectType(named) && depth < 2) return [`${f.name} { ${selection(named, depth + 1)} }`];
    return [];
  });
  return parts.length ? parts.join(" ") : "__typename";
}

/** A value of an input type, usually of the right shape, sometimes hostile. */
function inputValue(r: Rng, type: GraphQLInputType, samples: Record<string, () => unknown>, depth = 0): unknown {
  if (isNonNullType(type)) return inputValue(r, type.ofType, samples, depth);
  if (isListType(type)) return Array.from({ length: r.int(3) }, () => inputValue(r, type.ofType, samples, depth + 1));
  if (isInputObjectType(type)) {
    const sample = samples[type.name];
    if (sample && r.chance(0.7)) return mutate(r, sample());
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, inputValue(r, f.type, samples, depth + 1)]));
  }
  if (r.chance(0.3)) return nasty(r);
  if (isEnumType(type)) return r.pick(type.getValues()).value;
  if (type.name === "Int") return r.pick([0, 1, 30, -5, 2 ** 31, 3650]);
  if (type.name === "Float") return r.pick([0, 1.5, -2]);
  if (type.name === "Boolean") return r.chance(0.5);
  if (type.name === "ID" && samples.ID) return samples.ID();
  if (type.name === "DateTime") return r.pick(["2026-07-01T00:00:00Z", "2026-02-30", "nonsense"]);
  return r.pick(["Zjawa", "jan@example.com", "2026-07-01", "12.5", "POL-1"]);
}

type Operation = { name: string; kind: "query" | "mutation"; query: string; variables: (r: Rng) => Record<string, unknown> };

/** One operation per query and mutation field, with a variable per argument. */
export function operations(schema: GraphQLSchema, samples: Record<string, () => unknown>): Operation[] {
  const out: Operation[] = [];
  for (const [kind, root] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
      const named = getNamedType(field.type);
      const sel = isObjectType(named) ? ` { ${selection(named, 0)} }` : "";
      out.push({
        name: field.name,
        kind,
        query: `${kind} Fuzz${vars ? `(${vars})` : ""} { ${field.name}${args ? `(${args})` : ""}${sel} }`,
        variables: (r) => Object.fromEntries(field.args.map((a) => [a.name, inputValue(r, a.type, samples)])),
      });
    }
  }
  return out;
}
