// The list screen's read (GraphQL `trips` asking only for trip columns, as the card does) as one
// hand-written query: the page's rows and the total count in one round trip (a window count), without
// Prisma's query compiler and result mapping of 350 rows (issue 18: the list's profile). Any other
// selection (relations, the omitted decimals) or a later page (`after`) goes through Prisma as before;
// trips.list-sql.int.test.ts checks that both paths return the same rows and count.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/db.ts";
import { readCountedRows } from "../../db/direct-reads.ts";
import type { tripListArgs } from "./trips.read.ts";
import { TRIP_COLUMN_SQL } from "./trip.columns.ts";

type List = ReturnType<typeof tripListArgs>;

/**
 * The columns of a Prisma `select` when `listTripCards` can answer the page: the first page (no
 * cursor) and plain columns only (no relations, nothing outside TRIP_COLUMN_SQL), among them the id
 * and the sort key (for the page's cursor); otherwise null.
 */
export function cardColumns(select: unknown, list: List): string[] | null {
  if (list.cursor !== null || !select || typeof select !== "object") return null;
  const all = select as Record<string, unknown>;
  const keys = Object.keys(all);
  if (!keys.every((k) => Object.hasOwn(TRIP_COLUMN_SQL, k) && all[k] === true) || all.id !== true || all[list.key] !== true) return null;
  return keys;
}

/**
 * The page's rows (the given columns, as Prisma's `select` would return them) and the count of every
 * trip matching the filter. Only for the first page.
 */
export function listTripCards<R>(db: Db, list: List, columns: string[]) {
  return listFirstPage<R>(db, list, Prisma.raw(columns.map((c) => TRIP_COLUMN_SQL[c]).join(", ")));
}

/**
 * The first page of the list with `select` (SQL over `"Trip" t`, and over what `join` adds to it) and
 * the count of every trip matching the filter: the window count is taken before LIMIT, over the same
 * WHERE as the rows.
 */
export async function listFirstPage<R>(db: Db, list: List, select: Prisma.Sql, join = Prisma.empty): Promise<{ rows: R[]; totalCount: number }> {
  if (list.cursor !== null) throw new Error("the hand-written list reads the first page only");
  const conditions = [Prisma.sql`t."deletedAt" IS NULL`];
  if (list.filter.ownerId !== undefined) conditions.push(Prisma.sql`t."ownerId" = ${list.filter.ownerId}::uuid`);
  if (list.filter.searchLike !== undefined) conditions.push(Prisma.sql`t."searchText" LIKE ${list.filter.searchLike}`);
  const dir = list.dir === "asc" ? Prisma.raw("ASC") : Prisma.raw("DESC");
  const key = Prisma.raw(`t."${list.key}"`);
  const { rows, count } = await readCountedRows<R>(
    db,
    Prisma.sql`
    SELECT ${select}, count(*) OVER ()::int AS "totalCount"
    FROM "Trip" t ${join} WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${key} ${dir}, t."id" ${dir} LIMIT ${list.take}`,
  );
  return { rows, totalCount: count };
}
