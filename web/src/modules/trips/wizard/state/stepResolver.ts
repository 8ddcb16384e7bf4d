import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors as FormErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { type TripFormData, tripStep1Schema, tripStep2Schema, tripStep3Schema, tripStep4Schema } from "../../../../../../validation/trip.ts";
import { type FieldErrors, type StepNumber, TOTAL_STEPS } from "./wizardTypes.ts";

/** The shared schema of each step the captain fills in (validation/trip.ts); the summary (5) has none. */
export const STEP_SCHEMAS = { 1: tripStep1Schema, 2: tripStep2Schema, 3: tripStep3Schema, 4: tripStep4Schema } as const;

/**
 * The zod resolver over one step's schema, typed for the whole form: the schema reads its own fields
 * of it, and (raw) the resolver answers with the form as it was given.
 */
const resolverOf = (schema: z.ZodType<unknown, Record<string, unknown>>) =>
  zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<TripFormData, StepNumber>;

const resolvers = { 1: resolverOf(STEP_SCHEMAS[1]), 2: resolverOf(STEP_SCHEMAS[2]), 3: resolverOf(STEP_SCHEMAS[3]), 4: resolverOf(STEP_SCHEMAS[4]) };

/**
 * react-hook-form's resolver for the step on screen (the form's context): the zod resolver over that
 * step's schema, whose messages are the message keys of validation/messages.ts; the summary checks
 * nothing. Raw: the form keeps what was typed, the API parses the whole trip when it is sent.
 */
export const stepResolver: Resolver<TripFormData, StepNumber> = (values, step, options) =>
  step === undefined || step === TOTAL_STEPS ? { values, errors: {} } : resolvers[step](values, step, options);

/**
 * react-hook-form's nested errors as field path → message key (`crewMembers.1.role`), in the order
 * the resolver gave them; a list's own error (its `root`) under the list's path.
 */
export function errorKeys(errors: FormErrors<TripFormData>): FieldErrors {
  const out: FieldErrors = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string") {
      out[path] = message;
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, key === "root" ? path : path ? `${path}.${key}` : key);
  };
  walk(errors, "");
  return out;
}
