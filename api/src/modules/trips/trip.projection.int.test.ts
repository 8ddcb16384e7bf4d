// The projection and the event store on a real database: the read model always equals the fold of
// the log, a rebuild reproduces it exactly, the log is append-only, and concurrent writers lose nothing.
import { describe, expect, it } from "vitest";
import { isAppError } from "../../errors.ts";
import type { TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { captainAndStaff, premiumCaptain, staffToken, tripForm } from "../../test/trips.ts";
import { TRIP_STATUSES, type TripFormData } from "../../../../validation/trip.ts";
import { savePayload } from "../../test/save-payload.ts";
import { foldEvents } from "./trip.events.ts";
import { crewRows, portRows, rebuildReadModel, tripRow } from "./trip.projection.ts";
import { appendToStream, readStream } from "./trip.store.ts";
import type { Actor } from "./trips.service.ts";
import { prng } from "../../test/prng.ts";
import { first, must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

/** The whole read model, in a stable order. */
async function readModel() {
  const [trips, ports, crew] = await Promise.all([
    t.db.trip.findMany({ orderBy: { id: "asc" } }),
    t.db.visitedPort.findMany({ orderBy: { id: "asc" } }),
    t.db.crewMember.findMany({ orderBy: { id: "asc" } }),
  ]);
  return { trips, ports, crew };
}

/** Then: the rows of a trip are exactly what its events fold into. */
async function expectProjected(tripId: string) {
  const state = foldEvents(await readStream(t.db, tripId))!;
  const row = await t.db.trip.findUniqueOrThrow({
    where: { id: tripId },
    include: { visitedPorts: { orderBy: { position: "asc" } }, crewMembers: { orderBy: { position: "asc" } } },
  });
  const { visitedPorts, crewMembers, ...trip } = row;
  expect(trip).toEqual(tripRow(state));
  expect(visitedPorts).toEqual(portRows(state));
  expect(crewMembers).toEqual(crewRows(state));
}

describe("projection", () => {
  it("given each kind of event, the read model equals the fold of the log", async () => {
    const { asCaptain: actor, asStaff } = await captainAndStaff(t);
    const { trips } = t.app.services;
    const created = await trips.create(actor, tripForm());
    await expectProjected(created.id);
    await trips.update(actor, created.id, tripForm({ yachtName: "Nowa", visitedPorts: [], crewMembers: [] }));
    await expectProjected(created.id);
    await trips.setStatus(actor, created.id, { status: "in_progress" });
    await expectProjected(created.id);
    await trips.delete(actor, created.id);
    await expectProjected(created.id);
    await trips.restore(asStaff, created.id);
    await expectProjected(created.id);
  });
});

describe("event store", () => {
  it("is append-only: updating, deleting or truncating events fails", async () => {
    const captain = await premiumCaptain(t);
    await t.app.services.trips.create({ id: captain.id, role: "captain", requestId: "r" }, tripForm());
    await expect(t.db.$executeRawUnsafe(`UPDATE "TripEvent" SET "type" = 'X'`)).rejects.toThrow(/append-only/);
    await expect(t.db.$executeRawUnsafe(`DELETE FROM "TripEvent"`)).rejects.toThrow(/append-only/);
    await expect(t.db.$executeRawUnsafe(`TRUNCATE "TripEvent"`)).rejects.toThrow(/append-only/);
  });

  it("turns a second append at the same version into a CONFLICT", async () => {
    const captain = await premiumCaptain(t);
    const state = await t.app.services.trips.create({ id: captain.id, role: "captain", requestId: "r" }, tripForm());
    const [event] = first(await readStream(t.db, state.id), 1);
    const err = await appendToStream(t.db, state.id, 0, [event]).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe("CONFLICT");
  });
});

describe("rebuild", () => {
  it("gives the very same read model as the live projection after a long random run (seeded)", async () => {
    const random = prng(20260601);
    const pick = <T>(list: readonly T[]) => must(list[Math.floor(random() * list.length)], "an item of a non-empty list");
    const staff = await staffToken(t);
    const staffActor: Actor = { id: staff.id, role: "staff", requestId: "rand" };
    const captains: Actor[] = [];
    for (let i = 0; i < 3; i++) captains.push({ id: (await premiumCaptain(t)).id, role: "captain", requestId: "rand" });
    const owned = new Map<string, Actor>();
    const { trips } = t.app.services;
    const randomForm = (): TripFormData => {
      const base = tripForm();
      const start = `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
      return tripForm({
        yachtName: `Jacht ${Math.floor(random() * 1000)}`,
        embarkationDate: start,
        disembarkationDate: start.replace(/-1(\d)$/, "-2$1"),
        isEmbarkationTidalPort: random() < 0.5,
        distance: String(Math.floor(random() * 500)),
        visitedPorts: Array.from({ length: Math.floor(random() * 4) }, (_, i) => ({ name: `Port ${i}`, isTidalPort: random() < 0.3 })),
        crewMembers: Array.from({ length: Math.floor(random() * 4) }, (_, i) => ({
          ...must(base.crewMembers[0]),
          fullName: `Załogant ${i}`,
          role: pick(["crew", "mechanic", "_other"]),
          otherRole: "Kucharz",
        })),
      });
    };
    let applied = 0;
    for (let step = 0; step < 240; step++) {
      const ids = [...owned.keys()];
      const roll = random();
      try {
        if (ids.length === 0 || roll < 0.2) {
          const actor = pick(captains);
          owned.set((await trips.create(actor, randomForm())).id, actor);
        } else {
          const id = pick(ids);
          const actor = owned.get(id)!;
          if (roll < 0.5) {
            // Keep some ids by sending the current rows back, as the edit form does.
            const current = await t.app.services.tripReader.get(actor, id);
            const form = randomForm();
            form.crewMembers = form.crewMembers.map((m, i) => ({ ...m, id: current.crewMembers[i]?.id ?? null }));
            await trips.update(actor, id, form, random() < 0.2 ? current.version - 1 : random() < 0.5 ? current.version : null);
          } else if (roll < 0.75) await trips.setStatus(actor, id, { status: pick(TRIP_STATUSES) });
          else if (roll < 0.88) await trips.delete(actor, id);
          else await trips.restore(staffActor, id);
        }
        applied++;
      } catch (e) {
        if (!isAppError(e)) throw e; // refused commands (bad transition, deleted, stale version) are part of the run
      }
    }
    expect(applied).toBeGreaterThan(100);
    const events = await t.db.tripEvent.count();
    const live = await readModel();
    expect(live.trips.length).toBeGreaterThan(20);

    const result = await rebuildReadModel(t.db, { batchSize: 97, writeChunk: 7 });
    expect(result).toMatchObject({ events, trips: live.trips.length });
    expect(await readModel()).toEqual(live);
  });
});

describe("concurrent writers", () => {
  async function concurrentUpdates(withExpectedVersion: boolean) {
    const captain = await premiumCaptain(t);
    const created = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", { token: captain.token, body: savePayload(tripForm()) });
    const id = created.body.sailing_trip.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.rest("PUT", `/api/sailing-trips/${id}`, {
          token: captain.token,
          body: { ...savePayload(tripForm({ distance: String(1000 + i) })), ...(withExpectedVersion ? { expected_version: 1 } : {}) },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const successes = statuses.filter((s) => s === 200).length;
    const log = await readStream(t.db, id);
    expect(log).toHaveLength(1 + successes);
    expect(log.map((e) => e.version)).toEqual(log.map((_, i) => i + 1));
    await expectProjected(id);
    return successes;
  }

  it("20 concurrent updates of one trip: each lands as its own event or gets a 409", async () => {
    expect(await concurrentUpdates(false)).toBeGreaterThanOrEqual(1);
  });

  it("with the same expected version, exactly one of 20 wins", async () => {
    expect(await concurrentUpdates(true)).toBe(1);
  });
});
