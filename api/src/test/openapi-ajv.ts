// JSON Schema 2020-12 validators for the OpenAPI document's schemas and answers (for tests).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule, { type FormatsPlugin } from "ajv-formats";

// ajv-formats is CommonJS: under Node's ESM its plugin is the module's `default` property
const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

function newAjv(id: string, schema: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: id, ...schema });
  return ajv;
}

export function componentValidator(components: unknown): (name: string) => ValidateFunction {
  const ajv = newAjv("urn:zeglog:openapi", { components });
  return (name) => ajv.compile({ $ref: `urn:zeglog:openapi#/components/schemas/${name}` });
}

/** A validator for the JSON answer `status` of the operation `method path` (path as in the document, e.g. /api/yachts/{id}). */
export function answerValidator(doc: { paths: unknown; components: unknown }): (method: string, path: string, status: number) => ValidateFunction {
  const ajv = newAjv("urn:zeglog:openapi-doc", { components: doc.components, paths: doc.paths });
  const pointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
  return (method, path, status) =>
    ajv.compile({ $ref: `urn:zeglog:openapi-doc#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema` });
}
