import type { z } from "zod";

/**
 * Field path → message keys from a zod error. Only the first problem of each field is kept: a blank
 * field says "required", not also "invalid".
 */
export function fieldErrorKeys(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    out[field] ??= [issue.message];
  }
  return out;
}
