// The REST list's trips (GET /api/sailing-trips) as JSON texts, each the "Trip (server)" object of
// spec §3 that tripJson (trip.json.ts) writes. The trips' columns come as rows and are written as
// tripJson writes them (tripText); their visited ports and crew come from PostgreSQL already written as
// the answer's JSON arrays and are put in as they are (issue 18: a 350-trip list spent much of its
// time in the app parsing the children from JSON, mapping them to snake_case and stringifying them
// again; BENCHMARKS.md). PostgreSQL writing the whole trip (row_to_json of every trip too) was tried:
// its server then took ≈ 6 ms of the list against the ≈ 3 ms the app saved (session 22 again: on
// PostgreSQL 6.6 against 5.7 ms for 350 trips; on PGlite 12 against 19 ms, where REST is within its target anyway).
// trips.list-sql.int.test.ts checks that each text reads as tripJson of Prisma's row of the trip.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/db.ts";
import { OTHER } from "../../../../validation/trip-options.ts";
import { TRIP_COLUMN_SQL } from "./trip.columns.ts";
import type { TripWithChildren } from "./trip.json.ts";
import { cruiseDays } from "../../../../validation/trip.ts";
import { isoDay, isoInstant } from "../../dates.ts";
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

type Row = Omit<TripWithChildren, "visitedPorts" | "crewMembers"> & { portsJson: string; crewJson: string };

const q = JSON.stringify;

/**
 * A trip's text: tripJson's keys in its order and its values, written straight from the row (a
 * template, one JSON.stringify per text value) with the children's arrays put in as PostgreSQL wrote
 * them. Building tripJson's object of 40 keys and stringifying it cost twice as long (issue 18: 2.0
 * against 1.0 ms for 350 trips, the REST list's largest share of the app's own time).
 * trips.list-sql.int.test.ts checks that each text reads as tripJson of Prisma's row.
 */
function tripText(t: Row): string {
  return (
    `{"id":${q(t.id)},"status":${q(t.status)},"version":${t.version},"created_at":"${isoInstant(t.createdAt)}","updated_at":"${isoInstant(t.updatedAt)}",` +
    `"captain":{"first_name":${q(t.captainFirstName)},"last_name":${q(t.captainLastName)},"email":${q(t.captainEmail)},"phone":${q(t.captainPhone)},` +
    `"license_type":${q(t.licenseType)},"license_number":${q(t.licenseNumber)},"other_license":${q(t.otherLicense)}},` +
    `"license_type":${q(t.licenseType)},"license_number":${q(t.licenseNumber)},"other_license":${q(t.otherLicense)},` +
    `"yacht_name":${q(t.yachtName)},"registration_number":${q(t.registrationNumber)},"home_port":${q(t.homePort)},"hull_length":${q(t.hullLength)},` +
    `"engines_count":${q(t.enginesCount)},"engine_power":${q(t.enginePower)},"embarkation_port":${q(t.embarkationPort)},` +
    `"is_embarkation_tidal_port":${t.isEmbarkationTidalPort},"disembarkation_port":${q(t.disembarkationPort)},` +
    `"is_disembarkation_tidal_port":${t.isDisembarkationTidalPort},"visited_ports":${t.portsJson},"distance":${q(t.distance)},` +
    `"embarkation_date":"${isoDay(t.embarkationDate)}","disembarkation_date":"${isoDay(t.disembarkationDate)}",` +
    `"cruise_days":${cruiseDays(t.embarkationDate, t.disembarkationDate) ?? 0},"sailing_hours":${q(t.sailingHours)},"engine_hours":${q(t.engineHours)},` +
    `"mooring_hours":${q(t.mooringHours)},"tidal_hours":${q(t.tidalHours)},"tidal_ports_count":${t.tidalPortsCount},` +
    `"logbook_number":${q(t.logbookNumber)},"captain_notes":${q(t.captainNotes)},"crew_members":${t.crewJson}}`
  );
}

/** The first page of the REST list: each trip's JSON text and the count of every match. */
export async function listRestTripTexts(db: Db, list: List): Promise<{ texts: string[]; totalCount: number }> {
  const page = await listFirstPage<Row>(db, list, SELECT);
  return { texts: page.rows.slice(0, list.pageSize).map(tripText), totalCount: page.totalCount };
}
