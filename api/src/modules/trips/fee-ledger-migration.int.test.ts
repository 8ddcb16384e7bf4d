// The reversal_fee_ledger migration on a database that already holds restores, as an older release
// left it: fee rows written beside the TripRestored events (some already decided by staff), and one
// restore whose fee row is missing. After the upgrade the ledger equals what the event log projects,
// staff's decisions survive as settlements, and a rebuild reproduces the ledger exactly.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../db/migrations.ts";
import { openTestDatabase } from "../../test/harness.ts";
import { migrationNamed, migrationsBefore } from "../../test/migrations.ts";
import { insertOldEvent } from "../../test/old-events.ts";
import { checkReadModel, rebuildReadModel } from "./trip.projection.ts";

const LEDGER = migrationNamed("reversal_fee_ledger");
const before = migrationsBefore(LEDGER);
afterAll(() => before.remove());

/** A trip as an older release stored it in its TripCreated event (a whole snapshot, schema version 1). */
const snapshot = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan@example.com",
  phone: "600100200",
  licenseType: "pzz-jsm",
  licenseNumber: "JSM-1",
  yachtName: "Zawisza",
  registrationNumber: "POL-1",
  homePort: "Gdynia",
  hullLength: "12.5",
  enginesCount: "1",
  enginePower: "40",
  embarkationPort: "Gdynia",
  isEmbarkationTidalPort: false,
  disembarkationPort: "Hel",
  isDisembarkationTidalPort: false,
  visitedPorts: [],
  distance: "30",
  embarkationDate: "2025-07-01",
  disembarkationDate: "2025-07-02",
  sailingHours: "20",
  engineHours: "2",
  mooringHours: "1",
  crewMembers: [],
};

type FeeRow = { id: string; tripId: string; captainId: string; staffId: string; amountGrosze: number; currency: string; status: string; createdAt: Date };

describe("reversal_fee_ledger migration", () => {
  it("backfills missing fee rows from TripRestored events and keeps staff's decisions as settlements", async () => {
    const { database, dispose } = await openTestDatabase({ migrationsDir: before.dir });
    const db = database.prisma;
    try {
      const user = async (name: string, role: "captain" | "staff") => {
        const [row] = await db.$queryRaw<{ id: string }[]>`
          INSERT INTO "User" (id, name, email, phone, "passwordHash", role, "updatedAt")
          VALUES (gen_random_uuid(), ${name}, ${`${randomUUID()}@example.com`}, '+48 600 100 200', 'x', ${role}::"UserRole", now()) RETURNING id`;
        if (!row) throw new Error("no user");
        return row.id;
      };
      const owner = await user("Jan Kowalski", "captain");
      const staff = await user("Biuro", "staff");
      const trip = async () => {
        const [row] = await db.$queryRaw<{ id: string }[]>`
          INSERT INTO "Trip" (id, "ownerId", version, status, "createdAt", "updatedAt", "captainFirstName", "captainLastName", "captainPhone",
            "licenseType", "licenseNumber", "yachtName", "registrationNumber", "homePort", "hullLength", "enginesCount", "enginePower",
            "embarkationPort", "isEmbarkationTidalPort", "disembarkationPort", "isDisembarkationTidalPort", distance, "embarkationDate",
            "disembarkationDate", "sailingHours", "engineHours", "mooringHours", "tidalHours", "tidalPortsCount", "searchText",
            "hullLengthValue", "distanceValue", "sailingHoursValue", "engineHoursValue", "mooringHoursValue", "tidalHoursValue")
          VALUES (gen_random_uuid(), ${owner}::uuid, 1, 'completed', now(), now(), 'Jan', 'Kowalski', '600100200', 'pzz-jsm', 'JSM-1',
            'Zawisza', 'POL-1', 'Gdynia', '12.5', '1', '40', 'Gdynia', false, 'Hel', false, '30', '2025-07-01', '2025-07-02', '20', '2',
            '1', '', 0, '', 12.5, 30, 20, 2, 1, 0) RETURNING id`;
        if (!row) throw new Error("no trip");
        return row.id;
      };
      const event = async (streamId: string, version: number, type: string, data: unknown, actor: string, at: string) => {
        const metadata = { actorId: actor, actorRole: actor === staff ? "staff" : "captain", requestId: randomUUID(), occurredAt: at };
        await insertOldEvent(db, streamId, version, type, data, metadata, at);
      };
      const oldFeeRow = (id: string, tripId: string, status: string, at: string) =>
        db.$executeRawUnsafe(
          `INSERT INTO "ReversalFee" (id, "tripId", "captainId", "staffId", "amountGrosze", currency, status, "createdAt")
           VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, 1000, 'PLN', $5::"ReversalFeeStatus", $6::timestamp)`,
          id,
          tripId,
          owner,
          staff,
          status,
          at,
        );

      const [t1, t2] = [await trip(), await trip()];
      const [paid, missing, waived, due] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await event(t1, 1, "TripCreated", { tripId: t1, ownerId: owner, status: "completed", trip: snapshot }, owner, "2025-07-03T10:00:00.000Z");
      await event(t1, 2, "TripDeleted", {}, owner, "2025-07-04T10:00:00.000Z");
      await event(t1, 3, "TripRestored", { feeId: paid, amountGrosze: 1000, currency: "PLN" }, staff, "2025-07-05T10:00:00.000Z");
      await event(t1, 4, "TripDeleted", {}, owner, "2025-08-01T10:00:00.000Z");
      // An older shape of the event: no amount or currency (read as 10.00 PLN).
      await event(t1, 5, "TripRestored", { feeId: missing }, staff, "2025-08-02T10:00:00.000Z");
      await event(t2, 1, "TripCreated", { tripId: t2, ownerId: owner, status: "completed", trip: snapshot }, owner, "2025-07-03T11:00:00.000Z");
      await event(t2, 2, "TripDeleted", {}, owner, "2025-07-06T10:00:00.000Z");
      await event(t2, 3, "TripRestored", { feeId: waived, amountGrosze: 1000, currency: "PLN" }, staff, "2025-07-07T10:00:00.000Z");
      await event(t2, 4, "TripDeleted", {}, owner, "2025-09-01T10:00:00.000Z");
      await event(t2, 5, "TripRestored", { feeId: due, amountGrosze: 1000, currency: "PLN" }, staff, "2025-09-02T10:00:00.000Z");
      await oldFeeRow(paid, t1, "paid", "2025-07-05T10:00:00.000Z");
      await oldFeeRow(waived, t2, "waived", "2025-07-07T10:00:00.000Z");
      await oldFeeRow(due, t2, "due", "2025-09-02T10:00:00.000Z");

      expect(await applyMigrations(database.migrationFactory())).toContain(LEDGER);

      const ledger = () =>
        db.$queryRawUnsafe<FeeRow[]>(
          `SELECT id::text, "tripId"::text, "captainId"::text, "staffId"::text, "amountGrosze", currency, status::text, "createdAt" FROM "ReversalFee" ORDER BY "createdAt"`,
        );
      const upgraded = await ledger();
      expect(upgraded.map((f) => [f.id, f.tripId, f.status, f.amountGrosze, f.currency, f.staffId, f.captainId])).toEqual([
        [paid, t1, "paid", 1000, "PLN", staff, owner],
        [waived, t2, "waived", 1000, "PLN", staff, owner],
        [missing, t1, "due", 1000, "PLN", staff, owner],
        [due, t2, "due", 1000, "PLN", staff, owner],
      ]);
      expect(upgraded.find((f) => f.id === missing)?.createdAt.toISOString()).toBe("2025-08-02T10:00:00.000Z");
      const settlements = await db.$queryRawUnsafe<{ feeId: string; status: string }[]>(
        `SELECT "feeId"::text, status::text FROM "ReversalFeeSettlement" ORDER BY status`,
      );
      expect(settlements).toEqual([
        { feeId: paid, status: "paid" },
        { feeId: waived, status: "waived" },
      ]);

      // The upgraded ledger is exactly what the event log projects: no difference before a rebuild…
      const check = await checkReadModel(db);
      expect(check.differences.filter((d) => d.table === "ReversalFee")).toEqual([]);
      // …and a rebuild writes the same rows again.
      await rebuildReadModel(db);
      expect(await ledger()).toEqual(upgraded);
    } finally {
      await dispose();
    }
  });
});
