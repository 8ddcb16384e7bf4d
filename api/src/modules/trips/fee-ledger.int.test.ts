// The fee ledger is a projection of TripRestored: the restore writes its row in the command's
// transaction, staff's decisions (paid, waived) live in the settlements, and a rebuild of the read
// model reproduces the ledger exactly — decisions included.
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { captainAndStaff, tripForm } from "../../test/trips.ts";
import { checkReadModel, rebuildReadModel } from "./trip.projection.ts";
import { first } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const ledger = () => t.db.reversalFee.findMany({ orderBy: { id: "asc" } });

describe("the reversal fee ledger", () => {
  it("has one row per TripRestored, and a rebuild reproduces it exactly with staff's decisions", async () => {
    const { captain, staff, asCaptain, asStaff } = await captainAndStaff(t);
    const { trips, office } = t.app.services;
    const a = await trips.create(asCaptain, tripForm({ yachtName: "Pierwszy" }));
    const b = await trips.create(asCaptain, tripForm({ yachtName: "Drugi" }));
    const feeIds: string[] = [];
    for (const id of [a.id, b.id, a.id]) {
      await trips.delete(asCaptain, id);
      t.clock.advance(60_000);
      feeIds.push((await trips.restore(asStaff, id)).feeId);
    }
    const [paid, waived, due] = first(feeIds, 3);
    await office.setFeeStatus(paid, "paid");
    await office.setFeeStatus(waived, "waived");

    const live = await ledger();
    expect(live.map((f) => [f.tripId, f.captainId, f.staffId, f.amountGrosze, f.currency])).toEqual(
      expect.arrayContaining([
        [a.id, captain.id, staff.id, 1000, "PLN"],
        [b.id, captain.id, staff.id, 1000, "PLN"],
      ]),
    );
    expect(live).toHaveLength(3);
    expect(Object.fromEntries(live.map((f) => [f.id, f.status]))).toEqual({ [paid]: "paid", [waived]: "waived", [due]: "due" });
    const restored = await t.db.tripEvent.findMany({ where: { type: "TripRestored" } });
    expect(restored.map((e) => (e.data as { feeId: string }).feeId).sort()).toEqual(live.map((f) => f.id));

    const r = await rebuildReadModel(t.db);
    expect(r.fees).toBe(3);
    expect(await ledger()).toEqual(live);
  });
});

describe("checkReadModel (npm run db:rebuild-projections -- --check)", () => {
  it("finds no difference in a model the live path wrote, names every tampered row, and changes nothing", async () => {
    const { captain, staff, asCaptain, asStaff } = await captainAndStaff(t);
    const { trips } = t.app.services;
    const trip = await trips.create(asCaptain, tripForm({ yachtName: "Sprawdzany" }));
    await trips.update(asCaptain, trip.id, tripForm({ yachtName: "Sprawdzany", disembarkationPort: "Hel" }));
    await trips.delete(asCaptain, trip.id);
    const { feeId } = await trips.restore(asStaff, trip.id);
    expect((await checkReadModel(t.db)).differences).toEqual([]);

    await t.db.trip.update({ where: { id: trip.id }, data: { yachtName: "Podmieniony" } });
    await t.db.reversalFee.delete({ where: { id: feeId } });
    const stray = await t.db.reversalFee.create({
      data: { tripId: trip.id, captainId: captain.id, staffId: staff.id, amountGrosze: 500, currency: "PLN", createdAt: t.clock.now() },
    });
    const { differences } = await checkReadModel(t.db);
    expect(differences).toEqual(
      expect.arrayContaining([
        { table: "Trip", id: trip.id, kind: "different", columns: ["yachtName"] },
        { table: "ReversalFee", id: feeId, kind: "onlyRebuilt", columns: [] },
        { table: "ReversalFee", id: stray.id, kind: "onlyLive", columns: [] },
      ]),
    );
    expect(differences).toHaveLength(3);
    // Rolled back: the tampered rows are still there.
    expect((await t.db.trip.findUniqueOrThrow({ where: { id: trip.id } })).yachtName).toBe("Podmieniony");
    expect(await t.db.reversalFee.findUnique({ where: { id: feeId } })).toBeNull();
    await rebuildReadModel(t.db);
    expect((await checkReadModel(t.db)).differences).toEqual([]);
  });
});
