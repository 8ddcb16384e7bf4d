import type { z } from "zod";
import { fieldErrorKeys } from "../../validation/errors.ts";
import { ValidationError } from "./errors.ts";

/** Parses input with a shared form schema; failures become a ValidationError with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorKeys(result.error));
  return result.data;
}

export function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";
}
