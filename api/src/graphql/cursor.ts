// Cursor pagination in one style for every list: `first` (1..100) and `after` (the `endCursor` of
// the previous page). A cursor is opaque (base64url) and names its list, the sort value and the id
// (the tie-breaker), so the next page is a keyset query: stable while rows are added or removed.
import { z } from "zod";
import { BadUserInputError } from "../errors.ts";

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

type Cursor = { at: Date; id: string };
export type PageArgs = { first: number; after?: Cursor };
export type Connection<T> = { nodes: T[]; endCursor: string | null; hasNextPage: boolean; totalCount: number };

const firstSchema = z.number().int().min(1).max(MAX_PAGE);
const payloadSchema = z.tuple([z.string(), z.iso.datetime(), z.uuid()]);

const encodeCursor = (list: string, at: Date, id: string) => Buffer.from(JSON.stringify([list, at.toISOString(), id])).toString("base64url");

function decodeCursor(list: string, raw: string): Cursor {
  const invalid = new BadUserInputError("pagination.cursor.invalid");
  if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data[0] !== list) throw invalid;
  return { at: new Date(parsed.data[1]), id: parsed.data[2] };
}

/** Validates `first`/`after` of a list (BAD_USER_INPUT when wrong). */
export function pageArgs(list: string, args: { first?: number | null; after?: string | null }): PageArgs {
  const first = args.first ?? DEFAULT_PAGE;
  if (!firstSchema.safeParse(first).success) throw new BadUserInputError("pagination.first.invalid", { max: MAX_PAGE });
  return args.after ? { first, after: decodeCursor(list, args.after) } : { first };
}

/**
 * A newest-first list's rows after the cursor: older by `column` than the cursor's row, or as old with
 * a greater id (the order of {@link newestFirst}); every row without a cursor.
 */
export function afterCursor<K extends string>(column: K, after: Cursor | undefined) {
  if (!after) return {};
  const older = { [column]: { lt: after.at } } as Record<K, { lt: Date }>;
  const tied = { [column]: after.at } as Record<K, Date>;
  return { OR: [older, { ...tied, id: { gt: after.id } }] };
}

/** Newest first by `column`; the id breaks ties (the order {@link afterCursor} continues). */
export const newestFirst = <K extends string>(column: K) => [{ [column]: "desc" } as Record<K, "desc">, { id: "asc" as const }];

/** Rows fetched with `take: first + 1` → the page, its end cursor and whether more follow. */
export function toConnection<T extends { id: string }>(list: string, rows: T[], first: number, totalCount: number, at: (row: T) => Date): Connection<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, hasNextPage: rows.length > first, endCursor: last ? encodeCursor(list, at(last), last.id) : null, totalCount };
}

/** The query of one newest-first page: the list's filter and the cursor, the order, one row more than the page. */
type NewestPageQuery<W, K extends string> = {
  where: { AND: [W, ReturnType<typeof afterCursor<K>>] };
  orderBy: ReturnType<typeof newestFirst<K>>;
  take: number;
};

/**
 * One page of a newest-first list and the list's total, in one round of two queries: `rows` runs the
 * page's query (the caller adds its includes), `count` counts the rows `where` lets through.
 */
export async function newestPage<T extends { id: string } & Record<K, Date>, W, K extends string>(
  list: string,
  column: K,
  where: W,
  { first, after }: PageArgs,
  table: { rows: (query: NewestPageQuery<W, K>) => Promise<T[]>; count: (where: W) => Promise<number> },
): Promise<Connection<T>> {
  const [rows, total] = await Promise.all([
    table.rows({ where: { AND: [where, afterCursor(column, after)] }, orderBy: newestFirst(column), take: first + 1 }),
    table.count(where),
  ]);
  return toConnection(list, rows, first, total, (row) => row[column]);
}
