// Trip events written straight into the table as an older release wrote them, for the tests of
// reading old shapes and of migrations over old data.
import type { Db } from "../db/db.ts";

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
