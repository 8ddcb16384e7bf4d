// Trip events written straight into the table as an older release wrote them, for the tests of
// reading old shapes and of migrations over old data.
import type { Db } from "../db/db.ts";

/**
 * A trip as an older release stored it in 2024 (a TripCreated v1 snapshot): a licence and a crew
 * role no longer on the lists, numbers as JSON numbers, no tidal hours, no ids. A frozen copy of
 * stored data: never build it from today's form or schemas.
 */
export const TRIP_2024 = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "nie-e-mail",
  phone: "600100200",
  licenseType: "patent_1975",
  licenseNumber: "JSM-1",
  yachtName: "Zawisza",
  registrationNumber: "POL-1",
  homePort: "Gdynia",
  hullLength: 12.5,
  enginesCount: 1,
  enginePower: "40",
  embarkationPort: "Gdynia",
  isEmbarkationTidalPort: false,
  disembarkationPort: "Gdynia",
  isDisembarkationTidalPort: false,
  visitedPorts: [{ name: "Jastarnia" }],
  distance: "30",
  embarkationDate: "2024-04-20",
  disembarkationDate: "2024-04-21",
  sailingHours: "96",
  engineHours: "2",
  mooringHours: "1",
  crewMembers: [{ fullName: "Ewa Ślązak", role: "bosman", captainOpinion: "dobra", performance: "good", seasickness: "none", resistance: "good" }],
};

/** One TripEvent row as an older release inserted it: no schema version (the column's default), data and metadata as given. */
export async function insertOldEvent(db: Db, streamId: string, version: number, type: string, data: unknown, metadata: unknown, at: string) {
  await db.$executeRawUnsafe(
    `INSERT INTO "TripEvent" ("streamId", "version", "type", "data", "metadata", "occurredAt") VALUES ($1::uuid, $2, $3, $4::jsonb, $5::jsonb, $6::timestamp)`,
    streamId,
    version,
    type,
    JSON.stringify(data),
    JSON.stringify(metadata),
    at,
  );
}
