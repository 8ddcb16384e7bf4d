// A JSON Schema 2020-12 validator for one component schema of the OpenAPI document (for tests).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

export function componentValidator(components: unknown): (name: string) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "urn:zeglog:openapi", components });
  return (name) => ajv.compile({ $ref: `urn:zeglog:openapi#/components/schemas/${name}` });
}
