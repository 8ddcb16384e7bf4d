// Which columns and children a whole trip is read with (REST, documents, the export), apart from
// the readers so that the hand-written queries and Prisma's reads share them without an import cycle.
import { Prisma } from "../../generated/prisma/client.ts";
import { modelColumns } from "../../db/model-columns.ts";

/** Children in the order the captain entered them. */
export const tripInclude = {
  visitedPorts: { orderBy: { position: "asc" } },
  crewMembers: { orderBy: { position: "asc" } },
} satisfies Prisma.TripInclude;

/**
 * Columns no trip answer shows: the search text and the exact decimals for sums. Left out of the
 * REST/document reads (the decimals alone cost Prisma a Decimal object each, 6 per trip).
 */
export const tripOmit = {
  searchText: true,
  hullLengthValue: true,
  distanceValue: true,
  sailingHoursValue: true,
  engineHoursValue: true,
  mooringHoursValue: true,
  tidalHoursValue: true,
} as const satisfies Prisma.TripOmit;

/**
 * The Trip columns the hand-written reads (trips.detail-sql.ts, trips.list-sql.ts) may select over
 * `"Trip" t` — every column but `tripOmit`'s, taken from Prisma's model — with their SQL (the uuid and
 * enum columns read as text, as Prisma returns them).
 */
export const TRIP_COLUMN_SQL: Readonly<Record<string, string>> = modelColumns(Prisma.TripScalarFieldEnum, "t", {
  asText: ["id", "ownerId", "deletedById", "status"],
  omit: tripOmit,
});
