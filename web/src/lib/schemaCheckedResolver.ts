import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver that checks the values with a shared zod schema (after `toChecked` turns them into
 * what the schema reads, e.g. typed digits into a number) and, when they pass, gives the form back its
 * own values as typed, not the schema's output.
 */
export function schemaCheckedResolver<TValues extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  toChecked: (values: TValues) => unknown = (values) => values,
): Resolver<TValues> {
  const check = zodResolver(schema);
  return async (values, context, options) => {
    const result = await check(toChecked(values) as never, context, options as never);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
  };
}
