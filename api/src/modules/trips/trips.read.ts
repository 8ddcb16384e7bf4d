// The read side of the trip log: who sees which rows of the read model, the list's search, sort
// and keyset pages, and the history of a stream. Captains see their own trips, staff all of them;
// another captain's trip is simply not found.
import type { Db } from "../../db/db.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { BadRequestError, NotFoundError } from "../../errors.ts";
import { MAX_TRIPS_PER_CAPTAIN } from "../../../../validation/trip.ts";
import { stripForbiddenChars } from "../../../../validation/text.ts";
import { foldEvents, type TripEventType, type TripStatus } from "./trip.events.ts";
import { historySteps, type FieldChange } from "./trip.history.ts";
import { readRows } from "./trip.store.ts";
import { assertTripId, type Actor } from "./trips.service.ts";
import { tripInclude, tripOmit } from "./trip.columns.ts";
import { listRestTripTexts } from "./trips.rest-sql.ts";

export const TRIP_SORTS = ["EMBARKATION_DATE_DESC", "EMBARKATION_DATE_ASC", "CREATED_AT_DESC"] as const;
export type TripSort = (typeof TRIP_SORTS)[number];
export type TripListArgs = { search?: string | null; sort?: TripSort | null; first?: number | null; after?: string | null };

const ownedBy = (actor: Actor): { ownerId?: string } => (actor.role === "staff" ? {} : { ownerId: actor.id });

/** A live (not deleted) trip the actor may see. */
export function visibleTripWhere(actor: Actor, id: string): Prisma.TripWhereUniqueInput {
  assertTripId(id);
  return { id, deletedAt: null, ...ownedBy(actor) };
}

const SORT_KEY = { EMBARKATION_DATE_DESC: "embarkationDate", EMBARKATION_DATE_ASC: "embarkationDate", CREATED_AT_DESC: "createdAt" } as const;

type Cursor = { at: string; id: string };
/** A page's endCursor: its last trip's sort key (an ISO instant) and id. */
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString("base64url");
function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    const [at, id] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // fall through
  }
  throw new BadRequestError();
}

/** Prisma arguments of one page of the list: `where` for the count, `pageWhere`/`orderBy`/`take` for the rows. */
export function tripListArgs(actor: Actor, args: TripListArgs) {
  const where: Prisma.TripWhereInput = { deletedAt: null, ...ownedBy(actor) };
  // Control characters (NUL cannot even be sent to PostgreSQL) are dropped; no stored text is longer.
  const term = stripForbiddenChars(args.search ?? "")
    .trim()
    .slice(0, 255)
    .toLocaleLowerCase("pl");
  // LIKE wildcards typed by the user are literal characters.
  const escaped = term ? term.replace(/[\\%_]/g, "\\$&") : undefined;
  if (escaped !== undefined) where.searchText = { contains: escaped };
  const sort = args.sort ?? "EMBARKATION_DATE_DESC";
  const key = SORT_KEY[sort];
  const dir = sort === "EMBARKATION_DATE_ASC" ? "asc" : "desc";
  const take = Math.min(Math.max(args.first ?? MAX_TRIPS_PER_CAPTAIN, 1), MAX_TRIPS_PER_CAPTAIN);
  let pageWhere = where;
  let cursor: Cursor | null = null;
  if (args.after) {
    const c = (cursor = decodeCursor(args.after));
    const op = dir === "desc" ? "lt" : "gt";
    const at = new Date(c.at);
    pageWhere = { AND: [where, { OR: [{ [key]: { [op]: at } }, { [key]: at, id: { [op]: c.id } }] }] };
  }
  const orderBy: Prisma.TripOrderByWithRelationInput[] = [{ [key]: dir }, { id: dir }];
  // The same filter for the hand-written first page (trips.list-sql.ts): `contains` is LIKE '%term%'.
  const filter = { ownerId: ownedBy(actor).ownerId, searchLike: escaped === undefined ? undefined : `%${escaped}%` };
  return { where, pageWhere, orderBy, take: take + 1, pageSize: take, key, dir, cursor, filter };
}

/** Cuts the one extra row fetched to learn whether another page follows. */
export function pageOf<T extends { id: string; embarkationDate: Date; createdAt: Date }>(
  rows: T[],
  list: { pageSize: number; key: "embarkationDate" | "createdAt" },
) {
  const nodes = rows.slice(0, list.pageSize);
  const last = nodes[nodes.length - 1];
  return {
    nodes,
    hasNextPage: rows.length > list.pageSize,
    endCursor: last ? encodeCursor({ at: last[list.key].toISOString(), id: last.id }) : null,
  };
}

export type TripHistoryEntry = {
  type: TripEventType;
  version: number;
  occurredAt: Date;
  status: TripStatus;
  requestId: string;
  actor: { id: string; name: string; role: "captain" | "staff" };
  changedFields: string[];
  changes: FieldChange[];
};

/** The stream of one trip, oldest first: the owner sees a live trip's, staff any trip's. */
export async function tripHistory(db: Db, actor: Actor, tripId: string): Promise<TripHistoryEntry[]> {
  assertTripId(tripId);
  const events = readRows(await db.tripEvent.findMany({ where: { streamId: tripId }, orderBy: { version: "asc" } }));
  const state = foldEvents(events);
  if (!state || (actor.role !== "staff" && (state.ownerId !== actor.id || state.deletedAt !== null))) throw new NotFoundError();
  const ids = [...new Set(events.map((e) => e.metadata.actorId))];
  const names = new Map((await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]));
  return historySteps(events).map(({ event, after, changedFields, changes }) => ({
    type: event.type,
    version: event.version,
    occurredAt: new Date(event.metadata.occurredAt),
    status: after.status,
    requestId: event.metadata.requestId,
    actor: { id: event.metadata.actorId, name: names.get(event.metadata.actorId) ?? "", role: event.metadata.actorRole },
    changedFields,
    changes,
  }));
}

/** Reads for the REST shim (GraphQL queries the same rows with Pothos' selection instead). */
export class TripReader {
  constructor(private deps: { db: Db }) {}

  async get(actor: Actor, id: string) {
    const trip = await this.deps.db.trip.findUnique({ where: visibleTripWhere(actor, id), include: tripInclude, omit: tripOmit });
    if (!trip) throw new NotFoundError();
    return trip;
  }

  /**
   * The first page of the list (REST has no cursor) as each trip's REST JSON text (trips.rest-sql.ts:
   * its columns by tripJson, its ports and crew as PostgreSQL wrote them), and the count of every match.
   */
  listTexts(actor: Actor, args: Pick<TripListArgs, "search" | "sort">) {
    return listRestTripTexts(this.deps.db, tripListArgs(actor, args));
  }
}
