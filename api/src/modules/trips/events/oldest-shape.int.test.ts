// Events in the oldest stored shape, written straight into the table as an older release wrote
// them (no schema version column value, values today's form refuses, fields the form has added
// since missing): the read model rebuilds from them, both PDFs print and the history reads.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { appPerFile } from "../../../test/app-per-file.ts";
import { TRIP_2024, insertOldEvent } from "../../../test/old-events.ts";
import { premiumCaptain } from "../../../test/trips.ts";
import { stopRenderWorker } from "../../documents/renderer.ts";
import { fetchDocument } from "../../documents/test/fetch-document.ts";
import { rebuildReadModel } from "../trip.projection.ts";
import { first } from "../../../../../validation/must.ts";

let t: TestApp;
appPerFile(
  (app) => {
    t = app;
  },
  { after: stopRenderWorker },
);

describe("events in the oldest shape", () => {
  it("rebuild, voyage card, crew opinion and history all read them", async () => {
    const captain = await premiumCaptain(t, { name: "Jan Kowalski" });
    const id = randomUUID();
    const meta = (requestId: string, occurredAt: string) => ({ actorId: captain.id, actorRole: "captain", requestId, occurredAt });
    await insertOldEvent(
      t.db,
      id,
      1,
      "TripCreated",
      { tripId: id, ownerId: captain.id, status: "completed", trip: TRIP_2024 },
      meta("a", "2024-04-22T10:00:00.000Z"),
      "2024-04-22T10:00:00.000Z",
    );
    const edited = {
      ...TRIP_2024,
      disembarkationPort: "Hel",
      sailingHours: "102",
      crewMembers: [...TRIP_2024.crewMembers, { fullName: "Adam Nowak", role: "crew" }],
    };
    await insertOldEvent(t.db, id, 2, "TripUpdated", { trip: edited }, meta("b", "2024-04-23T10:00:00.000Z"), "2024-04-23T10:00:00.000Z");
    expect(await t.db.tripEvent.findMany({ where: { streamId: id }, select: { schemaVersion: true } })).toEqual([{ schemaVersion: 1 }, { schemaVersion: 1 }]);

    const rebuilt = await rebuildReadModel(t.db);
    expect(rebuilt.events).toBeGreaterThanOrEqual(2);
    const row = await t.db.trip.findUniqueOrThrow({ where: { id }, include: { crewMembers: { orderBy: { position: "asc" } }, visitedPorts: true } });
    expect(row).toMatchObject({ disembarkationPort: "Hel", sailingHours: "102", hullLength: "12.5", tidalHours: "", licenseType: "patent_1975", version: 2 });
    expect(row.crewMembers.map((m) => m.fullName)).toEqual(["Ewa Ślązak", "Adam Nowak"]);
    expect(row.visitedPorts.map((p) => p.name)).toEqual(["Jastarnia"]);

    const card = await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/voyage-card-pdf?lang=pl`, { token: captain.token });
    expect(card.status).toBe(200);
    expect(card.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const opinion = await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/crew/${row.crewMembers[0]?.id}/opinion-pdf?lang=pl`, { token: captain.token });
    expect(opinion.status).toBe(200);
    expect(opinion.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const history = await t.gql<{
      tripHistory: { type: string; actor: { name: string }; changes: { field: string; before: string | null; after: string | null; added: string[] }[] }[];
    }>(`query H($id: ID!) { tripHistory(tripId: $id) { type actor { name } changes { field before after added } } }`, { id }, { token: captain.token });
    expect(history.errors).toBeUndefined();
    const [created, updated] = first(history.data!.tripHistory, 2);
    expect(created.type).toBe("TripCreated");
    expect(updated.actor.name).toBe("Jan Kowalski");
    expect(updated.changes).toEqual([
      { field: "disembarkationPort", before: "Gdynia", after: "Hel", added: [] },
      { field: "sailingHours", before: "96", after: "102", added: [] },
      { field: "crewMembers", before: null, after: null, added: ["Adam Nowak"] },
    ]);
  });
});
