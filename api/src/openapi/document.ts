// The OpenAPI 3.1 document of the REST shim, generated from the router's table and the zod schemas
// of operations/*.ts (zod 4's toJSONSchema). Served at GET /api/openapi.json.
import { z } from "zod";
import type { RouteEntry } from "../http/router.ts";
import { errorSchema, internalErrorSchema, validationErrorSchema } from "./common.ts";
import { TAGS, type Access, type Operation, type Operations, type Tag } from "./operation.ts";
import { OPERATIONS_PL, TAGS_PL, TEXTS_PL } from "./operations/pl.ts";
import { accountOperations } from "./operations/accounts.ts";
import { studentOperations } from "./operations/students.ts";
import { tripOperations } from "./operations/trips.ts";
import { metaOperations } from "./operations/meta.ts";

type Json = Record<string, unknown>;

export const OPERATIONS: Operations = { ...accountOperations, ...tripOperations, ...studentOperations, ...metaOperations };

export const operationKey = (r: RouteEntry) => `${r.method} ${r.path}`;

/** The Polish twin of an English description (operations/pl.ts TEXTS_PL); none is an error, so no English text ships without one. */
function polishText(english: string): string {
  const pl = TEXTS_PL[english];
  if (!pl) throw new Error(`OpenAPI: no Polish text for the description "${english}" (add it to TEXTS_PL in api/src/openapi/operations/pl.ts)`);
  return pl;
}

/** `{ description, "x-description-pl" }` for an answer or a parameter. */
const described = (description: string) => ({ description, "x-description-pl": polishText(description) });

/** Keywords whose values are data, not schemas: a `description` in them is no text of the document. */
export const DATA_KEYS = new Set(["example", "examples", "default", "const", "enum"]);
/** Keywords whose values map names to schemas: a property may be called "example" or "description". */
export const MAP_KEYS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);

/** A JSON Schema with `x-description-pl` next to every `description`, at every level (properties, items, anyOf, $defs…). */
function withPolish(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPolish);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Json = {};
  for (const [k, x] of Object.entries(schema as Json)) {
    if (MAP_KEYS.has(k) && typeof x === "object" && x !== null)
      out[k] = Object.fromEntries(Object.entries(x as Json).map(([name, s]) => [name, withPolish(s)]));
    else out[k] = DATA_KEYS.has(k) ? x : withPolish(x);
    if (k === "description" && typeof x === "string") out["x-description-pl"] = polishText(x);
  }
  return out;
}

/** Turns zod schemas into JSON Schemas whose named parts (meta id) land in components.schemas. */
class SchemaSet {
  readonly components: Record<string, Json> = {};

  add(schema: z.ZodType, io: "input" | "output"): Json {
    const out = withPolish(z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" })) as Json;
    const defs = (out.$defs ?? {}) as Record<string, Json>;
    delete out.$defs;
    delete out.$schema;
    const renames: Record<string, string> = {};
    for (const [id, def] of Object.entries(defs)) {
      const existing = this.components[id];
      const name = existing && JSON.stringify(existing) !== JSON.stringify(def) ? `${id}${io === "input" ? "Input" : "Output"}` : id;
      renames[id] = name;
    }
    const relink = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(relink);
      if (typeof v !== "object" || v === null) return v;
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          k === "$ref" && typeof x === "string" ? `#/components/schemas/${renames[x.replace("#/$defs/", "")] ?? x}` : relink(x),
        ]),
      );
    };
    for (const [id, def] of Object.entries(defs)) {
      const name = renames[id] ?? id;
      this.components[name] = relink(def) as Json;
    }
    return relink(out) as Json;
  }
}

const SECURITY: Record<Access, Json[]> = {
  captain: [{ bearer: [] }],
  student: [{ bearer: [] }],
  public: [],
  signed: [],
};

const RATE_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"] as const;
const rateHeaders = Object.fromEntries(RATE_HEADERS.map((h) => [h, { $ref: `#/components/headers/${h}` }]));

const ERROR_TEXT: Record<number, string> = {
  400: "Bad request (malformed JSON or parameters).",
  401: "No valid token.",
  403: "Not allowed: Premium required, a read-only or session-only rule of API tokens, or another role.",
  404: "Not found (also another account's object).",
  405: "The path exists with other methods only.",
  409: "Conflict: a concurrent change (expected_version) or a state that forbids it.",
  413: "The body is over its limit.",
  415: "Unsupported media type.",
  422: "Validation failed: `errors` lists each field's messages.",
};

function pathParams(path: string): Json[] {
  return path
    .split("/")
    .filter((p) => p.startsWith(":"))
    .map((p) => ({ name: p.slice(1), in: "path", required: true, schema: { type: "string" } }));
}

function queryParams(op: Operation, set: SchemaSet): Json[] {
  if (!op.query) return [];
  const schema = set.add(op.query, "input");
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const { description, "x-description-pl": _pl, ...rest } = s;
    return { name, in: "query", required: required.has(name), ...(typeof description === "string" ? described(description) : {}), schema: rest };
  });
}

function polish(key: string): Json {
  const pl = OPERATIONS_PL[key];
  if (!pl) throw new Error(`OpenAPI: no Polish summary for ${key} (add it to api/src/openapi/operations/pl.ts)`);
  return { "x-summary-pl": pl.summary, ...(pl.description ? { "x-description-pl": pl.description } : {}) };
}

function operationObject(route: RouteEntry, op: Operation, set: SchemaSet): Json {
  const responses: Json = {};
  for (const [status, a] of Object.entries(op.ok)) {
    const type = a.contentType ?? "application/json";
    responses[status] = {
      ...described(a.description),
      headers: rateHeaders,
      content: { [type]: a.schema ? { schema: set.add(a.schema, "output") } : { schema: { type: "string", format: "binary" } } },
    };
  }
  for (const status of [...op.errors, 429, 500, 503]) responses[String(status)] = { $ref: `#/components/responses/E${status}` };
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/\/:?([a-zA-Z])/g, (_m, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "")}`,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    // the Polish texts for the reference page (operations/pl.ts); OpenAPI allows x- extensions here
    ...polish(operationKey(route)),
    security: SECURITY[op.access],
    parameters: [...pathParams(route.path), ...queryParams(op, set)],
    ...(op.body
      ? { requestBody: { required: true, content: { [op.body.contentType ?? "application/json"]: { schema: set.add(op.body.schema, "input") } } } }
      : {}),
    responses,
  };
}

function errorResponses(set: SchemaSet): Json {
  const ref = (schema: z.ZodType) => ({ "application/json": { schema: set.add(schema, "output") } });
  const out: Json = {};
  for (const [status, description] of Object.entries(ERROR_TEXT)) {
    out[`E${status}`] = { ...described(description), headers: rateHeaders, content: ref(status === "422" ? validationErrorSchema : errorSchema) };
  }
  out.E429 = {
    ...described("Rate limit reached."),
    headers: { "Retry-After": { $ref: "#/components/headers/Retry-After" }, ...rateHeaders },
    content: ref(errorSchema),
  };
  out.E500 = { ...described("Unexpected error; quote request_id."), content: ref(internalErrorSchema) };
  out.E503 = { ...described("Temporarily unavailable."), headers: { "Retry-After": { $ref: "#/components/headers/Retry-After" } }, content: ref(errorSchema) };
  return out;
}

const intHeader = (description: string) => ({ description, schema: { type: "integer", minimum: 0 } });

/** The document for the routes of a router table; a route without an operation is an error. */
export function openApiDocument(routes: RouteEntry[], serverUrl = "/"): Json {
  const set = new SchemaSet();
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const op = OPERATIONS[operationKey(route)];
    if (!op) throw new Error(`REST route ${operationKey(route)} has no operation in api/src/openapi/operations`);
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route, op, set) };
  }
  const responses = errorResponses(set);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "Żeglog REST API",
      version: "1",
      description:
        "The REST shim of the Żeglog sailing logbook (snake_case, product spec §7). Send `Authorization: Bearer <token>`: a session token from " +
        "/api/auth/login, or a personal API token (`zk_…`, created on the profile's API tab; `read` tokens may only GET). Answers are " +
        "`{ success, message?, … }`; messages follow Accept-Language (pl or en). Every answer carries the RateLimit headers; over the limit " +
        "the answer is 429 with Retry-After.",
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description, "x-description-pl": TAGS_PL[name as Tag] })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A session token (captain or student) or a `zk_` personal API token." },
      },
      headers: {
        "RateLimit-Limit": intHeader("Requests allowed in the window."),
        "RateLimit-Remaining": intHeader("Requests left in the window."),
        "RateLimit-Reset": intHeader("Seconds until the window resets."),
        "RateLimit-Policy": { description: "The limit and its window, e.g. `600;w=60`.", schema: { type: "string" } },
        "Retry-After": intHeader("Seconds to wait before trying again."),
      },
      responses,
      schemas: set.components,
    },
  };
}
