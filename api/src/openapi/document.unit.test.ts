// The OpenAPI document: every REST route the app registers is in it with its method, it is a valid
// OpenAPI 3.1 document, and every example validates against its schema.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { restRouter } from "../http/rest-routes.ts";
import { componentValidator } from "../test/openapi-ajv.ts";
import { OPERATIONS, openApiDocument, operationKey } from "./document.ts";
import { OPERATIONS_PL } from "./operations/pl.ts";

type Json = Record<string, unknown>;
const table = restRouter().table();
const doc = openApiDocument(table);
const paths = doc.paths as Record<string, Record<string, Json>>;
const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;

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
