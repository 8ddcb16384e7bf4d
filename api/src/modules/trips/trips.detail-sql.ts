// The trip page's read (GraphQL `trip(id)` asking for trip columns and its visited ports and crew)
// as one hand-written query: the row with its children aggregated as JSON, in one round trip
// instead of Prisma's three (the trip, then its ports and its crew), and without Prisma's query
// compiler and result mapping of each (issue 18: the detail's fixed cost). Any other selection
// (another relation, the decimal sums, a nested select) goes through Prisma as before;
// trips.detail-sql.int.test.ts checks that both paths return the same object.
import { isDeepStrictEqual } from "node:util";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/db.ts";
import { readRows } from "../../db/direct-reads.ts";
import { parseDateColumn } from "../../dates.ts";
import { TRIP_COLUMN_SQL as COLUMN_SQL } from "./trip.columns.ts";
import { crewRows, portRows, tripRow } from "./trip.projection.ts";
import type { TripState } from "./trip.events.ts";

/** The children, whole rows in the captain's order (what `t.relation(…, { query: { orderBy: position } })` asks of Prisma). */
const CHILD_TABLE = { visitedPorts: "VisitedPort", crewMembers: "CrewMember" } as const;
type Child = keyof typeof CHILD_TABLE;
const CHILD_QUERY = { orderBy: { position: "asc" } };

type Selection = { columns: string[]; children: Child[] };

/**
 * What `readTripDetail` reads for a Prisma `select` (Pothos' query of a `trip(id)`), or null when it
 * cannot answer it: only the columns above, and `visitedPorts`/`crewMembers` as whole rows by position.
 */
export function detailSelection(query: unknown): Selection | null {
  const select = (query as { select?: unknown } | null)?.select;
  if (!select || typeof select !== "object" || Object.keys(query as object).length !== 1) return null;
  const columns: string[] = [];
  const children: Child[] = [];
  for (const [key, value] of Object.entries(select)) {
    if (Object.hasOwn(COLUMN_SQL, key) && value === true) columns.push(key);
    else if (Object.hasOwn(CHILD_TABLE, key) && isDeepStrictEqual(value, CHILD_QUERY)) children.push(key as Child);
    else return null;
  }
  return columns.includes("id") ? { columns, children } : null;
}

/** A child row from JSON: its `@db.Date` columns back to Dates (UTC midnight), as Prisma returns them. */
function childRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const key of ["arrivalDate", "departureDate"]) if (typeof row[key] === "string") row[key] = parseDateColumn(row[key]);
  return row;
}

/**
 * The trip (the selection's columns and children, shaped as Prisma's `findUnique` with that select
 * returns it) when it exists, is not deleted and, with `ownerId`, belongs to that owner; else null.
 */
export async function readTripDetail<R>(db: Db, where: { id: string; ownerId?: string }, selection: Selection): Promise<R | null> {
  const owner = where.ownerId === undefined ? Prisma.empty : Prisma.sql`AND t."ownerId" = ${where.ownerId}::uuid`;
  const rows = await readRows<Record<string, unknown>>(
    db,
    Prisma.sql`
    SELECT ${selectSql(selection)} FROM "Trip" t
    WHERE t."id" = ${where.id}::uuid AND t."deletedAt" IS NULL ${owner}`,
  );
  const row = rows[0];
  return row ? (withChildren(row, selection) as R) : null;
}

/** The SELECT list of a selection over `"Trip" t`: its columns, and each child list as JSON text. */
function selectSql(selection: Selection): Prisma.Sql {
  const parts = selection.columns.map((c) => Prisma.raw(COLUMN_SQL[c] ?? ""));
  for (const child of selection.children) {
    const table = CHILD_TABLE[child];
    parts.push(
      Prisma.raw(`COALESCE((SELECT json_agg(to_json(c) ORDER BY c."position") FROM "${table}" c WHERE c."tripId" = t."id"), '[]'::json)::text AS "${child}"`),
    );
  }
  return Prisma.join(parts, ", ");
}

function withChildren(row: Record<string, unknown>, selection: Selection): Record<string, unknown> {
  for (const child of selection.children) {
    // Sent as text and parsed here, so the result does not depend on how a driver adapter decodes json.
    row[child] = (JSON.parse(row[child] as string) as Record<string, unknown>[]).map(childRow);
  }
  return row;
}

/** A whole trip as the REST answers and the documents read it: every column but `tripOmit`'s, with its ports and crew. */
export const WHOLE_TRIP: Selection = { columns: Object.keys(COLUMN_SQL), children: ["visitedPorts", "crewMembers"] };

const CHILD_ROWS = { visitedPorts: portRows, crewMembers: crewRows } satisfies Record<Child, (s: TripState) => object[]>;

/**
 * The trip a command has just written, as `readTripDetail` reads it back: the selection's columns
 * and children taken from the rows the projection wrote for that state (tripRow, portRows,
 * crewRows), so a command answers without a read after its commit (issue 18: a write's round
 * trips). trips.detail-sql.int.test.ts checks it equals the read, for new, updated and re-statused trips.
 */
export function tripOfState<R>(state: TripState, selection: Selection): R {
  const row: Record<string, unknown> = tripRow(state);
  const trip: Record<string, unknown> = {};
  for (const column of selection.columns) trip[column] = row[column];
  for (const child of selection.children) trip[child] = CHILD_ROWS[child](state);
  return trip as R;
}
