// No open object in the document: every request body and JSON answer says field by field what it
// holds. An object schema without properties, additionalProperties true or {} (anything goes), or a
// value that may be anything ({}) fails here, unless listed below with the reason it must stay open.
import { describe, expect, it } from "vitest";
import { restRouter } from "../http/rest-routes.ts";
import { openApiDocument } from "./document.ts";

type Json = Record<string, unknown>;
const doc = openApiDocument(restRouter().table());
const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;

/** Where an open schema may stay, by its location in the document (see openSchemas' output), and why. */
const TRIP_SPELLINGS = "spec §3: the trip body takes every spelling (camelCase, captain_* and *_is_tidal_port aliases…) on to the trip command's normaliser";
const ALLOWED_OPEN: Record<string, string> = {
  "#/components/schemas/SailingTripBody": TRIP_SPELLINGS,
  "#/components/schemas/SailingTripBody/properties/captain/anyOf/0": TRIP_SPELLINGS,
  "#/components/schemas/SailingTripBody/properties/visited_ports/anyOf/0/items/anyOf/1": TRIP_SPELLINGS,
  "#/components/schemas/SailingTripBody/properties/crew_members/anyOf/0/items": TRIP_SPELLINGS,
  "GET /api/openapi.json 200 application/json": "this document itself: its schema is OpenAPI 3.1's own",
};

const isEmpty = (s: Json) => Object.keys(s).filter((k) => k !== "description" && k !== "title").length === 0;

/** Every place in `schema` (following $refs once) that lets anything through, as `where → why`. */
function openSchemas(schema: unknown, where: string, found: Map<string, string>, seen = new Set<string>()) {
  if (schema === true) return void found.set(where, "true (anything)");
  if (typeof schema !== "object" || schema === null) return;
  const s = schema as Json;
  if (typeof s.$ref === "string") {
    const name = s.$ref.replace("#/components/schemas/", "");
    if (seen.has(name)) return;
    seen.add(name);
    return openSchemas(schemas[name], `#/components/schemas/${name}`, found, seen);
  }
  if (isEmpty(s)) return void found.set(where, "{} (any value)");
  const isObject = s.type === "object" || (Array.isArray(s.type) && s.type.includes("object")) || "properties" in s;
  if (isObject) {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    const extra = s.additionalProperties;
    if (extra === true || (typeof extra === "object" && extra !== null && isEmpty(extra as Json))) found.set(where, "additionalProperties: anything");
    // (no properties and additionalProperties false is the empty object {}, e.g. TripDeleted's data: closed)
    else if (Object.keys(props).length === 0 && extra === undefined && !("patternProperties" in s)) found.set(where, "an object without properties");
    for (const [k, v] of Object.entries(props)) openSchemas(v, `${where}/properties/${k}`, found, seen);
    if (typeof extra === "object" && extra !== null && !isEmpty(extra as Json)) openSchemas(extra, `${where}/additionalProperties`, found, seen);
  }
  if (s.items !== undefined) openSchemas(s.items, `${where}/items`, found, seen);
  for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"] as const) {
    const list = s[key];
    if (Array.isArray(list)) list.forEach((v, i) => openSchemas(v, `${where}/${key}/${i}`, found, seen));
  }
}

/** Each operation's request bodies and JSON answers (the error answers included). */
function documentSchemas(): { where: string; schema: unknown }[] {
  const out: { where: string; schema: unknown }[] = [];
  const responses = (doc.components as { responses: Record<string, Json> }).responses;
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      const body = (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
      for (const [type, c] of Object.entries(body ?? {})) out.push({ where: `${name} body ${type}`, schema: c.schema });
      for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
        const answer = typeof r.$ref === "string" ? responses[r.$ref.replace("#/components/responses/", "")] : r;
        const content = (answer?.content ?? {}) as Record<string, { schema: unknown }>;
        for (const [type, c] of Object.entries(content)) if (type.includes("json")) out.push({ where: `${name} ${status} ${type}`, schema: c.schema });
      }
    }
  }
  return out;
}

describe("the OpenAPI document's schemas", () => {
  it("leave nothing open in bodies and answers, but the listed exceptions", () => {
    const found = new Map<string, string>();
    for (const { where, schema } of documentSchemas()) openSchemas(schema, where, found);
    const unexpected = [...found].filter(([where]) => !(where in ALLOWED_OPEN)).map(([where, why]) => `${where}: ${why}`);
    expect(unexpected).toEqual([]);
    // an exception that is no longer open must leave the list
    expect(Object.keys(ALLOWED_OPEN).filter((where) => !found.has(where))).toEqual([]);
  });

  it("finds an open object, anything in additionalProperties, and an any value", () => {
    const found = new Map<string, string>();
    openSchemas({ type: "object", properties: { a: { type: "object" }, b: { type: "object", properties: {}, additionalProperties: {} }, c: {} } }, "x", found);
    expect([...found.keys()].sort()).toEqual(["x/properties/a", "x/properties/b", "x/properties/c"]);
    const closed = new Map<string, string>();
    openSchemas({ type: "object", properties: { m: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } } }, "y", closed);
    expect([...closed]).toEqual([]);
  });
});
