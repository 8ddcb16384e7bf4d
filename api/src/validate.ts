import type { z } from "zod";
import { fieldErrorKeys } from "../../validation/errors.ts";
import { ValidationError } from "./errors.ts";

/** Parses input with a shared form schema; failures become a ValidationError with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorKeys(result.error));
  return result.data;
}

/**
 * A unique constraint refused the write: Prisma's P2002 from a model query, or P2010 (a raw query
 * failed) whose driver error is PostgreSQL's 23505.
 */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  const { code, meta } = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  // Prisma's codes, or PostgreSQL's own on a statement sent to the driver (db/direct-reads.ts sqlTransaction).
  return code === "P2002" || code === "23505" || (code === "P2010" && meta?.driverAdapterError?.cause?.originalCode === "23505");
}
