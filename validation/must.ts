/**
 * The value, or an error naming what is missing: for an array item, a regex group or a find() result
 * that the caller knows is there (mostly in tests, where a missing one must fail the test loudly).
 */
export function must<T>(value: T | null | undefined, what = "a value"): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** The first `n` items as a tuple (`const [a, b] = first(list, 2)`); an error when there are fewer. */
export function first<T, N extends number>(items: readonly T[], n: N): Tuple<T, N> {
  if (items.length < n) throw new Error(`expected at least ${n} items, got ${items.length}`);
  return items.slice(0, n) as Tuple<T, N>;
}
