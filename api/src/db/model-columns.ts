// The SELECT list of a Prisma model for the hand-written reads, taken from its ScalarFieldEnum so a new
// column is read without touching the queries; rows then come back as Prisma returns them.
/**
 * Each column of the model over `alias`, by name: `asText` (uuid or enum columns) cast to text as Prisma
 * returns them, `omit` left out.
 */
export function modelColumns(fields: Record<string, string>, alias: string, opts: { asText?: readonly string[]; omit?: object } = {}): Record<string, string> {
  const { asText = [], omit = {} } = opts;
  return Object.fromEntries(
    Object.values(fields)
      .filter((c) => !Object.hasOwn(omit, c))
      .map((c): [string, string] => [c, asText.includes(c) ? `${alias}."${c}"::text AS "${c}"` : `${alias}."${c}"`]),
  );
}
