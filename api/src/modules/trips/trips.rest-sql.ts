// The REST list's trips (GET /api/sailing-trips) as JSON texts, each the "Trip (server)" object of
// spec §3 that tripJson (trip.json.ts) writes. The trips' columns come as rows and are written by
// JSON.stringify(tripJson(…)); their visited ports and crew come from PostgreSQL already written as
// the answer's JSON arrays and are put in as they are (issue 18: a 350-trip list spent much of its
// time in the app parsing the children from JSON, mapping them to snake_case and stringifying them
// again; BENCHMARKS.md). PostgreSQL writing the whole trip (row_to_json of every trip too) was tried:
// its server then took ≈ 6 ms of the list against the ≈ 3 ms the app saved.
// trips.list-sql.int.test.ts checks that each text reads as tripJson of Prisma's row of the trip.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/db.ts";
import { OTHER } from "../../../../validation/trip-options.ts";
import { TRIP_COLUMN_SQL } from "./trip.columns.ts";
import { tripJson, type TripWithChildren } from "./trip.json.ts";
import { listFirstPage } from "./trips.list-sql.ts";
import type { tripListArgs } from "./trips.read.ts";

type List = ReturnType<typeof tripListArgs>;

/** The rows of a child table (`ch`, with the answer's keys) as a JSON array in the captain's order. */
const childArray = (table: string, columns: Prisma.Sql) =>
  Prisma.sql`COALESCE((SELECT json_agg(row_to_json(x) ORDER BY ch."position") FROM ${Prisma.raw(`"${table}"`)} ch CROSS JOIN LATERAL (SELECT ${columns}) x
    WHERE ch."tripId" = t."id"), '[]')::text`;

/** tripJson's visited ports. */
const PORTS = childArray(
  "VisitedPort",
  Prisma.sql`ch."id", ch."name", ch."isTidal" AS "is_tidal", ch."arrivalDate" AS "arrival_date", ch."departureDate" AS "departure_date"`,
);

/** tripJson's crewJson: a role or licence of `_other` (OTHER, sent as a parameter) shows its free text. */
const CREW = childArray(
  "CrewMember",
  Prisma.sql`ch."id", ch."fullName" AS "name",
  CASE WHEN ch."role" = ${OTHER} THEN COALESCE(ch."otherRole", '') ELSE ch."role" END AS "role",
  CASE WHEN ch."role" = ${OTHER} THEN ch."otherRole" END AS "other_role",
  CASE WHEN ch."licenseType" = ${OTHER} THEN ch."otherLicense" ELSE ch."licenseType" END AS "license",
  ch."licenseType" AS "license_type", ch."otherLicense" AS "other_license", ch."licenseNumber" AS "license_number",
  ch."email", ch."phone", ch."captainOpinion" AS "captain_opinion", ch."performance", ch."seasickness", ch."resistance",
  ch."captainNotes" AS "captain_notes"`,
);

const SELECT = Prisma.sql`${Prisma.raw(Object.values(TRIP_COLUMN_SQL).join(", "))}, ${PORTS} AS "portsJson", ${CREW} AS "crewJson"`;

type Row = TripWithChildren & { portsJson: string; crewJson: string };

const PORTS_KEY = ',"visited_ports":';
const CREW_END = ',"crew_members":[]}';

/**
 * A trip's text: tripJson's without children, with the children's arrays put in place of its empty
 * ones. The first `,"visited_ports":[],` is tripJson's own key: inside a JSON string every quote is
 * escaped, so that text cannot stand in a value before it; the crew is the object's last key.
 */
function tripText(row: Row): string {
  row.visitedPorts = [];
  row.crewMembers = [];
  const text = JSON.stringify(tripJson(row));
  const ports = text.indexOf(`${PORTS_KEY}[],`) + PORTS_KEY.length;
  if (ports < PORTS_KEY.length || !text.endsWith(CREW_END))
    throw new Error("tripJson no longer writes visited_ports and crew_members where tripText expects them");
  return `${text.slice(0, ports)}${row.portsJson}${text.slice(ports + 2, -3)}${row.crewJson}}`;
}

/** The first page of the REST list: each trip's JSON text and the count of every match. */
export async function listRestTripTexts(db: Db, list: List): Promise<{ texts: string[]; totalCount: number }> {
  const page = await listFirstPage<Row>(db, list, SELECT);
  return { texts: page.rows.slice(0, list.pageSize).map(tripText), totalCount: page.totalCount };
}
