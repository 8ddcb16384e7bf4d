/** The single row of a statement that always returns exactly one (`INSERT … RETURNING`, `count(*)`). */
export function oneRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected one row, got none");
  return row;
}
