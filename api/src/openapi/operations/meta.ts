// The document itself.
import { z } from "zod";
import type { Operations } from "../operation.ts";

export const metaOperations: Operations = {
  "GET /api/openapi.json": {
    tag: "meta",
    access: "public",
    summary: "This OpenAPI 3.1 document",
    ok: { 200: { description: "The document.", schema: z.looseObject({ openapi: z.string() }) } },
    errors: [],
  },
};
