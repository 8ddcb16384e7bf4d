import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema (and zod with it) is loaded on the first validation, not
 * with the page: the sign-in screens show their form without zod's ≈ 30 kB, which arrive while the
 * user types. A failed load (offline) is tried again on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
