import type { z } from "zod";

/** Message keys of one field: never empty, the first one is shown. */
export type FieldKeys = [string, ...string[]];

/**
 * Field path → message keys from a zod error. Only the first problem of each field is kept: a blank
 * field says "required", not also "invalid".
 */
export function fieldErrorKeys(error: z.ZodError): Record<string, FieldKeys> {
  const out: Record<string, FieldKeys> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    out[field] ??= [issue.message];
  }
  return out;
}
