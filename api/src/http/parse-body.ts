// A REST body checked against the zod schema its OpenAPI operation documents: a wrong shape is a
// 422 naming each field (the schema's own message key, or "wrong type").
import type { z } from "zod";
import type { FieldKeys } from "../../../validation/errors.ts";
import { isMessageKey } from "../../../validation/messages.ts";
import { ValidationError } from "../errors.ts";

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, FieldKeys> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    fields[field] ??= [isMessageKey(issue.message) ? issue.message : "errors.wrongType"];
  }
  throw new ValidationError(fields);
}
