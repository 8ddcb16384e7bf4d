// The sea_time migration on a database that already holds trips: the new numeric columns are
// backfilled in SQL from the typed strings, exactly as the projection computes them (decimalOf), so
// an existing installation needs no projection rebuild.
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../db/migrations.ts";
import { openTestDatabase } from "../../test/harness.ts";
import { migrationNamed, migrationsBefore } from "../../test/migrations.ts";
import { decimalOf } from "../trips/trip.numeric.ts";
import { must } from "../../../../validation/must.ts";
import { oneRow } from "../../db/one-row.ts";

const SEA_TIME = migrationNamed("sea_time");
const before = migrationsBefore(SEA_TIME);
afterAll(() => before.remove());

const TEXTS = [
  ["12.5", "40", "0", "96.25", "0", "220.1"],
  ["7,25", "0.0001", "123456789.9999", "1", "2,5", "0"],
  ["abc", "", "-3", "1e3", "1.23456", " 8 "],
];

describe("sea_time migration", () => {
  it("backfills hull length, distance and hours of existing trips like the projection does", async () => {
    const { database, dispose } = await openTestDatabase({ migrationsDir: before.dir });
    const db = database.prisma;
    try {
      const { id: owner } = oneRow(
        await db.$queryRaw<{ id: string }[]>`
        INSERT INTO "User" (id, name, email, phone, "passwordHash", "updatedAt")
        VALUES (gen_random_uuid(), 'Jan', 'jan@example.com', '+48 600 100 200', 'x', now()) RETURNING id`,
      );
      const ids: string[] = [];
      for (const [hull, distance, sail, engine, moor, tidal] of TEXTS) {
        const { id } = oneRow(
          await db.$queryRaw<{ id: string }[]>`
          INSERT INTO "Trip" (id, "ownerId", version, status, "createdAt", "updatedAt", "captainFirstName", "captainLastName", "captainPhone",
            "licenseType", "licenseNumber", "yachtName", "registrationNumber", "homePort", "hullLength", "enginesCount", "enginePower",
            "embarkationPort", "isEmbarkationTidalPort", "disembarkationPort", "isDisembarkationTidalPort", distance, "embarkationDate",
            "disembarkationDate", "sailingHours", "engineHours", "mooringHours", "tidalHours", "tidalPortsCount", "searchText")
          VALUES (gen_random_uuid(), ${owner}::uuid, 1, 'completed', now(), now(), 'Jan', 'Kowalski', '+48', 'pzz-jsm', '1', 'Zawisza', 'POL-1',
            'Gdynia', ${hull}, '1', '40', 'Gdynia', false, 'Hel', false, ${distance}, '2025-07-01', '2025-07-02', ${sail}, ${engine}, ${moor},
            ${tidal}, 0, '') RETURNING id`,
        );
        ids.push(id);
      }
      expect(await applyMigrations(database.migrationFactory())).toContain(SEA_TIME);
      const rows = await db.trip.findMany({ where: { id: { in: ids } } });
      for (const [i, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id)!;
        const [hull, distance, sail, engine, moor, tidal] = must(TEXTS[i]);
        expect(
          [row.hullLengthValue, row.distanceValue, row.sailingHoursValue, row.engineHoursValue, row.mooringHoursValue, row.tidalHoursValue].map(String),
        ).toEqual([hull, distance, sail, engine, moor, tidal].map((v) => decimalOf(v).toString()));
      }
      expect(rows.find((r) => r.id === ids[1])!.sailingHoursValue.toString()).toBe("123456789.9999");
      expect(rows.find((r) => r.id === ids[2])!.hullLengthValue.toString()).toBe("0");
      expect(rows.find((r) => r.id === ids[2])!.tidalHoursValue.toString()).toBe("8");
    } finally {
      await dispose();
    }
  });
});
