// The parts of an OpenAPI 3.1 document the reference page reads (GET /api/openapi.json).
export type JsonSchema = Record<string, unknown>;
/** A part with an English `description` and, from the server's operations/pl.ts, its Polish `x-description-pl`. */
type Described = { description?: unknown; "x-description-pl"?: unknown };
type Parameter = { name: string; in: string; required?: boolean; description?: string; "x-description-pl"?: string; schema?: JsonSchema };
type Content = Record<string, { schema?: JsonSchema }>;
type Response = { description?: string; "x-description-pl"?: string; content?: Content; $ref?: string };
type Operation = {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  /** The Polish summary and description (the server's operations/pl.ts). */
  "x-summary-pl"?: string;
  "x-description-pl"?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, Response>;
};
export type OpenApiDoc = {
  info: { title: string; description?: string };
  tags?: { name: string; description?: string; "x-description-pl"?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, Response> };
};
export type OperationEntry = { method: string; path: string; op: Operation };

/** The operations grouped by their first tag, in the document's tag order; the tags' descriptions in `lang`. */
export function byTag(doc: OpenApiDoc, lang: string): { tag: string; description?: string; operations: OperationEntry[] }[] {
  const all: OperationEntry[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  return (doc.tags ?? [])
    .map((t) => ({
      tag: t.name,
      description: describedIn(t, lang),
      operations: all.filter((o) => o.op.tags?.[0] === t.name),
    }))
    .filter((g) => g.operations.length > 0);
}

/** The name a `$ref` points at ("#/components/schemas/Yacht" → "Yacht"). */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** The Polish text in Polish when the document has one, else the English. */
const polishFirst = (lang: string, pl: string | undefined, en: string | undefined) => (lang.startsWith("pl") && pl ? pl : en);

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The description of an operation, tag, answer, parameter or schema in `lang`: in Polish its `x-description-pl` when it has one. */
export const describedIn = (part: Described, lang: string) => polishFirst(lang, text(part["x-description-pl"]), text(part.description));

/** An operation's summary and description in `lang`. */
export const operationTexts = (op: Operation, lang: string) => ({
  summary: polishFirst(lang, op["x-summary-pl"], op.summary),
  description: describedIn(op, lang),
});

/** A parameter's type in a few words: its values (`asc | desc`), or its type and format (`string (date)`). */
export function schemaSummary(schema: JsonSchema = {}): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : typeof schema.type === "string" ? schema.type : "";
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  return type ? type + format : JSON.stringify(schema);
}
