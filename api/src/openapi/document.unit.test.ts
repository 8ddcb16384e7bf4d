// The OpenAPI document: every REST route the app registers is in it with its method, it is a valid
// OpenAPI 3.1 document, every description has its Polish text, and every example validates against its schema.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { restRouter } from "../http/rest-routes.ts";
import { componentValidator } from "../test/openapi-ajv.ts";
import { DATA_KEYS, MAP_KEYS, OPERATIONS, openApiDocument, operationKey } from "./document.ts";
import type { Operation } from "./operation.ts";
import { OPERATIONS_PL, TEXTS_PL } from "./operations/pl.ts";

type Json = Record<string, unknown>;
const table = restRouter().table();
const doc = openApiDocument(table);
const paths = doc.paths as Record<string, Record<string, Json>>;
const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;

// Parts of the document the reference page does not show in Polish: the document's own info, the
// bearer scheme and the rate-limit headers keep their English descriptions.
const ENGLISH_ONLY = new Set(["info", "components.securitySchemes", "components.headers"]);

/** Every object of the document with a string `description`, with its path (outside ENGLISH_ONLY and data). */
function described(v: unknown, path = "", inMap = false): { path: string; node: Json }[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => described(x, `${path}.${i}`));
  if (typeof v !== "object" || v === null || ENGLISH_ONLY.has(path)) return [];
  const node = v as Json;
  const here = !inMap && typeof node.description === "string" ? [{ path, node }] : [];
  return here.concat(
    Object.entries(node)
      .filter(([k]) => inMap || !DATA_KEYS.has(k))
      .flatMap(([k, x]) => described(x, path ? `${path}.${k}` : k, !inMap && MAP_KEYS.has(k))),
  );
}

/** Builds the document with one operation swapped for `op`, then puts the real one back. */
function buildWith(key: string, op: Operation) {
  const real = OPERATIONS[key];
  OPERATIONS[key] = op;
  try {
    return openApiDocument(table);
  } finally {
    if (real) OPERATIONS[key] = real;
  }
}

describe("the OpenAPI document", () => {
  it("has every route of the router's table, with its method, and nothing else", () => {
    expect(table.length).toBeGreaterThan(60);
    for (const route of table) {
      const path = route.path.replace(/:(\w+)/g, "{$1}");
      expect(paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const documented = Object.values(paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(documented).toBe(table.length);
    expect(Object.keys(OPERATIONS).sort()).toEqual(table.map(operationKey).sort());
  });

  it("carries a Polish summary for every operation and a Polish description for every tag, and no stray Polish entry", () => {
    for (const methods of Object.values(paths)) {
      for (const op of Object.values(methods)) {
        expect(op["x-summary-pl"], String(op.operationId)).toMatch(/\S/);
        expect(op["x-summary-pl"], String(op.operationId)).not.toBe(op.summary);
        if (op.description) expect(op["x-description-pl"], String(op.operationId)).toMatch(/\S/);
      }
    }
    expect(Object.keys(OPERATIONS_PL).sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const tag of doc.tags as Json[]) expect(tag["x-description-pl"], String(tag.name)).toMatch(/\S/);
    expect(paths["/api/sailing-trips"]?.post?.["x-summary-pl"]).toBe("Utwórz rejs");
  });

  it("carries a Polish text next to every description: answers, parameters, schemas at any depth, tags and operations", () => {
    const all = described(doc);
    expect(all.filter((d) => /^components\.responses\.E\d+$/.test(d.path))).toHaveLength(12);
    expect(all.filter((d) => /\.parameters\.\d+$/.test(d.path)).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((d) => /\.responses\.\d+$/.test(d.path)).length).toBeGreaterThan(60);
    expect(all.filter((d) => d.path.startsWith("components.schemas.")).length).toBeGreaterThan(70);
    expect(all.filter((d) => /\.properties\.[^.]+\.items\.properties\./.test(d.path)).length).toBeGreaterThan(0);
    for (const { path, node } of all) {
      expect(node["x-description-pl"], path).toMatch(/\S/);
      expect(node["x-description-pl"], path).not.toBe(node.description);
    }
    // every Polish text is used, so the table cannot keep texts the document has dropped
    const english = new Set(all.map((d) => d.node.description));
    expect(Object.keys(TEXTS_PL).filter((en) => !english.has(en))).toEqual([]);
    const e404 = (doc.components as { responses: Record<string, Json> }).responses.E404;
    expect(e404?.["x-description-pl"]).toBe("Nie znaleziono (także obiekt innego konta).");
    const search = (paths["/api/sailing-trips"]?.get?.parameters as Json[]).find((p) => p.name === "search");
    expect(search?.["x-description-pl"]).toBe("Słowa szukane w portach, jachcie, załodze lub notatkach");
    expect((search?.schema as Json)["x-description-pl"]).toBeUndefined();
  });

  it("refuses an answer, parameter or schema field whose English description has no Polish text, naming the text", () => {
    const yachts = OPERATIONS["GET /api/yachts"] as Operation;
    const ok = (schema: z.ZodType) => ({ 200: { description: "The yachts.", schema } });
    expect(() => buildWith("GET /api/yachts", { ...yachts, ok: { 200: { description: "Yachts nobody translated." } } })).toThrow(
      /no Polish text for the description "Yachts nobody translated\."/,
    );
    expect(() => buildWith("GET /api/yachts", { ...yachts, query: z.object({ q: z.string().optional().describe("A query nobody translated") }) })).toThrow(
      /"A query nobody translated"/,
    );
    const nested = z.object({ data: z.array(z.object({ name: z.string().describe("A field nobody translated") })) });
    expect(() => buildWith("GET /api/yachts", { ...yachts, ok: ok(nested) })).toThrow(/"A field nobody translated".*TEXTS_PL/);
    expect(openApiDocument(table)).toEqual(doc);
  });

  it("refuses a route that has no operation", () => {
    expect(() => openApiDocument([...table, { method: "GET", path: "/api/undocumented" }])).toThrow(/GET \/api\/undocumented/);
  });

  it("names each path parameter, and bearer auth on the captain's routes", () => {
    const op = paths["/api/sailing-trips/{id}/crew/{crewId}/opinion-pdf"]?.get;
    expect((op?.parameters as Json[]).filter((p) => p.in === "path").map((p) => p.name)).toEqual(["id", "crewId"]);
    expect(op?.security).toEqual([{ bearer: [] }]);
    expect(paths["/api/auth/login"]?.post?.security).toEqual([]);
    const list = paths["/api/sailing-trips"]?.get;
    expect((list?.parameters as Json[]).map((p) => p.name)).toEqual(["search", "sort", "order"]);
    expect(Object.keys((list?.responses as Json)["200"] as Json)).toContain("headers");
    expect((list?.responses as Json)["429"]).toEqual({ $ref: "#/components/responses/E429" });
  });

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has examples, each valid against its schema (and a broken one is not)", () => {
    const validator = componentValidator(doc.components);
    const examples = Object.entries(schemas).filter(([, s]) => s.example !== undefined);
    expect(examples.map(([name]) => name)).toEqual(expect.arrayContaining(["SailingTrip", "SailingTripBody", "Error", "ValidationError", "YachtBody"]));
    for (const [name, schema] of examples) {
      const validate = validator(name);
      expect(validate(schema.example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const trip = validator("SailingTrip");
    expect(trip({ ...(schemas.SailingTrip?.example as Json), embarkation_date: "1 July" })).toBe(false);
  });
});
